/** Profile image uploads (multipart field `profile`) and serving them back (spec sections 5, 7). */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  API,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE_PX,
  MSG,
  STORED_IMAGE_MAX_SIDE_PX,
  UPLOAD_MSG,
} from '@cms/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, sql, type TestApp } from './helpers/app.js';
import { gif, gifFrame, jpeg, padTo, photo, png, pngHeader } from './helpers/images.js';
import { streamUpload } from './helpers/stream-upload.js';
import { expectErrorShape, upload } from './helpers/users.js';
import { suiteWithUsers } from './helpers/suite.js';

/** A streamed profile-image upload: PNG-looking content, `total` bytes at most (see helpers/stream-upload.ts). */
const streamProfileImage = (t: TestApp, token: string, opts: { total: number; declaredLength?: number }) =>
  streamUpload(t, token, { url: API.uploadProfileImage, field: 'profile', filename: 'big.png', head: png(), ...opts });

describe.each(appDrivers)('profile image uploads (%s)', (driver) => {
  const t = suiteWithUsers(driver, { user: ['Empty', 'Uploading User'] });

  const uploadRows = () =>
    t.query<{ id: string; content_type: string; size: number; storage_key: string }>(
      sql`select id, content_type, size, storage_key from uploads where owner_id = ${t.user.userId}`,
    );
  const uploadsDir = () => t.config.storage.uploadDir;
  async function tempFiles(): Promise<string[]> {
    return fs.readdir(path.join(uploadsDir(), '.tmp')).catch(() => []);
  }

  it('refuses anonymous uploads with 401', async () => {
    const res = await upload(t.client(), png());
    expectErrorShape(res, 401, 'UNAUTHENTICATED');
  });

  it.each([
    ['PNG', png(3, 2), 'image/png', 'a.png'],
    ['JPEG', jpeg(), 'image/jpeg', 'b.jpg'],
    ['GIF', gif(), 'image/gif', 'c.gif'],
  ])(
    'accepts a %s: 201 with id, url, content type and the stored (re-encoded) size',
    async (_kind, bytes, type, filename) => {
      const res = await upload(t.user.client, bytes, { filename, type });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: `${API.media}/${res.body.id}`,
        contentType: type,
        size: expect.any(Number),
      });
      const row = (await uploadRows()).find((r) => r.id === res.body.id)!;
      expect(row).toMatchObject({ content_type: type, size: res.body.size });
      const stored = await fs.readFile(path.join(uploadsDir(), row.storage_key));
      expect(stored.length).toBe(res.body.size);
      expect((await sharp(stored).metadata()).format).toBe(type === 'image/jpeg' ? 'jpeg' : type.slice(6));
    },
  );

  it('decides the type by content, not by the file name or the declared type', async () => {
    const bytes = png(4, 4);
    const res = await upload(t.user.client, bytes, { filename: 'x.gif', type: 'text/plain' });
    expect(res.status).toBe(201);
    expect(res.body.contentType).toBe('image/png');
    const row = (await uploadRows()).find((r) => r.id === res.body.id)!;
    expect(row.storage_key).toMatch(/\.png$/);
    expect(row.storage_key).not.toContain('x.gif');
  });

  it.each([
    ['a text file named a.png', Buffer.from('hello, I am not an image\n'.repeat(20)), 'a.png', 'image/png'],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'a.svg',
      'image/svg+xml',
    ],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'a.png', 'image/png'],
    ['a ZIP', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200)]), 'a.gif', 'image/gif'],
  ])('refuses %s with 415 "Invalid file type. Please upload an image file."', async (_label, bytes, filename, type) => {
    const before = (await uploadRows()).length;
    const res = await upload(t.user.client, bytes, { filename, type });
    expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.body.error.message).toBe('Invalid file type. Please upload an image file.');
    expect((await uploadRows()).length).toBe(before);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses an empty file', async () => {
    const res = await upload(t.user.client, Buffer.alloc(0));
    expectErrorShape(res, 400, 'BAD_REQUEST');
    expect(res.body.error.message).toBe(MSG.invalidFile);
  });

  it('wants the file in the field "profile"', async () => {
    const res = await upload(t.user.client, png(), { field: 'avatar' });
    expectErrorShape(res, 400, 'BAD_REQUEST');
    expect(res.body.error.fields).toEqual({ profile: MSG.profileImage });
    const form = new FormData();
    form.append('profile', 'just text');
    const noFile = await t.user.client.request('POST', API.uploadProfileImage, { body: form });
    expectErrorShape(noFile, 400, 'BAD_REQUEST');
  });

  it('takes one file per request: a second file is not stored', async () => {
    const before = (await uploadRows()).length;
    const form = new FormData();
    form.append('note', 'fields before the file are fine');
    form.append('profile', new Blob([new Uint8Array(png(6, 6))], { type: 'image/png' }), 'first.png');
    form.append('profile', new Blob([new Uint8Array(gif())], { type: 'image/gif' }), 'second.gif');
    const res = await t.user.client.request('POST', API.uploadProfileImage, { body: form });
    expect(res.status, res.text).toBe(201);
    expect(res.body.contentType).toBe('image/png');
    expect((await uploadRows()).length).toBe(before + 1);
  });

  it('refuses a body that is not multipart', async () => {
    const res = await t.user.client.post(API.uploadProfileImage, { profile: 'data:image/png;base64,AAAA' });
    expectErrorShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('accepts exactly 5242880 bytes, stored re-encoded without what followed the image', async () => {
    const bytes = padTo(png(), IMAGE_MAX_BYTES);
    const res = await upload(t.user.client, bytes);
    expect(res.status, res.text).toBe(201);
    expect(res.body.size).toBeLessThan(1000);
    const served = await t.user.client.get(res.body.url);
    expect(served.bytes.length).toBe(res.body.size);
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
  });

  it('refuses 5242881 bytes with 413 "File is too large. Max size is 5MB" and keeps nothing', async () => {
    const before = await uploadRows();
    const res = await upload(t.user.client, padTo(png(), IMAGE_MAX_BYTES + 1));
    expectErrorShape(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(res.body.error.message).toBe('File is too large. Max size is 5MB');
    expect(await uploadRows()).toEqual(before);
    expect(await tempFiles()).toEqual([]);
  });

  it('refuses a huge declared Content-Length before reading the body', async () => {
    const res = await streamProfileImage(t, t.user.client.token!, {
      total: 50 * 1024 * 1024,
      declaredLength: 50 * 1024 * 1024,
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: MSG.fileTooLarge });
    expect(res.ended).toBe(false);
  });

  it('stops reading a streamed (chunked) body once it passes the limit', async () => {
    const total = 50 * 1024 * 1024;
    const before = await uploadRows();
    const res = await streamProfileImage(t, t.user.client.token!, { total });
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: MSG.fileTooLarge });
    expect(res.ended).toBe(false);
    expect(res.written).toBeLessThan(total);
    expect(await uploadRows()).toEqual(before);
  });

  describe('images decoded and re-encoded by sharp: every frame checked, metadata stripped, size bounded', () => {
    it('the limits: 8000 pixels on a side and 25 megapixels', () => {
      expect([IMAGE_MAX_SIDE_PX, IMAGE_MAX_PIXELS]).toEqual([8000, 25_000_000]);
    });

    it.each([
      ['a 30000×30000 PNG', pngHeader(30_000, 30_000), 'bomb.png'],
      ['a PNG one pixel wider than 8000', pngHeader(IMAGE_MAX_SIDE_PX + 1, 1), 'wide.png'],
      ['a PNG of 5000×5001 (over 25 megapixels)', pngHeader(5000, 5001), 'many.png'],
      ['a 30000×30000 JPEG', jpeg(30_000, 30_000), 'bomb.jpg'],
      ['a GIF whose 1×1 screen holds a 20000×20000 frame', gifFrame(20_000, 20_000), 'frame-bomb.gif'],
      ['a GIF whose 1×1 screen holds a 8001×1 frame', gifFrame(IMAGE_MAX_SIDE_PX + 1, 1), 'wide-frame.gif'],
    ])('refuses %s with 400 and the message under "profile", keeping nothing', async (_label, bytes, filename) => {
      const before = await uploadRows();
      const res = await upload(t.user.client, bytes, { filename });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.message).toBe(UPLOAD_MSG.imageDimensions);
      expect(res.body.error.fields).toEqual({ profile: UPLOAD_MSG.imageDimensions });
      expect(await uploadRows()).toEqual(before);
      expect(await tempFiles()).toEqual([]);
    });

    /** The stored file of an upload answered 201. */
    const storedFile = async (id: string) => {
      const row = (await uploadRows()).find((r) => r.id === id)!;
      return fs.readFile(path.join(uploadsDir(), row.storage_key));
    };

    it.each([
      ['a 4032×3024 phone photo (JPEG)', () => photo(4032, 3024), 'jpeg', 2048, 1536],
      ['an 8000×1 PNG', () => Promise.resolve(png(IMAGE_MAX_SIDE_PX, 1)), 'png', 2048, 1],
      ['a 300×200 PNG (never enlarged)', () => photo(300, 200, 'png'), 'png', 300, 200],
    ])('accepts %s, stored at most 2048 px a side', async (_label, make, format, width, height) => {
      expect(STORED_IMAGE_MAX_SIDE_PX).toBe(2048);
      const res = await upload(t.user.client, await make());
      expect(res.status, res.text).toBe(201);
      expect(await sharp(await storedFile(res.body.id)).metadata()).toMatchObject({ format, width, height });
    });

    it('a GIF whose 20000×20000 logical screen holds a 1×1 frame is stored as the 1×1 it shows', async () => {
      const res = await upload(t.user.client, gif(20_000, 20_000), { filename: 'screen.gif' });
      expect(res.status, res.text).toBe(201);
      expect(await sharp(await storedFile(res.body.id)).metadata()).toMatchObject({
        format: 'gif',
        width: 1,
        height: 1,
      });
    });

    it('a GIF of 0×0 (screen and frame) is decoded as the 1×1 libvips makes of it and stored so, re-encoded', async () => {
      const sent = gifFrame(0, 0, 0);
      const res = await upload(t.user.client, sent, { filename: 'empty.gif' });
      expect(res.status, res.text).toBe(201);
      const stored = await storedFile(res.body.id);
      expect(stored.equals(sent)).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'gif', width: 1, height: 1 });
    });

    it('a JPEG with EXIF GPS is stored without any metadata', async () => {
      const sent = await photo(64, 48, 'jpeg', { gps: true });
      expect((await sharp(sent).metadata()).exif).toBeDefined();
      const res = await upload(t.user.client, sent, { filename: 'holiday.jpg' });
      expect(res.status, res.text).toBe(201);
      const stored = await storedFile(res.body.id);
      const meta = await sharp(stored).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
      expect(meta.exif).toBeUndefined();
      expect(stored.includes('PhoneMaker')).toBe(false);
    });

    it.each([
      ['an HTML page with a script', Buffer.from('<html><script>alert(document.cookie)</script></html>')],
      ['a zip archive', Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('payload.js'), Buffer.alloc(64)])],
    ])('a valid PNG followed by %s is stored re-encoded, without the tail', async (_label, tail) => {
      const res = await upload(t.user.client, Buffer.concat([png(8, 8), tail]), { filename: 'polyglot.png' });
      expect(res.status, res.text).toBe(201);
      const served = await t.user.client.get(res.body.url);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.bytes.includes(tail)).toBe(false);
      expect(served.bytes.includes('script')).toBe(false);
      expect(served.bytes.includes('payload')).toBe(false);
      expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });
    });

    it.each([
      [
        'a PNG signature followed by no header',
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      ],
      ['a PNG of 0×0', pngHeader(0, 0)],
    ])('refuses an image whose header cannot be read (%s), keeping nothing', async (_label, bytes) => {
      const before = await uploadRows();
      const res = await upload(t.user.client, bytes);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect((await uploadRows()).length).toBe(before.length);
      expect(await tempFiles()).toEqual([]);
    });

    it('a readable type with an unreadable header answers 400 "This image could not be read" under "profile"', async () => {
      const res = await upload(t.user.client, pngHeader(0, 0));
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields).toEqual({ profile: UPLOAD_MSG.imageUnreadable });
    });
  });

  it('every stored row has its file, and no temp files are left', async () => {
    const rows = await uploadRows();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const st = await fs.stat(path.join(uploadsDir(), row.storage_key));
      expect(st.size).toBe(row.size);
    }
    expect(await tempFiles()).toEqual([]);
  });

  describe('serving', () => {
    let url: string;
    let bytes: Buffer;
    beforeAll(async () => {
      bytes = png(5, 5, [1, 2, 3]);
      const res = await upload(t.user.client, bytes);
      expect(res.status).toBe(201);
      url = res.body.url;
    });

    it('returns the stored image with the content type, an ETag and nosniff', async () => {
      const res = await t.user.client.get(url);
      expect(res.status).toBe(200);
      expect(await sharp(res.bytes).metadata()).toMatchObject({ format: 'png', width: 5, height: 5 });
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('content-length')).toBe(String(res.bytes.length));
      expect(res.headers.get('etag')).toMatch(/^(W\/)?"[^"]+"$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('answers If-None-Match with 304 and no body', async () => {
      const first = await t.user.client.get(url);
      const etag = first.headers.get('etag')!;
      // fetch adds "cache-control: no-cache" to conditional requests (a forced reload, always answered in
      // full); a browser revalidating a cached copy sends max-age=0.
      const revalidate = { 'cache-control': 'max-age=0' };
      const res = await t.user.client.get(url, { headers: { 'if-none-match': etag, ...revalidate } });
      expect(res.status).toBe(304);
      expect(res.bytes.length).toBe(0);
      const stale = await t.user.client.get(url, { headers: { 'if-none-match': '"something-else"', ...revalidate } });
      expect(stale.status).toBe(200);
    });

    it('refuses anonymous readers with 401', async () => {
      const res = await t.client().get(url);
      expectErrorShape(res, 401, 'UNAUTHENTICATED');
    });

    it('404 for an unknown id, 400 for a malformed one', async () => {
      expectErrorShape(await t.user.client.get(`${API.media}/${randomUUID()}`), 404, 'NOT_FOUND');
      expectErrorShape(await t.user.client.get(`${API.media}/not-a-uuid`), 400, 'BAD_REQUEST');
    });
  });
});
