/** The failures of the admins' instructor routes: HTTP status, a stable code, and the message shown. */
import { INSTRUCTORS_MSG } from '@cms/contract';
import { AppError } from '../../errors/index.js';

export const instructorErrors = {
  /** The id is not a user, or the user is not an instructor. */
  notFound: () => new AppError(404, 'INSTRUCTOR_NOT_FOUND', INSTRUCTORS_MSG.notFound),
};
