/** The failures of signing up and in, and of the password flows: HTTP status, a stable code, and the message shown. */
import { ACCOUNT_ERROR, ACCOUNT_MSG, MSG, tooManyAttemptsMessage } from '@cms/contract';
import { AppError, badRequest, conflict, unauthorized } from '../../errors/index.js';

/**
 * 429 TOO_MANY_REQUESTS telling the wait, in the message and in Retry-After (the error handler
 * answers an error's `statusCode` with its message and sends its `headers`).
 */
export class TryAgainLater extends Error {
  readonly statusCode = 429;
  readonly headers: Record<string, string>;

  constructor(readonly retryAfterSeconds: number) {
    super(tooManyAttemptsMessage(retryAfterSeconds));
    this.headers = { 'retry-after': String(retryAfterSeconds) };
  }
}

export const authErrors = {
  /** Too many attempts for one e-mail address (or one address and client, or one user); the window ends in `msLeft`. */
  tooManyAttempts: (msLeft: number) => new TryAgainLater(Math.max(1, Math.ceil(msLeft / 1000))),
  emailTaken: () => conflict(MSG.emailTaken),
  invalidCredentials: () => unauthorized(MSG.invalidCredentials),
  googleNotConfigured: () => new AppError(404, 'GOOGLE_NOT_CONFIGURED', MSG.googleNotConfigured),
  /** The right password (or Google identity) for an account an admin disabled. */
  disabled: () => new AppError(403, ACCOUNT_ERROR.disabled, ACCOUNT_MSG.accountDisabled),
};

export const passwordErrors = {
  /** Change password: the account has no password, it signs in with Google. */
  googleOnly: () => new AppError(400, ACCOUNT_ERROR.googleOnly, ACCOUNT_MSG.googleOnly),
  /** Change password: a field error under Current password. */
  currentPasswordIncorrect: () =>
    badRequest(ACCOUNT_MSG.currentPasswordIncorrect, { currentPassword: ACCOUNT_MSG.currentPasswordIncorrect }),
  /** Reset: the token is unknown, used, superseded or expired. */
  resetInvalid: () => new AppError(400, ACCOUNT_ERROR.resetInvalid, ACCOUNT_MSG.resetInvalid),
};
