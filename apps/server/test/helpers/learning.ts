/** Learning helpers: enrolments with chosen times, lesson durations, and the learning API. */
import {
  LEARNING_API,
  type CourseProgress,
  type EnrolmentView,
  type MyCourses,
  type ProgressInput,
} from '@cms/contract';
import { expect } from 'vitest';
import { sql, type TestApp } from './app.js';
import type { Client, Res } from './client.js';
import type { CreatedCourse } from './courses.js';

/**
 * Enrols a user directly in the database (as a capture would) and returns the enrolment id.
 * `minutesAgo` fixes the enrolment time so "newest first" does not depend on timing.
 */
export async function enrolAt(t: TestApp, userId: string, courseId: string, minutesAgo = 0): Promise<string> {
  const [row] = await t.query<{ id: string }>(
    sql`insert into enrolments (user_id, course_id, created_at)
        values (${userId}, ${courseId}, now() - make_interval(mins => ${minutesAgo}::int)) returning id`,
  );
  return row!.id;
}

/** The course's lesson ids in course order. */
export const lessonIds = (course: CreatedCourse): string[] =>
  (course.body.course.lessons as { id: string }[]).map((l) => l.id);

/** Sets a lesson's stored duration (null: none could be read from the file). */
export async function setDuration(t: TestApp, lessonId: string, seconds: number | null): Promise<void> {
  await t.query(sql`update lessons set duration_seconds = ${seconds} where id = ${lessonId}`);
}

export const enrolmentPath = (enrolmentId: string) => LEARNING_API.enrolment.replace(':enrolmentId', enrolmentId);
export const progressPath = (enrolmentId: string, lessonId: string) =>
  LEARNING_API.lessonProgress.replace(':enrolmentId', enrolmentId).replace(':lessonId', lessonId);

export const reportRaw = (client: Client, enrolmentId: string, lessonId: string, body: unknown): Promise<Res> =>
  client.request('PUT', progressPath(enrolmentId, lessonId), { json: body });

/** Reports a position and returns the course progress it answers. */
export async function report(
  client: Client,
  enrolmentId: string,
  lessonId: string,
  body: ProgressInput,
): Promise<CourseProgress> {
  const res = await reportRaw(client, enrolmentId, lessonId, body);
  expect(res.status, res.text).toBe(200);
  expect(res.body.success).toBe(true);
  return res.body.progress as CourseProgress;
}

export async function view(client: Client, enrolmentId: string): Promise<EnrolmentView> {
  const res = await client.get(enrolmentPath(enrolmentId));
  expect(res.status, res.text).toBe(200);
  return res.body as EnrolmentView;
}

export async function myCourses(client: Client, search?: string): Promise<MyCourses> {
  const qs = search === undefined ? '' : `?${new URLSearchParams({ search }).toString()}`;
  const res = await client.get(`${LEARNING_API.myCourses}${qs}`);
  expect(res.status, res.text).toBe(200);
  return res.body as MyCourses;
}
