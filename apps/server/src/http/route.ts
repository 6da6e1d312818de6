/**
 * An API route declared once: who may call it, its OpenAPI tags and description, the params, query and
 * body it parses (the contract's zod schemas: 400 with the fields when they do not parse), what its
 * success status answers and the statuses it may answer with the one error body.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { z } from 'zod';
import { errorBodySchema } from '@cms/contract';
import type { Access } from '../authorization/plugin.js';

/** What a zod schema parses into; unknown where the route declares none. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request as the handler sees it: params, query and body already parsed by the route's schemas. */
export type RouteRequest<P, Q, B> = FastifyRequest<{ Params: Parsed<P>; Querystring: Parsed<Q>; Body: Parsed<B> }>;

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 502;

/** What a route that parses its input and finds one thing may refuse with: 400, 401, 403 and 404. */
export const LOOKUP_ERRORS = [400, 401, 403, 404] as const;

/** A route as a route set (route-set.ts) declares it: all but its OpenAPI tags and who may call it. */
export interface RouteDeclaration<P, Q, B, R extends z.ZodType> {
  method: Extract<HTTPMethods, 'GET' | 'POST' | 'PUT' | 'DELETE'>;
  url: string;
  /** The route's own rate limit (else only the app's). */
  rateLimit?: RateLimitOptions;
  /** Called by another site's servers (a provider's webhook): exempt from the Origin check (http/origin.ts). */
  crossSite?: true;
  description?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The success status: 200 unless said. */
  status?: 200 | 201;
  /** The contract's schema of what the success status answers. */
  response: R;
  errors: readonly ErrorStatus[];
  /** Answers what the success status sends, or the reply once it has sent the answer itself (a cached JSON, a 304). */
  handler: (request: RouteRequest<P, Q, B>, reply: FastifyReply) => Promise<z.input<R> | FastifyReply>;
}

export interface Route<P, Q, B, R extends z.ZodType> extends RouteDeclaration<P, Q, B, R> {
  roles: Access;
  tags: string[];
}

/**
 * What a route that creates something under its own rate limit declares: the limit, 201 Created, and
 * 429 (over the limit) beside the route's other refusals.
 */
export const rateLimitedCreate = (rateLimit: RateLimitOptions, errors: readonly ErrorStatus[]) => ({
  rateLimit,
  status: 201 as const,
  errors: [...errors, 429] as const,
});

/** The response schemas of these error statuses: each the one error body. */
export const errorResponses = (statuses: readonly ErrorStatus[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  spec: Route<P, Q, B, R>,
) {
  const { method, url, roles, rateLimit, crossSite, tags, description, params, query, body, status = 200 } = spec;
  const { response, errors, handler } = spec;
  const schema = {
    tags,
    ...(description === undefined ? {} : { description }),
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    response: { [status]: response, ...errorResponses(errors) },
  };
  app.route({
    method,
    url,
    config: { roles, ...(rateLimit && { rateLimit }), ...(crossSite && { crossSite }) },
    schema,
    // The app's zod validator parses params, query and body into their outputs before the handler runs.
    // A reply is thenable: awaiting a handler that returns it waits for the answer to go out and gives
    // undefined, so whether the handler answered itself is asked of the reply, not of what it returned.
    handler: async (request, reply) => {
      const answer = await handler(request as RouteRequest<P, Q, B>, reply);
      return reply.sent ? reply : reply.status(status).send(answer);
    },
  });
}
