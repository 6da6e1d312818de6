/** The failures of messages: HTTP status, a stable code, and the message shown. */
import { CONVERSATION_MSG } from '@cms/contract';
import { AppError } from '../../errors/index.js';

export const messageErrors = {
  /** Not one of the conversation's two people, or no such conversation: the same answer (no existence leak). */
  conversationNotFound: () => new AppError(404, 'CONVERSATION_NOT_FOUND', CONVERSATION_MSG.conversationNotFound),
  /** A lead writing to someone who has left the lead's team (the member may still answer). */
  notInTeam: () => new AppError(403, 'NOT_IN_TEAM', CONVERSATION_MSG.notInTeam),
};
