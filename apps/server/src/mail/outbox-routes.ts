/** The admins' outbox: the list of every mail, one mail with its bodies, and a retry of a failed one. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MAIL_KINDS,
  MAIL_MAX_ATTEMPTS,
  OUTBOX_API,
  OUTBOX_MSG,
  errorBodySchema,
  outboxMailSchema,
  outboxPageSchema,
  outboxQuerySchema,
  outboxRetryResponseSchema,
} from '@cms/contract';
import { listRoute } from '../http/list-route.js';
import type { OutboxService } from './outbox-service.js';

const idParams = z.object({ id: z.uuid({ error: OUTBOX_MSG.notFound }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export async function outboxRoutes(app: FastifyInstance, { outbox: service }: { outbox: OutboxService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
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

  r.get(
    OUTBOX_API.one,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        description:
          'One mail with its text and HTML bodies. A mail holding a secret (a password reset link) has its ' +
          'bodies replaced by a short note once SMTP delivered it (`redacted`). 404 MAIL_NOT_FOUND.',
        params: idParams,
        response: { 200: outboxMailSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => service.one(request.params.id),
  );

  r.post(
    OUTBOX_API.retry,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        description:
          `A mail that failed ${MAIL_MAX_ATTEMPTS} times is queued again with its attempts reset, and the ` +
          'worker tries it at once. 404 MAIL_NOT_FOUND; 409 MAIL_NOT_FAILED when it is not failed; 409 NO_SMTP ' +
          'when this server has no SMTP server (mail stays in the outbox).',
        params: idParams,
        response: { 200: outboxRetryResponseSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.retry(request.params.id),
  );
}
