/**
 * What happens when a learner completes a lesson (a video watched to 90 % or marked done, a quiz
 * passed): listeners (certificates) are told the learner and the course after the completion is
 * committed, and decide for themselves whether the course is now complete. A listener must be
 * idempotent: a lesson completed twice at once, or two lessons completed at once, tell it twice.
 */
export interface LessonCompletionListener {
  lessonCompleted(userId: string, courseId: string): Promise<void>;
}

/** The listeners, told one after the other; a listener's failure is the caller's failure. */
export class LessonCompletions {
  private readonly listeners: LessonCompletionListener[] = [];

  subscribe(listener: LessonCompletionListener): void {
    this.listeners.push(listener);
  }

  async completed(userId: string, courseId: string): Promise<void> {
    for (const listener of this.listeners) await listener.lessonCompleted(userId, courseId);
  }
}
