/**
 * Bounded requests: how long a client may take to send one, so that slow clients (a body sent a
 * byte at a time, hundreds of sockets left half-open) cannot hold the server or its memory.
 *
 * - Node's server (`serverTimeoutOptions`, given to Fastify): the headers must arrive within
 *   REQUEST_TIMEOUT_MS (headersTimeout) and any whole request within UPLOAD_TIMEOUT_MS
 *   (requestTimeout, the backstop of every request, uploads included), checked every second; at
 *   most MAX_CONNECTIONS connections are open at once (`capConnections`).
 * - A body Fastify reads itself (JSON and the like): a clock between the socket and the parser
 *   (`timeoutsPlugin`) ends it with 408 REQUEST_TIMEOUT when no byte came for IDLE_TIMEOUT_MS, or
 *   when it is not complete REQUEST_TIMEOUT_MS after it started, and the connection closes.
 * - A multipart upload (read from the raw request by @fastify/multipart in the upload routes) may take
 *   up to UPLOAD_TIMEOUT_MS as long as it keeps making progress: its socket is closed when no byte
 *   came for IDLE_TIMEOUT_MS while the body is still arriving.
 */
import type { ServerOptions } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HTTP_MSG } from '@cms/contract';
import type { TimeoutConfig } from '../config/index.js';
import { AppError } from '../errors/index.js';

/** How often Node looks for requests past headersTimeout / requestTimeout, at most. */
const CHECK_EVERY_MS = 1000;

/** Fastify's and Node's server options for the limits (Fastify sets requestTimeout after creating the server). */
export function serverTimeoutOptions(t: TimeoutConfig): { requestTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: t.uploadMs,
    http: {
      requestTimeout: t.uploadMs,
      headersTimeout: t.requestMs,
      connectionsCheckingInterval: Math.max(50, Math.min(CHECK_EVERY_MS, Math.floor(t.requestMs / 4))),
    },
  };
}

/** At most `maxConnections` open connections (0: no cap); Node closes the ones over it at once. */
export function capConnections(app: FastifyInstance, t: TimeoutConfig): void {
  if (t.maxConnections > 0) app.server.maxConnections = t.maxConnections;
}

export const requestTimeout = () => new AppError(408, 'REQUEST_TIMEOUT', HTTP_MSG.requestTimeout);

/**
 * Passes a body on unchanged while it keeps coming: fails with 408 when no chunk came for `idleMs`
 * or the body has not ended `totalMs` after the clock started.
 */
export class BodyClock extends Transform {
  private readonly idle: NodeJS.Timeout;
  private readonly total: NodeJS.Timeout;

  constructor(idleMs: number, totalMs: number, onExpire: () => void) {
    super();
    const expire = () => {
      onExpire();
      this.destroy(requestTimeout());
    };
    this.idle = setTimeout(expire, idleMs).unref();
    this.total = setTimeout(expire, totalMs).unref();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.idle.refresh();
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.stop();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.stop();
    callback(error);
  }

  private stop(): void {
    clearTimeout(this.idle);
    clearTimeout(this.total);
  }
}

/** Whether a body is still to come: a length above zero or a chunked body, not yet received. */
function bodyPending(request: FastifyRequest): boolean {
  if (request.raw.complete) return false;
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > 0);
}

const isMultipart = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

/** An upload's socket is closed after `idleMs` without a byte until its body has arrived. */
function watchUpload(request: FastifyRequest, reply: FastifyReply, idleMs: number): void {
  const socket = request.raw.socket;
  // With no 'timeout' listener on the request, the response or the server, Node destroys the idle socket.
  socket.setTimeout(idleMs);
  const done = () => socket.setTimeout(0);
  request.raw.once('end', done);
  reply.raw.once('close', done);
}

export const timeoutsPlugin = fp(
  async (app: FastifyInstance, { timeouts }: { timeouts: TimeoutConfig }) => {
    capConnections(app, timeouts);
    app.addHook('preParsing', async (request, reply, payload) => {
      if (!bodyPending(request)) return payload;
      if (isMultipart(request)) {
        watchUpload(request, reply, timeouts.idleMs);
        return payload;
      }
      // Answered before the body ended: the rest of it is not read, the connection closes.
      const clock = new BodyClock(timeouts.idleMs, timeouts.requestMs, () => {
        payload.unpipe(clock);
        reply.header('connection', 'close');
      });
      payload.on('error', (err) => clock.destroy(err));
      // Answered before the body was read (no parser for its type, a client gone): nothing reads the
      // clock any more, and its 408 would be an error nobody handles.
      reply.raw.once('close', () => clock.destroy());
      return payload.pipe(clock);
    });
  },
  { name: 'timeouts' },
);
