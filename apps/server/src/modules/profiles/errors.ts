/** The failures of verification and of the profile edits: HTTP status, a stable code, and the message shown. */
import { MSG, PROFILE_MSG } from '@cms/contract';
import { AppError, badRequest, conflict, notFound } from '../../errors/index.js';

export const profileErrors = {
  /** The session's user is gone. */
  unauthenticated: () => new AppError(401, 'UNAUTHENTICATED', MSG.unauthenticated),
  /** The user already has a role: verification happens once. */
  alreadyVerified: () => conflict(MSG.alreadyVerified),
  /** Roll numbers are unique per profile table; shown under the field. */
  rollNumberTaken: () =>
    new AppError(409, 'CONFLICT', PROFILE_MSG.rollNumberTaken, { rollNumber: PROFILE_MSG.rollNumberTaken }),
  /** No profile image of the caller's under that id. */
  profileImage: () => badRequest(MSG.profileImage, { profileImg: MSG.profileImage }),
  /** The caller's role has no profile row (cannot happen after verification, which writes both at once). */
  profileNotFound: () => notFound(PROFILE_MSG.loadFailed),
  /** A gender or branch that is neither in the edit list nor the value saved before. */
  notAChoice: (field: 'gender' | 'branch') => badRequest(MSG.selectOption, { [field]: MSG.selectOption }),
};
