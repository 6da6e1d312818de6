/** The refusals of disabling and enabling accounts. */
import { PEOPLE_MSG } from '@cms/contract';
import { AppError, notFound } from '../../errors/index.js';

export const peopleErrors = {
  userNotFound: () => notFound(PEOPLE_MSG.userNotFound),
  /** Disabling the only admin who can still sign in would leave nobody to run the college's CMS. */
  lastAdmin: () => new AppError(409, 'LAST_ADMIN', PEOPLE_MSG.lastAdmin),
  ownAccount: () => new AppError(409, 'OWN_ACCOUNT', PEOPLE_MSG.ownAccount),
};
