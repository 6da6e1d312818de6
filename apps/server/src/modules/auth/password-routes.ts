/** /api/auth: change password (signed in), forgot password and reset password (public). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { z } from 'zod';
import {
  ACCOUNT_API,
  ACCOUNT_MSG,
  RESET_TOKEN_TTL_MINUTES,
  changePasswordSchema,
  forgotPasswordSchema,
  messageResponseSchema,
  resetPasswordSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { appOrigin } from '../../http/origin.js';
import { route, type Route, type RouteRequest } from '../../http/route.js';
import { signedIn } from '../../http/viewer.js';
import { SUPERSEDE_AFTER_MINUTES, type PasswordService } from './password-service.js';

const errors = [400, 401, 429] as const;

/** A password form: who may post it, its limit, its body and its work; it answers its message of success. */
interface PasswordForm<B extends z.ZodType> extends Pick<Route<z.ZodType, z.ZodType, B, z.ZodType>, 'url' | 'roles'> {
  rateLimit: RateLimitOptions;
  description: string;
  body: B;
  run: (request: RouteRequest<z.ZodType, z.ZodType, B>, reply: FastifyReply) => Promise<void>;
  done: string;
}

export async function passwordRoutes(
  app: FastifyInstance,
  { config, passwords: service }: { config: Config; passwords: PasswordService },
) {
  const perIp = { max: config.rateLimit.authPerMinute, timeWindow: '1 minute' };
  // Signed-in calls count per user (whatever the IP), so a stolen session cannot guess fast.
  const perUser = {
    ...perIp,
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.userId}` : request.ip),
  };

  const passwordForm = <B extends z.ZodType>({ run, done, ...form }: PasswordForm<B>) =>
    route(app, {
      method: 'POST',
      ...form,
      tags: ['auth'],
      response: messageResponseSchema,
      errors,
      handler: async (request, reply) => {
        await run(request, reply);
        return { success: true, message: done };
      },
    });

  passwordForm({
    url: ACCOUNT_API.changePassword,
    roles: 'authenticated',
    rateLimit: perUser,
    description:
      'Change Password: checks `currentPassword`, then replaces the password (the sign-up rule; it must ' +
      'differ from the current one; `confirm`, when sent, must equal `newPassword`). This session stays, ' +
      "every other session of the user ends, and a 'password-changed' mail is queued. 400 with a field " +
      'error on `currentPassword` when it is wrong; 400 GOOGLE_ACCOUNT for an account without a password; ' +
      '429 after too many attempts (per user per minute, and failed checks per 15 minutes).',
    body: changePasswordSchema,
    run: (request) =>
      service.change(signedIn(request).userId, request.sessionToken, request.body, appOrigin(config, app)),
    done: ACCOUNT_MSG.passwordChanged,
  });

  passwordForm({
    url: ACCOUNT_API.forgotPassword,
    roles: 'public',
    rateLimit: perIp,
    description:
      'Forgot password: always the same 200 answer, whether or not the address has an account. An ' +
      `account with a password is e-mailed a single-use reset link valid for ${RESET_TOKEN_TTL_MINUTES} ` +
      'minutes; an account without one is e-mailed how to sign in with ' +
      'Google. The answer goes out before the address is looked up. A new link ends the older unused ' +
      `links issued at least ${SUPERSEDE_AFTER_MINUTES} minutes ago (younger ones keep working). 429 after ` +
      'too many requests per IP per minute, or for the address from this client per 15 minutes (other ' +
      "clients keep their own budget: a stranger's requests never block the owner's).",
    body: forgotPasswordSchema,
    run: async (request, reply) => {
      // The client, as the routes' limits key it (an IPv6 client by its /64).
      const work = await service.forgot(request.body, normalizeIP(request.ip), appOrigin(config, app));
      app.afterAnswer.run(reply, work);
    },
    done: ACCOUNT_MSG.resetLinkSent,
  });

  passwordForm({
    url: ACCOUNT_API.resetPassword,
    roles: 'public',
    rateLimit: perIp,
    description:
      'Reset password with the token of the e-mailed link (POSTed only, never in a GET): sets the new ' +
      'password (the sign-up rule), uses the token up and ends every session of the user, in one ' +
      'transaction; then the user signs in. 400 RESET_TOKEN_INVALID when the token is unknown, used or ' +
      'expired; 429 after too many requests per IP per minute.',
    body: resetPasswordSchema,
    run: (request) => service.reset(request.body, appOrigin(config, app)),
    done: ACCOUNT_MSG.resetDone,
  });
}
