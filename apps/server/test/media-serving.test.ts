/**
 * GET /api/media/:id — who may read which file (thumbnails, profile images, lesson videos of free
 * previews, bought, own, deleted and draft courses, unattached videos) and HTTP Range / ETag serving.
 */
import { randomUUID } from 'node:crypto';
import { API, COURSE_API } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers } from './helpers/app.js';
import type { Client } from './helpers/client.js';
import { VIDEOS, createCourse, enrol, pathOf, uploadVideo } from './helpers/courses.js';
import { createUser, expectErrorShape, uploadAvatar, type TestUser } from './helpers/users.js';
import { suiteApp } from './helpers/suite.js';

// prettier-ignore
const WHO = ['anonymous', 'empty', 'owner', 'otherInstructor', 'enrolledStudent', 'enrolledLead', 'student', 'admin'] as const;
type Who = (typeof WHO)[number];

describe.each(appDrivers)('media serving (%s)', (driver) => {
  const t = suiteApp(driver);
  const users = {} as Record<Exclude<Who, 'anonymous'>, TestUser>;
  const media = {} as Record<string, string>; // name → upload id

  beforeAll(async () => {
    users.owner = await createUser(t, 'Instructor', 'Owner Instructor');
    users.otherInstructor = await createUser(t, 'Instructor', 'Other Instructor');
    users.enrolledStudent = await createUser(t, 'Student', 'Enrolled Student');
    users.enrolledLead = await createUser(t, 'Lead', 'Enrolled Lead');
    users.student = await createUser(t, 'Student', 'Browsing Student');
    users.admin = await createUser(t, 'Admin', 'Site Admin');
    users.empty = await createUser(t, 'Empty', 'New User');
    const owner = users.owner.client;

    const published = await createCourse(owner, { lessons: 2, publish: true }); // lesson 1 is a free preview
    media.thumbnail = published.thumbnailId;
    media.previewOfPublished = published.videoIds[0]!;
    media.lockedOfPublished = published.videoIds[1]!;
    await enrol(t, users.enrolledStudent.userId, published.id);
    await enrol(t, users.enrolledLead.userId, published.id);

    const draft = await createCourse(owner, { lessons: 2 });
    media.previewOfDraft = draft.videoIds[0]!;
    media.lockedOfDraft = draft.videoIds[1]!;
    await enrol(t, users.enrolledStudent.userId, draft.id); // bought before it was unpublished

    const deleted = await createCourse(owner, { lessons: 2, publish: true });
    media.previewOfDeleted = deleted.videoIds[0]!;
    media.lockedOfDeleted = deleted.videoIds[1]!;
    await enrol(t, users.enrolledStudent.userId, deleted.id);
    await enrol(t, users.enrolledLead.userId, deleted.id);
    const del = await users.admin.client.request('PUT', pathOf(COURSE_API.deleteCourse, deleted.id));
    expect(del.status, del.text).toBe(200);

    media.unattached = await uploadVideo(owner);
    media.profileImage = await uploadAvatar(users.student.client);
  });

  const client = (who: Who): Client => (who === 'anonymous' ? t.client() : users[who].client);
  const get = (who: Who, id: string, headers: Record<string, string> = {}) =>
    client(who).get(`${API.media}/${id}`, { headers });

  // 200 = may read; 401/403 = refused (401 when not signed in). Columns in the order of WHO.
  const R = 200;
  // prettier-ignore
  const expected: Record<string, number[]> = {
    //                  anonymous empty owner otherInstr enrolledS enrolledL student admin
    thumbnail:          [R,       R,    R,    R,         R,        R,        R,      R],
    profileImage:       [401,     R,    R,    R,         R,        R,        R,      R],
    previewOfPublished: [R,       R,    R,    R,         R,        R,        R,      R],
    lockedOfPublished:  [401,     403,  R,    403,       R,        R,        403,    R],
    previewOfDraft:     [401,     403,  R,    403,       R,        403,      403,    R],
    lockedOfDraft:      [401,     403,  R,    403,       R,        403,      403,    R],
    previewOfDeleted:   [401,     403,  R,    403,       R,        R,        403,    R],
    lockedOfDeleted:    [401,     403,  R,    403,       R,        R,        403,    R],
    unattached:         [401,     403,  R,    403,       403,      403,      403,    R],
  };

  describe.each(Object.keys(expected))('%s', (name) => {
    it.each(WHO)('as %s', async (who) => {
      const want = expected[name]![WHO.indexOf(who)]!;
      const res = await get(who, media[name]!);
      if (want === R) {
        expect(res.status, `${name} as ${who}: ${res.text.slice(0, 200)}`).toBe(200);
        expect(res.bytes.length).toBeGreaterThan(0);
      } else {
        expectErrorShape(res, want, want === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    });
  });

  it('an unknown id is 404 for everyone, a malformed one 400', async () => {
    for (const who of ['anonymous', 'admin'] as const) {
      expectErrorShape(await get(who, randomUUID()), 404, 'NOT_FOUND');
      expectErrorShape(await get(who, 'not-a-uuid'), 400, 'BAD_REQUEST');
    }
  });

  describe('Range, ETag and caching', () => {
    const bytes = VIDEOS.demoMp4;
    const size = bytes.length;
    const video = () => media.lockedOfPublished!;

    it('a plain GET: 200 with every byte, the stored type, Accept-Ranges, ETag and private immutable caching', async () => {
      const res = await get('owner', video());
      expect(res.status).toBe(200);
      expect(res.bytes.equals(bytes)).toBe(true);
      expect(res.headers.get('content-type')).toBe('video/mp4');
      expect(res.headers.get('content-length')).toBe(String(size));
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.headers.get('etag')).toMatch(/^(W\/)?"[^"]+"$/);
      expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('course thumbnails may be kept by shared caches', async () => {
      const res = await get('anonymous', media.thumbnail!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    const PUBLIC_FOR_NOW = 'public, max-age=3600';
    const PRIVATE = 'private, max-age=31536000, immutable';

    it.each(['anonymous', 'owner', 'enrolledStudent', 'student'] as const)(
      'a free preview of a published course is public for everyone (asked as %s): shared caches keep it an hour, no Vary',
      async (who) => {
        const res = await get(who, media.previewOfPublished!, { range: 'bytes=0-99' });
        expect(res.status).toBe(206);
        expect(res.headers.get('cache-control')).toBe(PUBLIC_FOR_NOW);
        expect(res.headers.get('vary') ?? '').not.toMatch(/cookie/i);
      },
    );

    it.each([
      ['lockedOfPublished', 'enrolledStudent'],
      ['previewOfDraft', 'owner'],
      ['previewOfDeleted', 'enrolledStudent'],
      ['unattached', 'owner'],
      ['profileImage', 'student'],
    ] as const)('%s (as %s) stays private with Vary: cookie', async (name, who) => {
      const res = await get(who, media[name]!);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(PRIVATE);
      expect(res.headers.get('vary')).toMatch(/cookie/i);
    });

    it('a preview stops being public at once when its course is unpublished', async () => {
      const owner = users.owner.client;
      const course = await createCourse(owner, { lessons: 1, publish: true });
      const preview = course.videoIds[0]!;
      expect((await get('anonymous', preview)).headers.get('cache-control')).toBe(PUBLIC_FOR_NOW);
      const off = await owner.request('PUT', pathOf(COURSE_API.publish, course.id), { json: { isPublished: false } });
      expect(off.status, off.text).toBe(200);
      expectErrorShape(await get('anonymous', preview), 401, 'UNAUTHENTICATED');
      const own = await get('owner', preview);
      expect(own.headers.get('cache-control')).toBe(PRIVATE);
      expect(own.headers.get('vary')).toMatch(/cookie/i);
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      [`bytes=1000-${size + 5000}`, 1000, size - 1],
      ['bytes=7-7', 7, 7],
    ])('%s: 206 with exactly those bytes and Content-Range', async (range, start, end) => {
      const res = await get('enrolledStudent', video(), { range });
      expect(res.status).toBe(206);
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers.get('content-length')).toBe(String(end - start + 1));
      expect(res.bytes.equals(bytes.subarray(start, end + 1))).toBe(true);
    });

    it.each([`bytes=${size}-`, `bytes=${size + 10}-${size + 20}`])(
      '%s is not satisfiable: 416 with Content-Range bytes */size',
      async (range) => {
        const res = await get('enrolledStudent', video(), { range });
        expectErrorShape(res, 416, 'RANGE_NOT_SATISFIABLE');
        expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
      },
    );

    it.each([
      'bytes=abc',
      'bytes=',
      'bytes=-',
      'bytes=5-3',
      'bytes=1-2-3',
      'bytes=0x10-0x20',
      'bytes= 1 - 2',
      'bytes=0-99,abc',
      'bytes=+1-2',
      'bytes=1e3-',
    ])('an unparseable Range (%s) is ignored: 200 with the whole file', async (range) => {
      const res = await get('enrolledStudent', video(), { range });
      expect(res.status, res.text.slice(0, 200)).toBe(200);
      expect(res.headers.get('content-range')).toBeNull();
      expect(res.bytes.equals(bytes)).toBe(true);
    });

    it.each([['bytes=-0'], [`bytes=${size}-${size + 1}, ${size + 5}-`], [`bytes=${'9'.repeat(400)}-`]])(
      'a well-formed but unsatisfiable Range (%s) stays 416',
      async (range) => {
        const res = await get('enrolledStudent', video(), { range });
        expectErrorShape(res, 416, 'RANGE_NOT_SATISFIABLE');
        expect(res.headers.get('content-range')).toBe(`bytes */${size}`);
      },
    );

    it('a Range in another unit is ignored; several ranges answer the whole file', async () => {
      const other = await get('enrolledStudent', video(), { range: 'items=0-5' });
      expect(other.status).toBe(200);
      expect(other.bytes.length).toBe(size);
      const several = await get('enrolledStudent', video(), { range: 'bytes=0-9, 20-29' });
      expect(several.status).toBe(200);
      expect(several.bytes.length).toBe(size);
    });

    it('a Range request is still access-checked', async () => {
      expectErrorShape(await get('anonymous', video(), { range: 'bytes=0-9' }), 401, 'UNAUTHENTICATED');
      expectErrorShape(await get('student', video(), { range: 'bytes=0-9' }), 403, 'FORBIDDEN');
    });

    it('If-None-Match with the ETag: 304 without a body; another ETag: 200', async () => {
      const etag = (await get('owner', video())).headers.get('etag')!;
      const revalidate = { 'cache-control': 'max-age=0' }; // what a browser sends (fetch adds no-cache otherwise)
      const res = await get('owner', video(), { 'if-none-match': etag, ...revalidate });
      expect(res.status).toBe(304);
      expect(res.bytes.length).toBe(0);
      expect(res.headers.get('etag')).toBe(etag);
      const other = await get('owner', video(), { 'if-none-match': '"other"', ...revalidate });
      expect(other.status).toBe(200);
      expect(other.bytes.length).toBe(size);
    });

    it('If-Range: the range when the ETag still matches, the whole file when it does not', async () => {
      const etag = (await get('owner', video())).headers.get('etag')!;
      const fresh = await get('owner', video(), { range: 'bytes=0-9', 'if-range': etag });
      expect(fresh.status).toBe(206);
      expect(fresh.bytes.length).toBe(10);
      const stale = await get('owner', video(), { range: 'bytes=0-9', 'if-range': '"changed"' });
      expect(stale.status).toBe(200);
      expect(stale.bytes.length).toBe(size);
    });

    it('HEAD answers the headers without the body', async () => {
      const res = await client('owner').request('HEAD', `${API.media}/${video()}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-length')).toBe(String(size));
      expect(res.headers.get('accept-ranges')).toBe('bytes');
      expect(res.bytes.length).toBe(0);
      const denied = await t.client().request('HEAD', `${API.media}/${video()}`);
      expect(denied.status).toBe(401);
    });
  });
});
