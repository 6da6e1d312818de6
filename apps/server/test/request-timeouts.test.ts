/**
 * Bounded requests over raw sockets to a listening app (small limits): a JSON body that stalls is
 * answered 408 within the idle limit, one that keeps coming but too slowly at the request limit; a
 * slow upload that keeps making progress is not cut at the request limit, one that stalls is; and
 * while 200 slow sockets hang open, a normal request still answers, and the server sheds them all.
 *
 * Once, on PGlite (appDrivers): the limits are the HTTP server's, the database plays no part.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { API, HTTP_MSG, PROFILE_UPLOAD_FIELD } from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { appDrivers } from './helpers/app.js';
import { png } from './helpers/images.js';
import { USUAL_PEOPLE } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

// Limits small enough for a quick test, with margins a busy two-core machine keeps (a timer there can
// fire a few hundred milliseconds late: every gap the test means to be short is a third of IDLE_MS).
const IDLE_MS = 1200;
const REQUEST_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Closed {
  /** Everything the server sent before the socket ended. */
  text: string;
  /** Milliseconds from the call until the socket closed. */
  ms: number;
}

/** A raw connection to the app; `closed` resolves with what the server sent once the socket ends. */
async function connect(port: number): Promise<{ socket: net.Socket; closed: Promise<Closed> }> {
  const socket = net.connect({ host: '127.0.0.1', port });
  const started = Date.now();
  const chunks: Buffer[] = [];
  socket.on('data', (c: Buffer) => chunks.push(c));
  const closed = new Promise<Closed>((resolve) => {
    // A write after the server closed fails with EPIPE/ECONNRESET: the close is what is awaited.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

/** The head of a POST with a body of `length` bytes. */
const postHead = (url: string, origin: string, type: string, length: number, cookie?: string) =>
  `POST ${url} HTTP/1.1\r\nHost: ${new URL(origin).host}\r\nOrigin: ${origin}\r\nContent-Type: ${type}\r\n` +
  `Content-Length: ${length}\r\n${cookie ? `Cookie: cms_session=${cookie}\r\n` : ''}\r\n`;

/** Writes `body` one byte every `everyMs` until it is written or the socket closed. */
async function dribble(socket: net.Socket, body: Buffer, everyMs: number): Promise<void> {
  for (let i = 0; i < body.length && !socket.destroyed && socket.writable; i++) {
    socket.write(body.subarray(i, i + 1));
    await sleep(everyMs);
  }
}

/** Writes `body` in `pieces` parts, `everyMs` apart (or stops after `stopAfter` parts). */
async function inPieces(socket: net.Socket, body: Buffer, pieces: number, everyMs: number, stopAfter = pieces) {
  const size = Math.ceil(body.length / pieces);
  for (let i = 0; i < stopAfter && !socket.destroyed; i++) {
    socket.write(body.subarray(i * size, (i + 1) * size));
    if (i < pieces - 1) await sleep(everyMs);
  }
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as Record<string, unknown>;

/** A multipart form with one file in `field`. */
function multipart(field: string, bytes: Buffer, filename: string, type: string) {
  const boundary = `----cms-test-${randomUUID()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe.each(appDrivers)('request and body timeouts (%s)', (driver) => {
  const t = suiteWithUsers(
    driver,
    { student: USUAL_PEOPLE.student },
    { env: { IDLE_TIMEOUT_MS: String(IDLE_MS), REQUEST_TIMEOUT_MS: String(REQUEST_MS) } },
  );
  const signInBody = () => Buffer.from(JSON.stringify({ email: 'slow@example.com', password: 'not-the-password' }));

  it('a JSON body sent one byte every few seconds is answered 408 and closed within the idle limit', async () => {
    const body = signInBody();
    const { socket, closed } = await connect(t.port);
    socket.write(postHead(API.signIn, t.url, 'application/json', body.length));
    void dribble(socket, body, IDLE_MS * 3);
    const { text, ms } = await closed;
    expect(statusOf(text), text).toBe(408);
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(bodyOf(text)).toEqual({ error: { code: 'REQUEST_TIMEOUT', message: HTTP_MSG.requestTimeout } });
    // Cut after the first byte's silence: long before the second byte (and the 40 s the body would take).
    expect(ms).toBeLessThan(IDLE_MS * 2);
  });

  it('a body that keeps coming, but too slowly, is answered 408 at the request limit', async () => {
    const body = signInBody();
    const { socket, closed } = await connect(t.port);
    socket.write(postHead(API.signIn, t.url, 'application/json', body.length));
    void dribble(socket, body, IDLE_MS / 4);
    const { text, ms } = await closed;
    expect(statusOf(text), text).toBe(408);
    expect(bodyOf(text)).toMatchObject({ error: { code: 'REQUEST_TIMEOUT' } });
    expect(ms).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(ms).toBeLessThan(REQUEST_MS + 2000);
  });

  it('a slow upload that keeps making progress is not cut at the request limit', async () => {
    const form = multipart(PROFILE_UPLOAD_FIELD, png(64, 64), 'me.png', 'image/png');
    const { socket, closed } = await connect(t.port);
    socket.write(
      postHead(API.uploadProfileImage, t.url, form.type, form.body.length, t.student.client.token ?? undefined),
    );
    const started = Date.now();
    // Twelve parts a third of IDLE_MS apart: 4.4 s in all, past REQUEST_MS, never a pause as long as IDLE_MS.
    await inPieces(socket, form.body, 12, IDLE_MS / 3);
    expect(Date.now() - started).toBeGreaterThan(REQUEST_MS);
    await sleep(300);
    socket.end();
    const { text } = await closed;
    expect(statusOf(text), text).toBe(201);
  });

  it('an upload that stops sending is closed after the idle limit, with no answer', async () => {
    const form = multipart(PROFILE_UPLOAD_FIELD, png(64, 64), 'me.png', 'image/png');
    const { socket, closed } = await connect(t.port);
    socket.write(
      postHead(API.uploadProfileImage, t.url, form.type, form.body.length, t.student.client.token ?? undefined),
    );
    await inPieces(socket, form.body, 4, 100, 2);
    const { text, ms } = await closed;
    expect(text).toBe('');
    expect(ms).toBeLessThan(IDLE_MS + 2000);
  });

  it('a body answered before it was read (415, a client gone) leaves nothing behind when its limits pass', async () => {
    const uncaught: unknown[] = [];
    const record = (err: unknown) => uncaught.push(err);
    process.on('uncaughtException', record);
    try {
      // A type no parser reads: answered 415 at once, the rest of the body never read.
      const unread = await connect(t.port);
      unread.socket.write(postHead(API.signIn, t.url, 'application/xml', 1000));
      unread.socket.write('<signin>');
      const gone = await connect(t.port);
      gone.socket.write(postHead(API.signIn, t.url, 'application/json', 1000));
      gone.socket.write('{"email":');
      await sleep(IDLE_MS / 4);
      gone.socket.destroy();
      // Past both of the body's limits.
      await sleep(REQUEST_MS + IDLE_MS);
      unread.socket.destroy();
      expect(statusOf((await unread.closed).text)).toBe(415);
      expect(uncaught).toEqual([]);
      expect((await fetch(`${t.url}${API.health}`)).status).toBe(200);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('while 200 slow sockets hang open a normal request answers, and the server sheds them all', async () => {
    const body = Buffer.alloc(1000, 0x20);
    const slow = await Promise.all(Array.from({ length: 200 }, () => connect(t.port)));
    let closedCount = 0;
    for (const { socket, closed } of slow) {
      void closed.then(() => closedCount++);
      socket.write(postHead(API.signIn, t.url, 'application/json', body.length));
      void dribble(socket, body, IDLE_MS / 4);
    }
    const health = await fetch(`${t.url}${API.health}`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    expect(closedCount).toBe(0);
    // Each one is cut by the request limit (408): none is left holding the server. Their bodies would
    // take 300 s to arrive; shedding 200 sockets on a busy two-core machine took up to 7.4 s, so the
    // bound is loose: it tells a cut near the limit from one that never came.
    const ends = await Promise.all(slow.map((s) => s.closed));
    expect(ends.every((e) => statusOf(e.text) === 408)).toBe(true);
    expect(Math.max(...ends.map((e) => e.ms))).toBeLessThan(REQUEST_MS * 5);
  });
});
