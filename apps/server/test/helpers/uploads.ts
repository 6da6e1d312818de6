/** Uploads as a test reads and ages them in the database. */
import { sql, type TestApp } from './app.js';

/** The uploads rows of `userId`. */
export const uploadsOf = (t: TestApp, userId: string) =>
  t.query<{ id: string; size: number; storage_key: string }>(
    sql`select id, size, storage_key from uploads where owner_id = ${userId} order by created_at`,
  );

/** Makes every upload of `userId` look `hours` old. */
export const ageUploads = (t: TestApp, userId: string, hours: number) =>
  t.query(sql`update uploads set created_at = now() - make_interval(hours => ${hours}) where owner_id = ${userId}`);
