/**
 * How many messages one user may send: RATE_LIMIT_MESSAGES_PER_MINUTE per route (a lead's message
 * from the team page, a reply in a conversation), counted per user whatever the IP, in the shared
 * counters (http/rate-limit-store.ts). Over it: 429 TOO_MANY_REQUESTS with Retry-After.
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Config } from '../../config/index.js';

export const messageRateLimit = (config: Config): RateLimitOptions => ({
  max: config.rateLimit.messagesPerMinute,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.userId}` : request.ip),
});
