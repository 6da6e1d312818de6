/**
 * Refuses state-changing requests that come from a foreign site (CSRF defence next to SameSite=Lax).
 *
 * For a POST, PUT, PATCH or DELETE: `Sec-Fetch-Site: cross-site` is refused; otherwise the Origin
 * header, when sent, must be our own origin; without it, the Referer's origin must be ours; and
 * with neither, a request carrying the session cookie is refused (browsers send Origin on every
 * such request, so only a forged or stripped one lacks both). Requests without the session cookie
 * and without either header (sign-in or sign-up from a script, the payment return) still pass.
 * Routes declared `crossSite` (Razorpay's webhook, verified by its signature instead) are not checked.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.js';
import { forbidden } from '../errors/index.js';
import { SESSION_COOKIE } from '../session/plugin.js';
import { MSG } from '@cms/contract';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const WILDCARDS = new Set(['0.0.0.0', '::']);

/**
 * The origin this request came to: PUBLIC_URL, else its own scheme and Host header. Only for what
 * answers the caller itself: the Origin check below, and redirects that must come back to the host
 * the caller's cookies belong to (Google's callback, a payment's return). Never for a link sent to
 * someone (a mail): anyone can send any Host header; those use `appOrigin`.
 */
export function requestOrigin(config: Config, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The app's own origin, for links sent away (every link in a mail): PUBLIC_URL, else the address
 * the server listens on (a wildcard address as localhost). Never read from a request, so a forged
 * Host or X-Forwarded-Host cannot point a reset link (or any other) at a foreign site.
 */
export function appOrigin(config: Config, app: FastifyInstance): string {
  if (config.publicUrl) return config.publicUrl;
  const address = app.server.address();
  if (!address || typeof address === 'string') return `http://localhost:${config.port}`;
  const host = WILDCARDS.has(address.address)
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}

/** The origin (scheme://host[:port]) of a Referer, or null when it is not an absolute http(s) URL. */
function refererOrigin(referer: string): string | null {
  if (!URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
}

export const originPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    // A provider's webhook (route() `crossSite`): no session, posted by the provider's servers.
    if ((request.routeOptions.config as { crossSite?: boolean } | undefined)?.crossSite === true) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden(MSG.foreignOrigin);
    const own = requestOrigin(opts.config, request);
    const { origin, referer } = request.headers;
    if (origin !== undefined) {
      if (origin !== own) throw forbidden(MSG.foreignOrigin);
      return;
    }
    if (referer !== undefined) {
      if (refererOrigin(referer) !== own) throw forbidden(MSG.foreignOrigin);
      return;
    }
    if (request.cookies[SESSION_COOKIE]) throw forbidden(MSG.foreignOrigin);
  });
});
