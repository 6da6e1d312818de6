/** Messages under Messages for students and leads: the conversation list, unread count, threads and replies. */
import type { FastifyInstance } from 'fastify';
import {
  CONVERSATION_API,
  CONVERSATION_MSG,
  conversationListSchema,
  messageInputSchema,
  replyResponseSchema,
  threadSchema,
  unreadCountSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { appOrigin } from '../../http/origin.js';
import { rateLimitedCreate } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import { messageRateLimit } from './rate-limit.js';
import { MESSAGE_MAIL_WINDOW_MINUTES, type MessageService } from './service.js';

const idParams = uuidParams('id', CONVERSATION_MSG.conversationNotFound);
const denied = [401, 403] as const;
const errors = [400, ...denied, 404] as const;
/** The two sides of a conversation: leads and the students of their teams. */
const roles = ['Student', 'Lead'] as const;

export async function messageRoutes(
  app: FastifyInstance,
  { config, messages: service }: { config: Config; messages: MessageService },
) {
  const { route } = routeSet(app, { tags: ['messages'], roles });

  route({
    method: 'GET',
    url: CONVERSATION_API.list,
    description:
      "The caller's conversations, latest message first: the other person, the last message (its first " +
      "characters, time and whether the caller wrote it) and the caller's unread count (the other side's " +
      'messages after the caller last read the conversation).',
    response: conversationListSchema,
    errors: denied,
    handler: async (request) => service.list(signedIn(request)),
  });

  route({
    method: 'GET',
    url: CONVERSATION_API.unread,
    description: "The caller's unread messages over every conversation (the sidebar's badge).",
    response: unreadCountSchema,
    errors: denied,
    handler: async (request) => service.unread(signedIn(request)),
  });

  route({
    method: 'GET',
    url: CONVERSATION_API.thread,
    description:
      'One conversation of the caller with its messages, oldest first. `canReply` is false for a lead whose ' +
      'member has left the team. Only its two people may read it: 404 CONVERSATION_NOT_FOUND for anyone else.',
    params: idParams,
    response: threadSchema,
    errors,
    handler: async (request) => service.thread(signedIn(request), request.params.id),
  });

  route({
    method: 'PUT',
    url: CONVERSATION_API.read,
    description:
      "Marks the conversation read for the caller (up to now) and answers the caller's unread count left. " +
      '404 CONVERSATION_NOT_FOUND when the caller is not one of its people.',
    params: idParams,
    response: unreadCountSchema,
    errors,
    handler: async (request) => service.markRead(signedIn(request), request.params.id),
  });

  route({
    method: 'POST',
    url: CONVERSATION_API.thread,
    description:
      'A reply by either person of the conversation, mailed to the other in the same transaction. A lead may ' +
      "write only while the member is in the lead's team (403 NOT_IN_TEAM); a member may always answer. 400 " +
      'for a blank message or one over 5000 characters; 404 CONVERSATION_NOT_FOUND for anyone else; 429 over ' +
      `${config.rateLimit.messagesPerMinute} messages a minute (per user). Messages to one person within ` +
      `${MESSAGE_MAIL_WINDOW_MINUTES} minutes are mailed as one.`,
    ...rateLimitedCreate(messageRateLimit(config), errors),
    params: idParams,
    body: messageInputSchema,
    response: replyResponseSchema,
    handler: async (request) =>
      service.reply(signedIn(request), request.params.id, request.body.message, appOrigin(config, request.server)),
  });
}
