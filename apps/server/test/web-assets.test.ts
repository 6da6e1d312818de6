/**
 * The built web app and the compression of answers: brotli or gzip files written beside each asset
 * at build time are sent as they are, by Accept-Encoding, with Vary; hashed files are cached for a
 * year, index.html (also as the SPA fallback) is revalidated; large JSON and CSV answers are
 * compressed on the fly; media (images, video, Range answers) never.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ADMIN_ORDER_API, API, FIRST_SCREEN_HTML } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, tempDir } from './helpers/app.js';
import { VIDEOS, createCourse, enrol } from './helpers/courses.js';
import { sales } from './helpers/sales.js';
import { suiteWithUsers } from './helpers/suite.js';

interface RawRes {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (still compressed when Content-Encoding says so). */
  body: Buffer;
}

/** A request whose answer is kept as it came over the wire (fetch would decompress it). */
function raw(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawRes> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as the client reads it, after undoing Content-Encoding. */
function decoded(res: RawRes): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  if (encoding === undefined) return res.body;
  throw new Error(`unexpected content-encoding ${encoding}`);
}

const varyOf = (res: RawRes) => String(res.headers.vary ?? '').toLowerCase();

const INDEX_HTML = `<!doctype html><title>CMS test shell</title>${'<!-- padding -->'.repeat(100)}`;
const APP_JS = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
const PLAIN_JS = 'console.log("no compressed copies of me")';

/** A build as `vite build` leaves it: hashed assets with .br and .gz beside them. */
async function fakeBuild(dir: string): Promise<void> {
  await fs.mkdir(path.join(dir, 'assets'));
  const files: Record<string, string> = { 'index.html': INDEX_HTML, 'assets/app-Ab12Cd34.js': APP_JS };
  for (const [name, text] of Object.entries(files)) {
    await fs.writeFile(path.join(dir, name), text);
    await fs.writeFile(path.join(dir, `${name}.br`), brotliCompressSync(text));
    await fs.writeFile(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  await fs.writeFile(path.join(dir, 'assets/plain-Ef56Gh78.js'), PLAIN_JS);
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe.each(appDrivers)('web assets and compression (%s)', (driver) => {
  let web: string;
  const t = suiteWithUsers(
    driver,
    {
      admin: ['Admin', 'Site Admin'],
      student: ['Student', 'Enrolled Student'],
      owner: ['Instructor', 'Owner Instructor'],
    },
    async () => {
      web = await tempDir('cms-web-');
      await fakeBuild(web);
      return { env: { WEB_DIST: web } };
    },
  );
  let thumbnailId: string;
  let videoId: string;

  beforeAll(async () => {
    const course = await createCourse(t.owner.client, { lessons: 2, publish: true });
    thumbnailId = course.thumbnailId;
    videoId = course.videoIds[1]!; // not a free preview
    await enrol(t, t.student.userId, course.id);
    await sales(t, course.id, [49_900, 99_900, 19_900]);
  });
  afterAll(async () => {
    await fs.rm(web, { recursive: true, force: true });
  });

  const url = (p: string) => `${t.url}${p}`;

  describe('the built web app', () => {
    it.each([
      ['br, gzip', 'br'],
      ['gzip, deflate', 'gzip'],
      ['gzip;q=0.5, br;q=1', 'br'],
    ])('Accept-Encoding %s: index.html as %s, revalidated, varying on Accept-Encoding', async (accept, encoding) => {
      const res = await raw(url('/'), { 'accept-encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(varyOf(res)).toContain('accept-encoding');
      expect(decoded(res).toString()).toBe(INDEX_HTML);
    });

    it('no Accept-Encoding: the file as it is', async () => {
      const res = await raw(url('/'));
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(INDEX_HTML);
      expect(varyOf(res)).toContain('accept-encoding');
    });

    it('the SPA fallback sends the pre-compressed index.html too, revalidated', async () => {
      for (const page of ['/student/dashboard', '/auth/signin', '/Admin/courses']) {
        const res = await raw(url(page), { 'accept-encoding': 'br, gzip', accept: 'text/html' });
        expect(res.status, page).toBe(200);
        expect(res.headers['content-encoding'], page).toBe('br');
        expect(res.headers['cache-control'], page).toBe('no-cache');
        expect(decoded(res).toString(), page).toBe(INDEX_HTML);
      }
    });

    it('the first screens get their own HTML (page chunks preloaded) when the build wrote it', async () => {
      const written = Object.values(FIRST_SCREEN_HTML);
      const shell = (file: string) => `<!doctype html><title>${file}</title>${'<!-- padding -->'.repeat(100)}`;
      for (const file of new Set(written)) {
        await fs.writeFile(path.join(web, file), shell(file));
        await fs.writeFile(path.join(web, `${file}.br`), brotliCompressSync(shell(file)));
      }
      try {
        for (const [page, file] of Object.entries(FIRST_SCREEN_HTML)) {
          const res = await raw(url(page), { 'accept-encoding': 'br', accept: 'text/html' });
          expect(res.status, page).toBe(200);
          expect(res.headers['content-encoding'], page).toBe('br');
          expect(res.headers['cache-control'], page).toBe('no-cache');
          expect(decoded(res).toString(), page).toBe(shell(file));
        }
        // Every other page still gets index.html; so does a first screen's path in another case.
        for (const page of ['/student/dashboard', '/auth/forgot-password', '/Auth/signin']) {
          const res = await raw(url(page), { 'accept-encoding': 'br', accept: 'text/html' });
          expect(decoded(res).toString(), page).toBe(INDEX_HTML);
        }
      } finally {
        for (const file of new Set(written)) {
          await fs.rm(path.join(web, file), { force: true });
          await fs.rm(path.join(web, `${file}.br`), { force: true });
        }
      }
    });

    it('a hashed asset: compressed copy, JavaScript type, cached for a year as immutable', async () => {
      for (const [accept, encoding] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await raw(url('/assets/app-Ab12Cd34.js'), { 'accept-encoding': accept });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(decoded(res).toString()).toBe(APP_JS);
      }
    });

    it('an asset without compressed copies is compressed on the fly (it is text), still immutable', async () => {
      const res = await raw(url('/assets/plain-Ef56Gh78.js'), { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(decoded(res).toString()).toBe(PLAIN_JS);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const identity = await raw(url('/assets/plain-Ef56Gh78.js'), { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.toString()).toBe(PLAIN_JS);
    });

    it('an unhashed file outside /assets/ is revalidated', async () => {
      const res = await raw(url('/favicon.svg'), { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('unknown API paths stay JSON 404s', async () => {
      const res = await raw(url('/api/nope'), { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(404);
      expect(JSON.parse(decoded(res).toString()).error.code).toBe('NOT_FOUND');
    });
  });

  describe('answers compressed on the fly', () => {
    it('a large JSON answer (the OpenAPI document) comes as brotli or gzip, as accepted', async () => {
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await raw(url('/api/docs/json'), { 'accept-encoding': encoding });
        expect(res.status).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(varyOf(res)).toContain('accept-encoding');
        const text = decoded(res).toString();
        expect(res.body.length).toBeLessThan(text.length / 3);
        expect(Object.keys(JSON.parse(text).paths)).toContain(API.health);
      }
    });

    it('without Accept-Encoding, or under 1 KB, JSON is sent as it is', async () => {
      const plain = await raw(url('/api/docs/json'));
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(plain.body.toString()).openapi).toMatch(/^3\./);
      const small = await raw(url(API.health), { 'accept-encoding': 'br, gzip' });
      expect(small.body.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString()).status).toBe('ok');
    });

    it('the streamed CSV export is compressed and still whole', async () => {
      const headers = {
        'accept-encoding': 'gzip',
        accept: 'text/csv',
        cookie: `cms_session=${t.admin.client.token}`,
      };
      const res = await raw(url(ADMIN_ORDER_API.csv), headers);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('gzip');
      const text = decoded(res).toString();
      expect(text.startsWith('Date,Status,Course,Email,Amount\n')).toBe(true);
      expect(text.trim().split('\n').length).toBeGreaterThan(3);
      const plain = await raw(url(ADMIN_ORDER_API.csv), { ...headers, 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(text);
    });
  });

  describe('media is never compressed', () => {
    const session = () => `cms_session=${t.student.client.token}`;

    it('a lesson video: the stored bytes, no Content-Encoding', async () => {
      const res = await raw(url(`${API.media}/${videoId}`), { 'accept-encoding': 'br, gzip', cookie: session() });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-length']).toBe(String(VIDEOS.demoMp4.length));
      expect(res.body.equals(VIDEOS.demoMp4)).toBe(true);
    });

    it.each([
      ['bytes=0-99', 0, 99],
      ['bytes=1000-4095', 1000, 4095],
      ['bytes=-50', VIDEOS.demoMp4.length - 50, VIDEOS.demoMp4.length - 1],
    ])('Range %s: 206 with exactly those bytes, not compressed', async (range, start, end) => {
      const res = await raw(url(`${API.media}/${videoId}`), {
        range,
        'accept-encoding': 'br, gzip',
        cookie: session(),
      });
      expect(res.status).toBe(206);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/${VIDEOS.demoMp4.length}`);
      expect(res.body.equals(VIDEOS.demoMp4.subarray(start, end + 1))).toBe(true);
    });

    it('a thumbnail: the image as stored, publicly cacheable', async () => {
      const res = await raw(url(`${API.media}/${thumbnailId}`), { 'accept-encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });
  });
});
