/** Reads the session cookie on every API request and exposes request.user. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '@cms/contract';
import type { Config } from '../config/index.js';
import type { SessionService } from './service.js';

export const SESSION_COOKIE = 'cms_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionToken: string | null;
  }
  interface FastifyReply {
    startSession(userId: string): Promise<void>;
    endSession(): Promise<void>;
  }
}

function isSecure(config: Config, request: FastifyRequest): boolean {
  if (config.cookieSecure !== 'auto') return config.cookieSecure;
  return request.protocol === 'https';
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { config: Config; sessions: SessionService }) => {
  const { config, sessions: service } = opts;
  // Expired sessions are refused on lookup; this only keeps the table small.
  const purge = setInterval(() => {
    service.purgeExpired().catch((err: unknown) => app.log.warn({ err }, 'session purge failed'));
  }, 3600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  const setCookie = (request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) =>
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecure(config, request),
      expires,
    });

  app.decorateReply('startSession', async function (this: FastifyReply, userId: string) {
    const { token, expiresAt } = await service.create(userId, this.request.headers['user-agent']);
    setCookie(this.request, this, token, expiresAt);
  });
  app.decorateReply('endSession', async function (this: FastifyReply) {
    if (this.request.sessionToken) await service.revoke(this.request.sessionToken);
    this.clearCookie(SESSION_COOKIE, { path: '/' });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await service.lookup(token);
    if (!found) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return;
    }
    request.user = found.user;
    request.sessionToken = token;
    if (found.renewedUntil) setCookie(request, reply, token, found.renewedUntil);
  });
});
