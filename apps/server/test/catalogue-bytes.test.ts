/**
 * The catalogue's anonymous answers as prepared bytes (issue 22): serialised and compressed once per
 * catalogue version, sent in the encoding the caller accepts with an ETag of those very bytes and
 * `Vary: cookie, accept-encoding`; a write shows on the very next read in every encoding; nothing of
 * a session or a person in an anonymous answer, and nothing of the anonymous answers for a
 * signed-in caller. Requests through node:http, which neither asks for nor decodes an encoding
 * unless told.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { COURSE_API, type CourseCard } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers } from './helpers/app.js';
import { courseInput, createCourse, enrol, pathOf, review } from './helpers/courses.js';
import { createUser, type TestUser } from './helpers/users.js';
import { suiteApp } from './helpers/suite.js';

interface RawRes {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire. */
  raw: Buffer;
  /** The body decoded from its Content-Encoding and parsed (undefined when empty). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(raw);
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding && encoding !== 'identity') throw new Error(`unexpected content-encoding ${encoding}`);
  return raw;
}

function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<RawRes> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = decode(raw, res.headers['content-encoding']).toString('utf8');
          resolve({ status: res.statusCode!, headers: res.headers, raw, body: text ? JSON.parse(text) : undefined });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const cardIn = (body: { courses: CourseCard[] }, id: string) => body.courses.find((c) => c.id === id);
const ENCODINGS = [
  { accept: 'br, gzip, deflate', encoding: 'br' },
  { accept: 'gzip, deflate', encoding: 'gzip' },
  { accept: 'gzip;q=0.5, br;q=0.8', encoding: 'br' },
  { accept: 'br;q=0, gzip', encoding: 'gzip' },
  { accept: 'deflate', encoding: undefined },
  { accept: '', encoding: undefined },
] as const;

describe.each(appDrivers)('the catalogue as prepared bytes (%s)', (driver) => {
  const t = suiteApp(driver);
  let priya: TestUser;
  let student: TestUser;
  let courseIds: string[];
  let thumbnailId: string;
  let videoIds: string[];
  /** Large enough to be compressed (a page of several cards), small enough for one search. */
  const search = `${COURSE_API.catalogue}?search=bytes`;

  beforeAll(async () => {
    priya = await createUser(t, 'Instructor', 'Priya Bytes');
    student = await createUser(t, 'Student', 'Sid Bytes');
    courseIds = [];
    for (let i = 0; i < 3; i++) {
      const course = await createCourse(priya.client, {
        lessons: 1,
        publish: true,
        overrides: { title: `Bytes ${i + 1}`, description: 'About bytes on the wire. '.repeat(20) },
      });
      courseIds.push(course.id);
      thumbnailId = course.thumbnailId;
      videoIds = course.videoIds;
    }
    await enrol(t, student.userId, courseIds[0]!);
  });

  it('answers in the encoding the caller accepts, the same JSON in each, with an ETag per encoding and Vary', async () => {
    for (const url of [search, COURSE_API.featured, pathOf(COURSE_API.course, courseIds[0]!)]) {
      const plain = await rawGet(t.url, url);
      expect(plain.status, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const etags = new Set<string>();
      for (const { accept, encoding } of ENCODINGS) {
        const res = await rawGet(t.url, url, accept ? { 'accept-encoding': accept } : {});
        const what = `${url} (${accept})`;
        expect(res.status, what).toBe(200);
        expect(res.headers['content-encoding'], what).toBe(encoding);
        expect(res.headers['content-type'], what).toBe('application/json; charset=utf-8');
        expect(Number(res.headers['content-length']), what).toBe(res.raw.length);
        expect(res.headers.vary?.toLowerCase().split(/,\s*/).sort(), what).toEqual(['accept-encoding', 'cookie']);
        expect(res.headers['cache-control'], what).toBe('public, max-age=10');
        expect(res.body, what).toEqual(plain.body);
        if (encoding) expect(res.raw.length, what).toBeLessThan(plain.raw.length);
        etags.add(`${encoding}=${res.headers.etag}`);
      }
      // One tag per representation: the same bytes always carry the same tag, other bytes another.
      const byEncoding = new Map([...etags].map((e) => e.split('=') as [string, string]));
      expect(new Set(byEncoding.values()).size, url).toBe(byEncoding.size);
      expect(byEncoding.get('undefined'), url).toBe(plain.headers.etag);
    }
  });

  it('a matching If-None-Match gets 304 in each encoding; another encoding’s tag does not match', async () => {
    const br = await rawGet(t.url, search, { 'accept-encoding': 'br' });
    const gzip = await rawGet(t.url, search, { 'accept-encoding': 'gzip' });
    const again = await rawGet(t.url, search, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    const weak = await rawGet(t.url, search, { 'accept-encoding': 'br', 'if-none-match': `W/${br.headers.etag}` });
    expect(weak.status).toBe(304);
    const crossed = await rawGet(t.url, search, { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag! });
    expect(crossed.status).toBe(200);
    expect(crossed.headers['content-encoding']).toBe('br');
  });

  it('a write shows on the very next read, in every encoding and through a conditional request', async () => {
    const encodings = ['br', 'gzip', ''];
    const read = async (headers: Record<string, string> = {}) => {
      const answers = [];
      for (const e of encodings)
        answers.push(await rawGet(t.url, search, e ? { ...headers, 'accept-encoding': e } : headers));
      return answers;
    };
    const before = await read();
    for (const b of before)
      expect(cardIn(b.body, courseIds[1]!)).toMatchObject({ studentCount: 0, rating: { count: 0 } });

    // A review (and the enrolment it needs), written straight to the database.
    await enrol(t, student.userId, courseIds[1]!);
    await review(t, student.userId, courseIds[1]!, 5);
    const afterReview = await read();
    afterReview.forEach((a, i) => {
      expect(a.headers.etag).not.toBe(before[i]!.headers.etag);
      expect(cardIn(a.body, courseIds[1]!)).toMatchObject({ studentCount: 1, rating: { average: 5, count: 1 } });
    });
    // A caller revalidating its copy from before the write gets the new answer, not a 304.
    for (const [i, e] of encodings.entries()) {
      const res = await rawGet(t.url, search, {
        ...(e && { 'accept-encoding': e }),
        'if-none-match': before[i]!.headers.etag!,
      });
      expect(res.status, e).toBe(200);
      expect(cardIn(res.body, courseIds[1]!)!.rating.count, e).toBe(1);
    }

    // A price change through the API.
    const edit = await priya.client.request('PUT', pathOf(COURSE_API.instructorCourse, courseIds[2]!), {
      json: courseInput(thumbnailId, videoIds, {
        title: 'Bytes 3',
        description: 'About bytes on the wire. '.repeat(20),
        price: 1234,
      }),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    for (const a of await read()) expect(cardIn(a.body, courseIds[2]!)!.pricePaise).toBe(123_400);
    const page = await rawGet(t.url, pathOf(COURSE_API.course, courseIds[2]!), { 'accept-encoding': 'br' });
    expect(page.body.pricePaise).toBe(123_400);

    // Unpublishing takes it out of every encoding's answer; publishing brings it back.
    const publish = (isPublished: boolean) =>
      priya.client.request('PUT', pathOf(COURSE_API.publish, courseIds[2]!), { json: { isPublished } });
    expect((await publish(false)).status).toBe(200);
    for (const a of await read()) expect(cardIn(a.body, courseIds[2]!)).toBeUndefined();
    expect((await rawGet(t.url, pathOf(COURSE_API.course, courseIds[2]!), { 'accept-encoding': 'br' })).status).toBe(
      404,
    );
    expect((await publish(true)).status).toBe(200);
    for (const a of await read()) expect(cardIn(a.body, courseIds[2]!)).toBeDefined();
  });

  it('an anonymous answer carries no session and nothing personal', async () => {
    for (const url of [search, COURSE_API.featured, pathOf(COURSE_API.course, courseIds[0]!)]) {
      for (const e of ['br', 'gzip', '']) {
        const res = await rawGet(t.url, url, e ? { 'accept-encoding': e } : {});
        expect(res.headers['set-cookie'], url).toBeUndefined();
        expect(res.headers['cache-control'], url).toBe('public, max-age=10');
        const text = JSON.stringify(res.body);
        expect(text, url).not.toMatch(/viewerEnrolmentId|@/);
        // A course page says what anyone may do with it, and no more.
        if (res.body.viewer)
          expect(res.body.viewer, url).toEqual({ enrolled: false, enrolmentId: null, isOwner: false, canWatch: false });
        expect(text, url).not.toContain(student.userId);
      }
    }
    // A stale or forged session cookie: answered as anyone, the cookie cleared, no personal data.
    const forged = await rawGet(t.url, search, { 'accept-encoding': 'br', cookie: 'cms_session=not-a-session' });
    expect(forged.status).toBe(200);
    expect(forged.headers['cache-control']).toBe('public, max-age=10');
    expect(JSON.stringify(forged.body)).not.toContain('viewerEnrolmentId');
  });

  it('a signed-in caller never gets the anonymous bytes, before or after they are prepared', async () => {
    const token = student.client.token!;
    const signedIn = (headers: Record<string, string> = {}) =>
      rawGet(t.url, search, { 'accept-encoding': 'br, gzip', cookie: `cms_session=${token}`, ...headers });
    const anonymous = await rawGet(t.url, search, { 'accept-encoding': 'br, gzip' });
    const mine = await signedIn();
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.headers.etag).not.toBe(anonymous.headers.etag);
    expect(cardIn(mine.body, courseIds[0]!)!.viewerEnrolmentId).toEqual(expect.any(String));
    expect(cardIn(mine.body, courseIds[2]!)!.viewerEnrolmentId).toBeNull();
    // The anonymous tag does not turn the signed-in request into a 304 of the anonymous answer.
    expect((await signedIn({ 'if-none-match': anonymous.headers.etag! })).status).toBe(200);
    // And the anonymous answer is still the anonymous one afterwards.
    const after = await rawGet(t.url, search, { 'accept-encoding': 'br, gzip' });
    expect(after.headers.etag).toBe(anonymous.headers.etag);
    expect(cardIn(after.body, courseIds[0]!)).not.toHaveProperty('viewerEnrolmentId');
    for (const url of [pathOf(COURSE_API.course, courseIds[0]!)]) {
      const page = await rawGet(t.url, url, { cookie: `cms_session=${token}` });
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      expect(page.body.viewer, url).toBeDefined();
      expect((await rawGet(t.url, url)).body.viewer, url).not.toEqual(page.body.viewer);
    }
  });
});
