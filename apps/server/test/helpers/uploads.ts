/** Uploads as a test reads and ages them in the database. */
import { sql, type TestApp } from './app.js';
import { createCourse } from './courses.js';
import { png } from './images.js';
import { upload, type TestUser } from './users.js';

/** The uploads rows of `userId`. */
export const uploadsOf = (t: TestApp, userId: string) =>
  t.query<{ id: string; size: number; storage_key: string }>(
    sql`select id, size, storage_key from uploads where owner_id = ${userId} order by created_at`,
  );

/** Makes every upload of `userId` look `hours` old. */
export const ageUploads = (t: TestApp, userId: string, hours: number) =>
  t.query(sql`update uploads set created_at = now() - make_interval(hours => ${hours}) where owner_id = ${userId}`);

/**
 * What the clean-up of unattached uploads is tried on: a course of `instructor` (its thumbnail and
 * videos attached) and an upload of `owner` attached to nothing, all made to look 25 hours old.
 */
export async function oldUploads(t: TestApp, instructor: TestUser, owner: TestUser) {
  const course = await createCourse(instructor.client, { lessons: 1 });
  const old = await upload(owner.client, png(3, 3));
  await ageUploads(t, instructor.userId, 25);
  await ageUploads(t, owner.userId, 25);
  return { course, old };
}
