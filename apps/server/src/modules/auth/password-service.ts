/**
 * Account security (issue 10, item 2): change the password while signed in, and reset a forgotten
 * one with an e-mailed link. The link's token is 256 random bits; only its SHA-256 is stored, it
 * works once and expires after RESET_TOKEN_TTL_MINUTES. Asking for a link answers the same, before
 * any look-up, for every address, and every mail is queued in the transaction of the change that causes it.
 */
import {
  RESET_PASSWORD_PATH,
  RESET_TOKEN_PARAM,
  RESET_TOKEN_TTL_MINUTES,
  SIGN_IN_PATH,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@cms/contract';
import { unauthorized } from '../../errors/index.js';
import type { MailQueue } from '../../mail/queue.js';
import { passwordMail } from '../../mail/templates/password-mails.js';
import { assertUncommonPassword } from '../../passwords/common-passwords.js';
import { hashPassword, verifyPassword } from '../../passwords/index.js';
import type { SessionService } from '../../session/service.js';
import { hashToken, newToken } from '../../session/tokens.js';
import type { AttemptLimiter } from './attempt-limiter.js';
import { passwordErrors } from './errors.js';
import { normaliseEmail, type UserRepository } from './repository.js';
import type { PasswordResetRepository } from './reset-repository.js';

const RESET_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60_000;
/** A new reset link cancels only the older links issued at least this long ago. */
export const SUPERSEDE_AFTER_MINUTES = 5;

export interface PasswordServiceDeps {
  users: UserRepository;
  resets: PasswordResetRepository;
  sessions: SessionService;
  mail: MailQueue;
  /** Attempts per address and client (forgot) and per user (change) per 15 minutes, shared by every instance. */
  attempts: AttemptLimiter;
}

/** The reset link of the e-mail: the app's own address, the reset page, the token. */
export const resetLink = (appUrl: string, token: string) =>
  `${appUrl}${RESET_PASSWORD_PATH}?${new URLSearchParams({ [RESET_TOKEN_PARAM]: token }).toString()}`;

export class PasswordService {
  private readonly attempts: AttemptLimiter;

  constructor(private readonly deps: PasswordServiceDeps) {
    this.attempts = deps.attempts;
  }

  /**
   * Replaces the signed-in user's password after checking the current one. In one transaction:
   * the new hash (only if nobody changed it meanwhile), every other session of the user ends
   * (`keepSession` stays), and a "password changed" mail is queued.
   */
  async change(userId: string, keepSession: string | null, input: ChangePasswordInput, appUrl: string) {
    const { users, resets, sessions, mail } = this.deps;
    await assertUncommonPassword(input.newPassword, 'newPassword');
    await this.attempts.consume('change', userId);
    const user = await users.byId(userId);
    if (!user) throw unauthorized();
    if (!user.passwordHash) throw passwordErrors.googleOnly();
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw passwordErrors.currentPasswordIncorrect();
    }
    const newHash = await hashPassword(input.newPassword);
    await resets.transaction(async (tx) => {
      // A change or reset that committed since the check makes the current password stale.
      if (!(await users.setPasswordHash(tx, user.id, newHash, user.passwordHash!))) {
        throw passwordErrors.currentPasswordIncorrect();
      }
      await resets.useAllOf(tx, user.id, new Date());
      await sessions.revokeAll(user.id, { except: keepSession, tx });
      await mail.enqueue(tx, passwordMail('password-changed', { to: user, url: `${appUrl}${SIGN_IN_PATH}` }));
    });
    await this.attempts.clear('change', userId);
  }

  /**
   * "Forgot password?": counts the request against the address from this client (the budget
   * sign-in has: a stranger's requests throttle the stranger's client, never the owner's), then
   * answers the work to do once the answer went out, so the answer is the same, and as quick,
   * whatever the address: nothing is looked up before it.
   */
  async forgot(input: ForgotPasswordInput, client: string, appUrl: string): Promise<() => Promise<void>> {
    const email = normaliseEmail(input.email);
    await this.attempts.consume('forgot', `${client} ${email}`);
    return () => this.mailResetLink(email, appUrl);
  }

  /**
   * The work of "Forgot password?". An account with a password gets a new reset link; links older
   * than SUPERSEDE_AFTER_MINUTES stop working, younger ones stay (a stream of requests cannot cancel
   * the owner's link more than once per that time). An account without a password (Google only)
   * gets a mail saying to sign in with Google; an unknown address gets nothing.
   */
  private async mailResetLink(email: string, appUrl: string): Promise<void> {
    const { users, resets, mail } = this.deps;
    const user = await users.byEmail(email);
    if (!user) return;
    const token = newToken();
    await resets.transaction(async (tx) => {
      if (!user.passwordHash) {
        await mail.enqueue(tx, passwordMail('password-reset-google', { to: user, url: `${appUrl}${SIGN_IN_PATH}` }));
        return;
      }
      const now = new Date();
      await resets.useAllOf(tx, user.id, now, SUPERSEDE_AFTER_MINUTES);
      await resets.insert(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TTL_MS),
      });
      await mail.enqueue(tx, passwordMail('password-reset', { to: user, url: resetLink(appUrl, token) }));
    });
  }

  /**
   * Sets a new password with a reset token. A cheap look-up first refuses unknown, used and
   * expired tokens before the password is hashed; then, in one transaction, the token's row is
   * locked and checked again (of two concurrent uses exactly one wins), every token of the user
   * is marked used, the hash replaced, every session of the user ended and a notice queued.
   */
  async reset(input: ResetPasswordInput, appUrl: string): Promise<void> {
    const { users, resets, sessions, mail } = this.deps;
    const tokenHash = hashToken(input.token);
    if (!usable(await resets.byHash(tokenHash), new Date())) throw passwordErrors.resetInvalid();
    await assertUncommonPassword(input.password, 'password');
    const newHash = await hashPassword(input.password);
    await resets.transaction(async (tx) => {
      const now = new Date();
      const row = await resets.lockByHash(tx, tokenHash);
      if (!row || !usable(row, now)) throw passwordErrors.resetInvalid();
      await resets.useAllOf(tx, row.userId, now);
      await users.setPasswordHash(tx, row.userId, newHash);
      await sessions.revokeAll(row.userId, { tx });
      const user = await users.byId(row.userId, tx);
      if (user) await mail.enqueue(tx, passwordMail('password-changed', { to: user, url: `${appUrl}${SIGN_IN_PATH}` }));
    });
  }
}

/** Unused and not yet expired. */
const usable = (row: { usedAt: Date | null; expiresAt: Date } | undefined, now: Date): boolean =>
  !!row && row.usedAt === null && row.expiresAt.getTime() > now.getTime();
