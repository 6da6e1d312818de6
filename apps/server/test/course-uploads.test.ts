/** Course thumbnail and lesson video uploads: roles, types by content, size limits, durations (spec 5, 9). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { COURSE_API, THUMBNAIL_MAX_BYTES, UPLOAD_MSG, VIDEO_MAX_BYTES } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { appDrivers, sql } from './helpers/app.js';
import type { Res } from './helpers/client.js';
import { VIDEOS, uploadThumbnailRaw, uploadVideoRaw } from './helpers/courses.js';
import { gif, jpeg, padTo, photo, png, pngHeader, webpDeclaring } from './helpers/images.js';
import { streamUpload } from './helpers/stream-upload.js';
import { expectErrorShape } from './helpers/users.js';
import { suiteWithUsers } from './helpers/suite.js';

const IMAGE_TOO_LARGE = 'File size should be less than 5MB';
const INVALID_IMAGE = 'Please upload a valid image file';
const VIDEO_TOO_LARGE = 'File size should be less than 100MB';
const INVALID_VIDEO = 'Please upload a valid video file';

describe.each(appDrivers)('course uploads (%s)', (driver) => {
  const t = suiteWithUsers(driver, { instructor: ['Instructor', 'Uploading Instructor'] });

  const rows = () =>
    t.query<{ id: string; purpose: string; content_type: string; size: number; duration_seconds: number | null }>(
      sql`select id, purpose, content_type, size, duration_seconds from uploads
          where owner_id = ${t.instructor.userId} and purpose <> 'profile-image'`,
    );
  const tempFiles = () => fs.readdir(path.join(t.config.storage.uploadDir, '.tmp')).catch(() => [] as string[]);

  /** A 201 answering the stored upload: id, url, content type and size (and `extra`, e.g. the duration). */
  function expectStored(res: Res, type: string, size: number, extra: Record<string, unknown> = {}) {
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      url: `/api/media/${res.body.id}`,
      contentType: type,
      size,
      ...extra,
    });
  }

  /** The upload `send` refused with `status` and `code`, keeping no row and no temporary file; returns the error. */
  async function refusedKeepingNothing(send: () => Promise<Res>, status: number, code: string) {
    const before = await rows();
    const res = await send();
    expectErrorShape(res, status, code);
    expect(await rows()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
    return res.body.error as { message: string; fields?: Record<string, string> };
  }

  /** A 413 with `message` for a streamed body of `total` bytes, answered before the body was read. */
  async function refusedWhileStreaming(
    upload: { url: string; field: string; head: Buffer; total: number; declaredLength?: number },
    message: string,
  ) {
    const res = await streamUpload(t, t.instructor.client.token!, upload);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message });
    expect(res.ended).toBe(false);
    return res;
  }

  it('only instructors may upload (401 anonymous; the 403s for every other role: authorization-matrix.test.ts)', async () => {
    expectErrorShape(await uploadThumbnailRaw(t.client(), png()), 401, 'UNAUTHENTICATED');
    expectErrorShape(await uploadVideoRaw(t.client(), VIDEOS.demoMp4), 401, 'UNAUTHENTICATED');
  });

  describe('thumbnails (field "thumbnail")', () => {
    it.each([
      ['PNG', () => png(3, 2), 'image/png'],
      ['JPEG', () => jpeg(), 'image/jpeg'],
      ['GIF', () => gif(), 'image/gif'],
      ['WebP', () => photo(3, 2, 'webp'), 'image/webp'],
    ])(
      'accepts a %s by content: 201 with id, url, type and the stored (re-encoded) size',
      async (_kind, make, type) => {
        const res = await uploadThumbnailRaw(t.instructor.client, await make(), {
          filename: 'whatever.bin',
          type: 'application/octet-stream',
        });
        expectStored(res, type, res.body.size);
        expect(res.body.size).toBeGreaterThan(0);
        const row = (await rows()).find((r) => r.id === res.body.id);
        expect(row).toMatchObject({ purpose: 'course-thumbnail', content_type: type, size: res.body.size });
      },
    );

    it.each([
      ['a text file named .png', Buffer.from('not an image at all\n'.repeat(10)), 'a.png'],
      ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'a.svg'],
      ['a video', VIDEOS.demoMp4, 'a.jpg'],
    ])('refuses %s with 415 "Please upload a valid image file"', async (_label, bytes, filename) => {
      const send = () => uploadThumbnailRaw(t.instructor.client, bytes, { filename, type: 'image/png' });
      expect((await refusedKeepingNothing(send, 415, 'UNSUPPORTED_MEDIA_TYPE')).message).toBe(INVALID_IMAGE);
    });

    it('wants the file in the field "thumbnail"', async () => {
      const res = await uploadThumbnailRaw(t.instructor.client, png(), { field: 'profile' });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({ thumbnail: INVALID_IMAGE });
    });

    it('accepts exactly 5 MB and refuses one byte more with 413 "File size should be less than 5MB"', async () => {
      expect(THUMBNAIL_MAX_BYTES).toBe(5_242_880);
      const ok = await uploadThumbnailRaw(t.instructor.client, padTo(png(), THUMBNAIL_MAX_BYTES));
      expect(ok.status, ok.text).toBe(201);
      expect(ok.body.size).toBeLessThan(1000); // stored re-encoded: the padding is not kept
      const send = () => uploadThumbnailRaw(t.instructor.client, padTo(png(), THUMBNAIL_MAX_BYTES + 1));
      expect((await refusedKeepingNothing(send, 413, 'PAYLOAD_TOO_LARGE')).message).toBe(IMAGE_TOO_LARGE);
    });

    it.each([
      ['PNG', () => Promise.resolve(pngHeader(30_000, 30_000))],
      ['WebP', () => webpDeclaring(16_000, 16_000)],
    ])('refuses a 30000×30000-class %s header with 400 under "thumbnail", keeping nothing', async (_kind, make) => {
      const bytes = await make();
      const error = await refusedKeepingNothing(
        () => uploadThumbnailRaw(t.instructor.client, bytes),
        400,
        'BAD_REQUEST',
      );
      expect(error.fields).toEqual({ thumbnail: UPLOAD_MSG.imageDimensions });
    });

    it('accepts a 1280×720 WebP thumbnail, stored as WebP', async () => {
      const res = await uploadThumbnailRaw(t.instructor.client, await photo(1280, 720, 'webp'));
      expectStored(res, 'image/webp', res.body.size);
    });

    it('refuses a declared 20 MB body before reading it', async () => {
      const size = 20 * 1024 * 1024;
      const upload = { url: COURSE_API.uploadThumbnail, field: 'thumbnail', head: png() };
      await refusedWhileStreaming({ ...upload, total: size, declaredLength: size }, IMAGE_TOO_LARGE);
    });
  });

  describe('lesson videos (field "video")', () => {
    const videoUpload = { url: COURSE_API.uploadVideo, field: 'video', head: VIDEOS.demoMp4 };

    it.each([
      ['an MP4 without audio (duration from the movie header)', VIDEOS.demoMp4, 'video/mp4', 4],
      ['an MP4 with an audio track', VIDEOS.withAudioMp4, 'video/mp4', 4.087],
      ['a WebM', VIDEOS.webm, 'video/webm', 3],
      ['a QuickTime MOV', VIDEOS.mov, 'video/quicktime', 3],
    ])('accepts %s and records its duration', async (_label, bytes, type, seconds) => {
      const res = await uploadVideoRaw(t.instructor.client, bytes, {
        filename: 'x.bin',
        type: 'application/octet-stream',
      });
      expectStored(res, type, bytes.length, { durationSeconds: expect.any(Number) });
      expect(res.body.durationSeconds).toBeCloseTo(seconds, 2);
      const row = (await rows()).find((r) => r.id === res.body.id)!;
      expect(row).toMatchObject({ purpose: 'lesson-video', content_type: type, size: bytes.length });
      expect(row.duration_seconds).toBeCloseTo(seconds, 2);
    });

    it('accepts an Ogg video; a duration it cannot read is null', async () => {
      const res = await uploadVideoRaw(t.instructor.client, VIDEOS.ogv, { filename: 'x.ogv', type: 'video/ogg' });
      expect(res.status, res.text).toBe(201);
      expect(res.body.contentType).toBe('video/ogg');
      expect(res.body.durationSeconds).toBeNull();
    });

    it.each([
      ['an image', png(8, 8), 'a.mp4'],
      ['a text file named .mp4', Buffer.from('definitely not a video\n'.repeat(40)), 'a.mp4'],
      ['an MP3-like file', Buffer.concat([Buffer.from('ID3'), Buffer.alloc(200)]), 'a.webm'],
    ])('refuses %s with 415 "Please upload a valid video file"', async (_label, bytes, filename) => {
      const send = () => uploadVideoRaw(t.instructor.client, bytes, { filename, type: 'video/mp4' });
      expect((await refusedKeepingNothing(send, 415, 'UNSUPPORTED_MEDIA_TYPE')).message).toBe(INVALID_VIDEO);
    });

    it('wants the file in the field "video"', async () => {
      const res = await uploadVideoRaw(t.instructor.client, VIDEOS.demoMp4, { field: 'file' });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({ video: INVALID_VIDEO });
    });

    it('refuses a declared body over 100 MB with 413 "File size should be less than 100MB" before reading it', async () => {
      expect(VIDEO_MAX_BYTES).toBe(104_857_600);
      const size = 200 * 1024 * 1024;
      await refusedWhileStreaming({ ...videoUpload, total: size, declaredLength: size }, VIDEO_TOO_LARGE);
    });

    it('stops reading a streamed (chunked) body once it passes 100 MB, keeping nothing', async () => {
      const total = 160 * 1024 * 1024;
      const before = await rows();
      const res = await refusedWhileStreaming({ ...videoUpload, total }, VIDEO_TOO_LARGE);
      expect(res.written).toBeGreaterThan(VIDEO_MAX_BYTES);
      expect(res.written).toBeLessThan(total);
      expect(await rows()).toEqual(before);
      expect(await tempFiles()).toEqual([]);
    });
  });
});
