/** The failures of verification: HTTP status, a stable code, and the message shown. */
import { MSG } from '@cms/contract';
import { AppError, badRequest, conflict } from '../../errors/index.js';

export const profileErrors = {
  /** The session's user is gone. */
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', MSG.unauthenticated),
  /** The user already has a role: verification happens once. */
  alreadyVerified: () => conflict(MSG.alreadyVerified),
  rollNumberTaken: () => conflict('This roll number is already registered'),
  /** No profile image of the caller's under that id. */
  profileImage: () => badRequest(MSG.profileImage, { profileImg: MSG.profileImage }),
};
