/** The admins' outbox: the list of every mail, one mail with its bodies, and a retry of a failed one. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  MAIL_HIDDEN_SECRET,
  MAIL_KINDS,
  MAIL_MAX_ATTEMPTS,
  OUTBOX_API,
  OUTBOX_MSG,
  outboxMailSchema,
  outboxPageSchema,
  outboxQuerySchema,
  outboxRetryResponseSchema,
} from '@cms/contract';
import { route } from '../http/route.js';
import { listRoute } from '../http/list-route.js';
import type { OutboxService } from './outbox-service.js';

const idParams = z.object({ id: z.uuid({ error: OUTBOX_MSG.notFound }) });
const errors = [400, 401, 403, 404] as const;

export async function outboxRoutes(app: FastifyInstance, { outbox: service }: { outbox: OutboxService }) {
  const tags = ['outbox'];

  listRoute(app, {
    url: OUTBOX_API.list,
    roles: ['Admin'],
    tags,
    description:
      'Every mail the platform queued, newest first, without bodies: filter by `status` (queued, sent, ' +
      `failed, outbox) and \`kind\` (${MAIL_KINDS.join(', ')}), \`search\` part of the recipient's address; ` +
      "paginated. `delivery` says how this server sends mail: 'smtp' (SMTP_URL set: a worker delivers " +
      "queued mail) or 'outbox' (nothing configured: mail is kept here).",
    query: outboxQuerySchema,
    page: outboxPageSchema,
    list: (query) => service.list(query),
  });

  route(app, {
    method: 'GET',
    url: OUTBOX_API.one,
    roles: ['Admin'],
    tags,
    description:
      'One mail with its text and HTML bodies. A mail holding a secret (a password reset link) is never ' +
      `shown usable: the link's token reads '${MAIL_HIDDEN_SECRET}' (without SMTP it is stored so), and ` +
      'its bodies are replaced by a short note once SMTP delivered it (`redacted`). 404 MAIL_NOT_FOUND.',
    params: idParams,
    response: outboxMailSchema,
    errors,
    handler: async (request) => service.one(request.params.id),
  });

  route(app, {
    method: 'POST',
    url: OUTBOX_API.retry,
    roles: ['Admin'],
    tags,
    description:
      `A mail that failed ${MAIL_MAX_ATTEMPTS} times is queued again with its attempts reset, and the ` +
      'worker tries it at once. 404 MAIL_NOT_FOUND; 409 MAIL_NOT_FAILED when it is not failed; 409 NO_SMTP ' +
      'when this server has no SMTP server (mail stays in the outbox).',
    params: idParams,
    response: outboxRetryResponseSchema,
    errors: [...errors, 409],
    handler: async (request) => service.retry(request.params.id),
  });
}
