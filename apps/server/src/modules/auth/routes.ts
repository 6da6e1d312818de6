/** /api/auth: sign-up, sign-in, session check, sign-out, Google sign-in. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { normalizeIP } from '@fastify/rate-limit';
import { z } from 'zod';
import {
  ACCOUNT_ERROR,
  API,
  MSG,
  ROLE_HOME,
  authResponseSchema,
  checkAuthResponseSchema,
  messageResponseSchema,
  signInSchema,
  signUpSchema,
  type SessionUser,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { AppError } from '../../errors/index.js';
import { requestOrigin } from '../../http/origin.js';
import { route } from '../../http/route.js';
import { GoogleSignIn, type PendingLogin } from './google.js';
import { AuthService } from './service.js';
import { authErrors } from './errors.js';

const GOOGLE_COOKIE = 'cms_oidc';
const errors = [400, 401, 409, 429] as const;

export const homeOf = (user: SessionUser): string => (user.role === 'Empty' ? '/check/verify' : ROLE_HOME[user.role]);

export async function authRoutes(
  app: FastifyInstance,
  { config, auth: service, google }: { config: Config; auth: AuthService; google: GoogleSignIn | null },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perIp = { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' };

  route(app, {
    method: 'POST',
    url: API.signUp,
    roles: 'public',
    rateLimit: perIp,
    tags: ['auth'],
    body: signUpSchema,
    status: 201,
    response: messageResponseSchema,
    errors,
    handler: async (request) => {
      await service.signUp(request.body);
      return { success: true, message: MSG.signUpSuccess };
    },
  });

  route(app, {
    method: 'POST',
    url: API.signIn,
    roles: 'public',
    rateLimit: perIp,
    tags: ['auth'],
    description:
      'Sign in with e-mail and password; starts a session (cookie). 401 for a wrong address or password ' +
      '(one answer for both). 429, with Retry-After and the wait in the message, after too many requests ' +
      'per IP per minute, or too many attempts for the address from this client per 15 minutes (fewer while ' +
      "the address fails from many clients). A success clears the client's count; a stranger's failures " +
      'never block the right password from another client.',
    body: signInSchema,
    response: authResponseSchema,
    errors,
    handler: async (request, reply) => {
      // The client, as the routes' limits key it (an IPv6 client by its /64).
      const user = await service.signIn(request.body, normalizeIP(request.ip));
      if (request.sessionToken) await reply.endSession();
      await reply.startSession(user.userId);
      return { success: true, message: MSG.signInSuccess, user };
    },
  });

  route(app, {
    method: 'GET',
    url: API.checkAuth,
    roles: 'public',
    tags: ['auth'],
    response: checkAuthResponseSchema,
    errors: [],
    handler: async (request) => ({ success: request.user !== null, user: request.user }),
  });

  route(app, {
    method: 'POST',
    url: API.logout,
    roles: 'authenticated',
    tags: ['auth'],
    response: messageResponseSchema,
    errors: [],
    handler: async (_request, reply) => {
      await reply.endSession();
      return { success: true, message: MSG.signedOut };
    },
  });

  const callbackUrl = (request: FastifyRequest) => `${requestOrigin(config, request)}${API.googleCallback}`;

  r.get(
    API.googleStart,
    { config: { roles: 'public', rateLimit: perIp }, schema: { tags: ['auth'], hide: false } },
    async (request, reply) => {
      if (!google) throw authErrors.googleNotConfigured();
      const { url, pending } = await google.start(callbackUrl(request));
      reply.setCookie(GOOGLE_COOKIE, JSON.stringify(pending), {
        path: API.googleCallback,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 600,
      });
      return reply.redirect(url);
    },
  );

  r.get(
    API.googleCallback,
    {
      config: { roles: 'public', rateLimit: perIp },
      schema: { tags: ['auth'], querystring: z.record(z.string(), z.string()) },
    },
    async (request, reply) => {
      const raw = request.cookies[GOOGLE_COOKIE];
      reply.clearCookie(GOOGLE_COOKIE, { path: API.googleCallback });
      try {
        if (!google || !raw) throw new Error('No pending Google sign-in');
        const pending = JSON.parse(raw) as PendingLogin;
        const current = new URL(request.url, callbackUrl(request));
        const identity = await google.finish(current, pending);
        const user = await service.googleSignIn(identity);
        if (request.sessionToken) await reply.endSession();
        await reply.startSession(user.userId);
        return reply.redirect(homeOf(user));
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in failed');
        // An account an admin disabled gets its own message on the sign-in page.
        const disabled = err instanceof AppError && err.code === ACCOUNT_ERROR.disabled;
        return reply.redirect(`/auth/signin?error=${disabled ? 'disabled' : 'google'}`);
      }
    },
  );
}
