/** The refusals of role requests: HTTP status, a stable code, and the message shown. */
import { ROLE_REQUEST_ERROR, ROLE_REQUEST_MSG } from '@cms/contract';
import { AppError, notFound } from '../../errors/index.js';

export const roleRequestErrors = {
  notFound: () => notFound(ROLE_REQUEST_MSG.notFound),
  /** The applicant already waits for a decision. */
  pending: () => new AppError(409, ROLE_REQUEST_ERROR.pending, ROLE_REQUEST_MSG.alreadyPending),
  /** A second or concurrent decision. */
  alreadyDecided: () => new AppError(409, ROLE_REQUEST_ERROR.alreadyDecided, ROLE_REQUEST_MSG.alreadyDecided),
  /** The applicant got a role meanwhile, or was disabled: the request cannot be approved. */
  applicantGone: () => new AppError(409, ROLE_REQUEST_ERROR.applicantGone, ROLE_REQUEST_MSG.applicantGone),
};
