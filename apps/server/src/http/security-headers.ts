/**
 * The security headers (CSP, HSTS, frame and referrer policies …) that `helmet` sets, computed once
 * at start and copied onto every answer. @fastify/helmet builds helmet's middleware again on every
 * request (it re-parses and re-validates every CSP directive): under catalogue load that was a
 * quarter of the server's CPU. Same options, same headers, set the same way (on the raw response
 * before the route runs, so a route's own header of the same name still wins, as with
 * @fastify/helmet); docs/decisions.md, "Security headers computed once".
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeaderOptions = Readonly<HelmetOptions>;

/** The headers helmet's middleware sets with `options`, by name, in its order. */
export function securityHeaders(options: SecurityHeaderOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown = null;
  // helmet's middleware is synchronous: it has called back before this returns.
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    failure = err ?? null;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers];
}

/** Sets the precomputed security headers on every request's answer. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: SecurityHeaderOptions) => {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
