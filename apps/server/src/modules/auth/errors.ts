/** The failures of signing up and in, and of the password flows: HTTP status, a stable code, and the message shown. */
import { ACCOUNT_ERROR, ACCOUNT_MSG, MSG } from '@cms/contract';
import { AppError, badRequest, conflict, tooManyRequests, unauthorized } from '../../errors/index.js';

export const authErrors = {
  /** Too many attempts for one e-mail address (or one user). */
  tooManyAttempts: () => tooManyRequests(),
  emailTaken: () => conflict(MSG.emailTaken),
  invalidCredentials: () => unauthorized(MSG.invalidCredentials),
  googleNotConfigured: () => new AppError(404, 'GOOGLE_NOT_CONFIGURED', MSG.googleNotConfigured),
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
