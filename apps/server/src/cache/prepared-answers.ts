/**
 * Answers anyone may see, kept as the bytes that go on the wire: the JSON serialised once, and
 * compressed once per encoding (brotli, gzip), per catalogue version. An LRU of at most
 * PREPARED_ANSWERS_MAX_BYTES; a newer version drops every answer of the older one, a caller still
 * holding an older version (its read began before a write) prepares its answer without keeping it.
 * Concurrent misses of one answer share one preparation; a failed one is forgotten.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** How an answer's bytes are encoded (Content-Encoding; identity: as they are). */
export type AnswerEncoding = 'br' | 'gzip' | 'identity';

export interface PreparedAnswer {
  body: Buffer;
  /** A strong entity tag of these very bytes (the identity one with the encoding added). */
  etag: string;
  encoding: AnswerEncoding;
}

/** The memory the prepared answers may hold (bytes of bodies). */
export const PREPARED_ANSWERS_MAX_BYTES = 32 * 1024 * 1024;
/** Below this many bytes compression saves less than it costs: the identity bytes are answered. */
export const PREPARE_COMPRESS_THRESHOLD_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli at quality 6 (≈ 0.3 ms for a 6.5 KB catalogue page, 7 % larger than quality 11, which takes
 * ≈ 13 ms, paid again at each version); gzip at level 9 (fast at these sizes). Both run on libuv's
 * thread pool (async zlib): the event loop keeps answering meanwhile.
 */
const compressors: Record<Exclude<AnswerEncoding, 'identity'>, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipped(body, { level: 9 }),
};

/** The identity bytes of `value` as JSON, with their entity tag. */
export function prepareJson(value: unknown): PreparedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, encoding: 'identity' };
}

/** `identity` in `encoding` (identity itself when it is too small to gain). */
export async function encodeAnswer(identity: PreparedAnswer, encoding: AnswerEncoding): Promise<PreparedAnswer> {
  if (encoding === 'identity' || identity.body.length < PREPARE_COMPRESS_THRESHOLD_BYTES) return identity;
  return {
    body: await compressors[encoding](identity.body),
    etag: `${identity.etag.slice(0, -1)}-${encoding}"`,
    encoding,
  };
}

export class PreparedAnswers {
  private version: number | null = null;
  private readonly answers: LRUCache<string, PreparedAnswer>;
  private readonly preparing = new Map<string, Promise<PreparedAnswer>>();

  constructor(maxBytes: number = PREPARED_ANSWERS_MAX_BYTES) {
    this.answers = new LRUCache<string, PreparedAnswer>({
      maxSize: maxBytes,
      // The body, and about as much again for the key, the tag and the entry.
      sizeCalculation: (answer, key) => answer.body.length + key.length + answer.etag.length + 64,
    });
  }

  /**
   * The answer `key` (a URL's meaning: what tells one answer from another) of catalogue `version` in
   * `encoding`; `compute` gives its value when it is not prepared yet.
   */
  get(
    version: number,
    key: string,
    encoding: AnswerEncoding,
    compute: () => Promise<unknown>,
  ): Promise<PreparedAnswer> {
    if (version !== this.version) {
      if (this.version !== null && version < this.version) {
        return compute().then((value) => encodeAnswer(prepareJson(value), encoding));
      }
      this.answers.clear();
      this.preparing.clear();
      this.version = version;
    }
    const cacheKey = `${version}\n${encoding}\n${key}`;
    const ready = this.answers.get(cacheKey);
    if (ready) return Promise.resolve(ready);
    const pending = this.preparing.get(cacheKey);
    if (pending) return pending;
    const prepared =
      encoding === 'identity'
        ? compute().then(prepareJson)
        : this.get(version, key, 'identity', compute).then((identity) => encodeAnswer(identity, encoding));
    this.preparing.set(cacheKey, prepared);
    const settle = () => {
      if (this.preparing.get(cacheKey) === prepared) this.preparing.delete(cacheKey);
    };
    prepared.then((answer) => {
      settle();
      // Not kept when a newer version came meanwhile.
      if (this.version === version) this.answers.set(cacheKey, answer);
    }, settle);
    return prepared;
  }
}
