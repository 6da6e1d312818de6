/**
 * Sends a prepared answer (cache/prepared-answers.ts): the bytes in the encoding the caller accepts
 * (brotli, gzip or as they are: Accept-Encoding, negotiated once per distinct header), with their
 * ETag, public caching and `Vary: cookie, accept-encoding` (a signed-in caller and another encoding
 * get other bytes for the same URL), or 304 when the caller's copy is current.
 */
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AnswerEncoding, PreparedAnswer } from '../cache/prepared-answers.js';
import { ifNoneMatches } from './json-response.js';

/** Brotli first (smaller), then gzip; identity when the caller takes neither. */
const encodings = new Negotiator<AnswerEncoding>({
  supportedValues: ['br', 'gzip', 'identity'],
  // The headers browsers and clients send are few; an LRU keeps odd ones from growing it.
  cache: new LRUCache<string, string>({ max: 100 }),
});

/** The encoding to answer `request` in. */
export function answerEncoding(request: FastifyRequest): AnswerEncoding {
  const header = request.headers['accept-encoding'];
  if (!header) return 'identity';
  return encodings.negotiate(header) ?? 'identity';
}

export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer,
  cacheControl: string,
) {
  reply.header('etag', answer.etag).header('cache-control', cacheControl).header('vary', 'cookie, accept-encoding');
  if (ifNoneMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  // Already encoded: the compression plugin leaves an answer with a Content-Encoding as it is.
  if (answer.encoding !== 'identity') reply.header('content-encoding', answer.encoding);
  return reply.type('application/json; charset=utf-8').send(answer.body);
}
