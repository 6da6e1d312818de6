/**
 * Per-user upload budgets (the daily quota, the rate limit) and the clean-up of uploads attached to
 * nothing, on the local driver (the S3 driver: s3-storage.test.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { API, UPLOAD_MSG } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { appDrivers, sql } from './helpers/app.js';
import { ageUploads, oldUploads, uploadsOf } from './helpers/uploads.js';
import { noise, png } from './helpers/images.js';
import { expectErrorShape, upload } from './helpers/users.js';
import { suiteWithUsers } from './helpers/suite.js';

describe.each(appDrivers)('daily upload quota (%s)', (driver) => {
  // 1 MB a day unverified, 3 MB verified; each noise image stores ~480 KB.
  const t = suiteWithUsers(
    driver,
    { unverified: ['Empty', 'New Person'], student: ['Student', 'Busy Student'] },
    { env: { UPLOAD_QUOTA_UNVERIFIED_MB_PER_DAY: '1', UPLOAD_QUOTA_MB_PER_DAY: '3' } },
  );

  it('an unverified user stores up to the small quota, then 429 with the message and nothing stored', async () => {
    for (const seed of [1, 2]) {
      const res = await upload(t.unverified.client, await noise(400, 400, seed));
      expect(res.status, res.text).toBe(201);
      expect(res.body.size).toBeGreaterThan(400 * 1024);
    }
    const before = await uploadsOf(t, t.unverified.userId);
    const res = await upload(t.unverified.client, await noise(400, 400, 3));
    expectErrorShape(res, 429, 'TOO_MANY_REQUESTS');
    expect(res.body.error.message).toBe(UPLOAD_MSG.dailyQuota);
    expect(await uploadsOf(t, t.unverified.userId)).toEqual(before);
    const stored = await t.query(sql`select id from uploads where purpose = 'profile-image'`);
    const files = await fs.readdir(path.join(t.config.storage.uploadDir, 'profiles'));
    expect(files).toHaveLength(stored.length);
    // a small image still fits what is left
    expect((await upload(t.unverified.client, png(2, 2))).status).toBe(201);
  });

  it('a verified user has the larger quota; uploads older than a day no longer count', async () => {
    for (const seed of [4, 5, 6, 7, 8]) {
      const res = await upload(t.student.client, await noise(400, 400, seed));
      expect(res.status, res.text).toBe(201);
    }
    const full = await upload(t.student.client, await noise(600, 600, 9));
    expectErrorShape(full, 429, 'TOO_MANY_REQUESTS');
    // once the day is used up, the next upload is refused before its body is read
    const used = await upload(t.student.client, await noise(700, 700, 10));
    expect(used.status).toBe(429);
    await ageUploads(t, t.student.userId, 25);
    const res = await upload(t.student.client, await noise(600, 600, 9));
    expect(res.status, res.text).toBe(201);
  });
});

describe.each(appDrivers)('upload rate limit (%s)', (driver) => {
  const t = suiteWithUsers(
    driver,
    // Role Empty: no profile image was uploaded to make them.
    { first: ['Empty', 'Fast Person'], second: ['Empty', 'Other Person'] },
    { env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '3' } },
  );

  it('a user gets 3 uploads a minute, then 429 with the message and a Retry-After; others are not counted', async () => {
    for (let i = 0; i < 3; i++) expect((await upload(t.first.client, png(2, 2))).status).toBe(201);
    const before = await uploadsOf(t, t.first.userId);
    const res = await upload(t.first.client, png(2, 2));
    expectErrorShape(res, 429, 'TOO_MANY_REQUESTS');
    expect(res.body.error.message).toBe(UPLOAD_MSG.tooManyUploads);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await uploadsOf(t, t.first.userId)).toEqual(before);
    expect((await upload(t.second.client, png(2, 2))).status).toBe(201);
  });
});

describe.each(appDrivers)('clean-up of uploads attached to nothing (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    instructor: ['Instructor', 'Tidy Instructor'],
    unverified: ['Empty', 'Gone Person'],
  });

  it('deletes an old unattached upload (row and file); a fresh one and old attached ones stay', async () => {
    const { course, old } = await oldUploads(t, t.instructor, t.unverified);
    // the user's image (users.image) names an upload by its URL
    const avatar = await upload(t.unverified.client, png(4, 4));
    await t.query(sql`update users set image = ${avatar.body.url} where id = ${t.unverified.userId}`);
    await ageUploads(t, t.unverified.userId, 25);
    const fresh = await upload(t.unverified.client, png(5, 5));
    const key = (await uploadsOf(t, t.unverified.userId)).find((r) => r.id === old.body.id)!.storage_key;
    const file = path.join(t.config.storage.uploadDir, key);
    await fs.access(file);

    expect(await t.app.services.media.deleteUnattached()).toBe(1);

    const left = (await uploadsOf(t, t.unverified.userId)).map((r) => r.id);
    expect(left).toEqual([avatar.body.id, fresh.body.id]);
    await expect(fs.access(file)).rejects.toThrow();
    expectErrorShape(await t.unverified.client.get(`${API.media}/${old.body.id}`), 404, 'NOT_FOUND');
    // the course's thumbnail and videos, and the instructor's profile image
    const [profile] = await t.query<{ id: string }>(
      sql`select profile_upload_id as id from instructor_profiles where user_id = ${t.instructor.userId}`,
    );
    const kept = (await uploadsOf(t, t.instructor.userId)).map((r) => r.id).sort();
    expect(kept).toEqual([course.thumbnailId, ...course.videoIds, profile!.id].sort());
    expect(await t.app.services.media.deleteUnattached()).toBe(0);
  });
});
