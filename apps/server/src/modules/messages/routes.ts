/** Messages under Messages for students and leads: the conversation list, unread count, threads and replies. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONVERSATION_API,
  CONVERSATION_MSG,
  conversationListSchema,
  errorBodySchema,
  messageInputSchema,
  replyResponseSchema,
  threadSchema,
  unreadCountSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { ownOrigin } from '../../http/origin.js';
import { signedIn } from '../../http/viewer.js';
import type { MessageService } from './service.js';

const idParams = z.object({ id: z.uuid({ error: CONVERSATION_MSG.conversationNotFound }) });
const denied = { 401: errorBodySchema, 403: errorBodySchema };
const errors = { 400: errorBodySchema, ...denied, 404: errorBodySchema };
/** The two sides of a conversation: leads and the students of their teams. */
const roles = ['Student', 'Lead'] as const;

export async function messageRoutes(
  app: FastifyInstance,
  { config, messages: service }: { config: Config; messages: MessageService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['messages'];

  r.get(
    CONVERSATION_API.list,
    {
      config: { roles },
      schema: {
        tags,
        description:
          "The caller's conversations, latest message first: the other person, the last message (its first " +
          "characters, time and whether the caller wrote it) and the caller's unread count (the other side's " +
          'messages after the caller last read the conversation).',
        response: { 200: conversationListSchema, ...denied },
      },
    },
    async (request) => service.list(signedIn(request)),
  );

  r.get(
    CONVERSATION_API.unread,
    {
      config: { roles },
      schema: {
        tags,
        description: "The caller's unread messages over every conversation (the sidebar's badge).",
        response: { 200: unreadCountSchema, ...denied },
      },
    },
    async (request) => service.unread(signedIn(request)),
  );

  r.get(
    CONVERSATION_API.thread,
    {
      config: { roles },
      schema: {
        tags,
        description:
          'One conversation of the caller with its messages, oldest first. `canReply` is false for a lead whose ' +
          'member has left the team. Only its two people may read it: 404 CONVERSATION_NOT_FOUND for anyone else.',
        params: idParams,
        response: { 200: threadSchema, ...errors },
      },
    },
    async (request) => service.thread(signedIn(request), request.params.id),
  );

  r.put(
    CONVERSATION_API.read,
    {
      config: { roles },
      schema: {
        tags,
        description:
          "Marks the conversation read for the caller (up to now) and answers the caller's unread count left. " +
          '404 CONVERSATION_NOT_FOUND when the caller is not one of its people.',
        params: idParams,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => service.markRead(signedIn(request), request.params.id),
  );

  r.post(
    CONVERSATION_API.thread,
    {
      config: { roles },
      schema: {
        tags,
        description:
          'A reply by either person of the conversation, mailed to the other in the same transaction. A lead may ' +
          "write only while the member is in the lead's team (403 NOT_IN_TEAM); a member may always answer. 400 " +
          'for a blank message or one over 5000 characters; 404 CONVERSATION_NOT_FOUND for anyone else.',
        params: idParams,
        body: messageInputSchema,
        response: { 201: replyResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await service.reply(
        signedIn(request),
        request.params.id,
        request.body.message,
        ownOrigin(config, request),
      );
      return reply.status(201).send(sent);
    },
  );
}
