/** The failures of the earnings routes: HTTP status, a stable code, and the message shown. */
import { EARNINGS_MSG } from '@cms/contract';
import { AppError } from '../../errors/index.js';

export const earningsErrors = {
  /** The id is not a user, or the user is not an instructor. */
  instructorNotFound: () => new AppError(404, 'INSTRUCTOR_NOT_FOUND', EARNINGS_MSG.instructorNotFound),
};
