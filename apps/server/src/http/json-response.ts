/** A JSON answer serialized once, with its entity tag; sent with conditional GET (304 when unchanged). */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface JsonResponse {
  json: string;
  etag: string;
}

export function toJsonResponse(value: unknown): JsonResponse {
  const json = JSON.stringify(value);
  return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
}

/** Caching for an answer anyone may see (no viewer in it). Short: figures change with every sale. */
export const PUBLIC_SHORT = 'public, max-age=10';
/** Caching for an answer made for the signed-in caller: the browser revalidates it every time. */
export const PRIVATE_REVALIDATE = 'private, no-cache';

/** Whether an If-None-Match header names `etag` (weak tags compared by their value; `*` matches). */
export function ifNoneMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends `response` with its ETag and `cacheControl` (varying by cookie: the same URL answers
 * differently for a signed-in caller), or 304 when the caller's copy is current.
 */
export function sendJson(request: FastifyRequest, reply: FastifyReply, response: JsonResponse, cacheControl: string) {
  reply.header('etag', response.etag).header('cache-control', cacheControl).header('vary', 'cookie');
  if (ifNoneMatches(request.headers['if-none-match'], response.etag)) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(response.json);
}
