/** The failures of signing up and in: HTTP status, a stable code, and the message shown. */
import { MSG } from '@cms/contract';
import { AppError, conflict, tooManyRequests, unauthorized } from '../../errors/index.js';

export const authErrors = {
  /** Too many attempts for one e-mail address. */
  tooManyAttempts: () => tooManyRequests(),
  emailTaken: () => conflict(MSG.emailTaken),
  invalidCredentials: () => unauthorized(MSG.invalidCredentials),
  googleNotConfigured: () => new AppError(404, 'GOOGLE_NOT_CONFIGURED', MSG.googleNotConfigured),
};
