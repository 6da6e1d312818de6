/** The failures of the lead's team: HTTP status, a stable code, and the message shown. */
import { TEAM_MSG } from '@cms/contract';
import { AppError } from '../../errors/index.js';

export const teamErrors = {
  /** A user who is not a student of the lead's team (another team, a lead, an instructor, …). */
  notInTeam: () => new AppError(403, 'NOT_IN_TEAM', TEAM_MSG.notInTeam),
  /** No user has this id. */
  memberNotFound: () => new AppError(404, 'MEMBER_NOT_FOUND', TEAM_MSG.memberNotFound),
};
