/**
 * The S3-compatible storage driver against a local S3 server (s3rver): the driver's own round
 * trip, and the whole app on STORAGE_DRIVER=s3 (uploads land in the bucket, media answers with a
 * redirect to a short-lived presigned URL after the access check).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { API, UPLOAD_MSG } from '@cms/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../src/storage/s3.js';
import { appDrivers, sql, tempDir } from './helpers/app.js';
import { VIDEOS, createCourse, uploadVideoRaw } from './helpers/courses.js';
import { startS3, type LocalS3 } from './helpers/s3.js';
import { startedFor } from './helpers/servers.js';
import { noise, photo, png } from './helpers/images.js';
import { oldUploads, uploadsOf } from './helpers/uploads.js';
import { expectErrorShape, upload } from './helpers/users.js';
import { suiteWithUsers } from './helpers/suite.js';

let s3: LocalS3;
startedFor('all tests', async () => (s3 = await startS3()));

describe('S3Storage (driver round trip)', () => {
  let storage: S3Storage;
  let staging: string;
  beforeAll(async () => {
    staging = await tempDir('cms-s3-staging-');
    storage = await S3Storage.open(s3.config, staging);
  });
  afterAll(async () => {
    await storage?.close();
    await fs.rm(staging, { recursive: true, force: true });
  });

  const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
  const key = 'lesson-videos/round-trip.mp4';

  it('puts a finished temp file (then removes it), reads it whole and by range, and stats it', async () => {
    const tmp = path.join(storage.tempDir(), 'upload.part');
    await fs.writeFile(tmp, bytes);
    expect(await storage.putFile(key, tmp, 'video/mp4')).toEqual({ size: bytes.length, contentType: 'video/mp4' });
    await expect(fs.stat(tmp)).rejects.toThrow();

    const read = async (range?: { start: number; end: number }) =>
      Buffer.concat(await (await storage.read(key, range)).toArray());
    expect((await read()).equals(bytes)).toBe(true);
    expect((await read({ start: 100, end: 199 })).equals(bytes.subarray(100, 200))).toBe(true);
    expect((await read({ start: 4990, end: 4999 })).equals(bytes.subarray(4990))).toBe(true);
    expect(await storage.stat(key)).toEqual({ size: bytes.length });
    expect(await storage.stat('lesson-videos/missing.mp4')).toBeNull();
  });

  it('hands out presigned GET URLs that plain fetch can read, with Range', async () => {
    const delivery = await storage.deliver(key, { expiresInSeconds: 60 });
    expect(delivery.kind).toBe('url');
    if (delivery.kind !== 'url') return;
    const url = new URL(delivery.url);
    expect(url.origin).toBe(s3.endpoint);
    expect(url.pathname).toBe(`/${s3.bucket}/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);

    const whole = await fetch(delivery.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    const part = await fetch(delivery.url, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(10, 20))).toBe(true);
  });

  it("names the bucket's origin for the Content-Security-Policy", async () => {
    expect(await storage.mediaOrigins()).toEqual([s3.endpoint]);
  });

  it('deletes', async () => {
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    await expect(storage.read(key)).rejects.toThrow();
  });

  it('refuses keys that could escape their folder', async () => {
    await expect(storage.stat('../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});

describe.each(appDrivers)('the app on STORAGE_DRIVER=s3 (%s)', (driver) => {
  // The bucket's settings are known once the file's beforeAll has started it.
  const t = suiteWithUsers(
    driver,
    {
      instructor: ['Instructor', 'Cloud Instructor'],
      student: ['Student', 'Cloud Student'],
      unverified: ['Empty', 'Cloud Newcomer'],
    },
    () => ({ env: { ...s3.env, UPLOAD_QUOTA_UNVERIFIED_MB_PER_DAY: '1' } }),
  );

  const objectOf = async (id: string) => {
    const [row] = await t.query<{ storage_key: string }>(sql`select storage_key from uploads where id = ${id}`);
    return row?.storage_key;
  };

  it('stores images re-encoded in the bucket: no EXIF, the stored size', async () => {
    const res = await upload(t.student.client, await photo(64, 48, 'jpeg', { gps: true }), { filename: 'trip.jpg' });
    expect(res.status, res.text).toBe(201);
    const stored = Buffer.concat(
      await (await t.app.services.media.storage.read((await objectOf(res.body.id))!)).toArray(),
    );
    expect(stored.length).toBe(res.body.size);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
  });

  it('the daily quota holds: over it 429 and no object is left in the bucket', async () => {
    for (const seed of [1, 2])
      expect((await upload(t.unverified.client, await noise(400, 400, seed))).status).toBe(201);
    const before = await uploadsOf(t, t.unverified.userId);
    const res = await upload(t.unverified.client, await noise(400, 400, 3));
    expectErrorShape(res, 429, 'TOO_MANY_REQUESTS');
    expect(res.body.error.message).toBe(UPLOAD_MSG.dailyQuota);
    expect(await uploadsOf(t, t.unverified.userId)).toEqual(before);
  });

  it('the clean-up deletes an old unattached upload (row and object); fresh and attached ones stay', async () => {
    const { course, old } = await oldUploads(t, t.instructor, t.student);
    const fresh = await upload(t.student.client, png(4, 4));
    const oldKey = (await objectOf(old.body.id))!;
    const storage = t.app.services.media.storage;
    expect(await storage.stat(oldKey)).not.toBeNull();

    expect(await t.app.services.media.deleteUnattached()).toBeGreaterThanOrEqual(1);

    expect(await objectOf(old.body.id)).toBeUndefined();
    expect(await storage.stat(oldKey)).toBeNull();
    expect(await storage.stat((await objectOf(fresh.body.id))!)).not.toBeNull();
    for (const id of [course.thumbnailId, ...course.videoIds]) {
      expect(await storage.stat((await objectOf(id))!)).not.toBeNull();
    }
  });

  it('stores uploads in the bucket (with the duration read on the way) and leaves no temp files', async () => {
    expect(t.app.services.media.storage.driver).toBe('s3');
    const res = await uploadVideoRaw(t.instructor.client, VIDEOS.withAudioMp4);
    expect(res.status, res.text).toBe(201);
    expect(res.body.durationSeconds).toBeCloseTo(4.087, 2);
    const [row] = await t.query<{ storage_key: string; size: number }>(
      sql`select storage_key, size from uploads where id = ${res.body.id}`,
    );
    expect(await t.app.services.media.storage.stat(row!.storage_key)).toEqual({ size: VIDEOS.withAudioMp4.length });
    expect(await fs.readdir(t.app.services.media.storage.tempDir())).toEqual([]);
    // nothing was written to the local upload folder
    const local = await fs.readdir(t.config.storage.uploadDir).catch(() => [] as string[]);
    expect(local.filter((f) => f !== '.tmp')).toEqual([]);
  });

  it('media: after the access check, a 302 to a presigned URL that serves the bytes and ranges', async () => {
    const course = await createCourse(t.instructor.client, { lessons: 2, publish: true });
    const locked = `${API.media}/${course.videoIds[1]}`;

    expectErrorShape(await t.client().get(locked), 401, 'UNAUTHENTICATED');
    expectErrorShape(await t.student.client.get(locked), 403, 'FORBIDDEN');

    const res = await t.instructor.client.get(locked);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const location = res.headers.get('location')!;
    expect(new URL(location).origin).toBe(s3.endpoint);
    const video = await fetch(location);
    expect(video.status).toBe(200);
    expect(Buffer.from(await video.arrayBuffer()).equals(VIDEOS.demoMp4)).toBe(true);
    const part = await fetch(location, { headers: { range: 'bytes=0-15' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(VIDEOS.demoMp4.subarray(0, 16))).toBe(true);

    // a free preview of a published course redirects anyone
    const preview = await t.client().get(`${API.media}/${course.videoIds[0]}`);
    expect(preview.status).toBe(302);
  });

  it('the Content-Security-Policy lets the page load media from the bucket', async () => {
    const res = await t.client().get(API.health);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(new RegExp(`media-src 'self' blob: ${s3.endpoint.replace(/[.]/g, '\\.')}`));
  });
});
