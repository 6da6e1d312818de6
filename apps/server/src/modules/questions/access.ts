/**
 * Who may do what in a course's Q&A (issue 20 item 5): its enrolled learners read, ask and reply;
 * its instructor reads, replies (marked "Instructor") and accepts an answer; admins read only.
 * Anyone else may not know the lesson has a Q&A: they are answered like an unknown lesson (404).
 */
import type { Viewer } from '../../session/viewer.js';

/** A course as its Q&A's rules see it: its instructor and whether the caller is enrolled. */
export interface QaCourse {
  instructorId: string;
  enrolled: boolean;
}

/** The caller's part in the course's Q&A, or null: none (not to be told it exists). */
export type QaPart = 'learner' | 'instructor' | 'admin' | null;

export function qaPartOf(viewer: NonNullable<Viewer>, course: QaCourse): QaPart {
  if (viewer.role === 'Instructor' && course.instructorId === viewer.userId) return 'instructor';
  if (viewer.role === 'Admin') return 'admin';
  if ((viewer.role === 'Student' || viewer.role === 'Lead') && course.enrolled) return 'learner';
  return null;
}

/** What each part may do. */
export const canAsk = (part: QaPart) => part === 'learner';
export const canReply = (part: QaPart) => part === 'learner' || part === 'instructor';
export const canAccept = (part: QaPart) => part === 'instructor';
