/** Audit log routes: admins read the append-only log. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUDIT_API, AUDIT_ACTIONS, auditPageSchema, auditQuerySchema, errorBodySchema } from '@cms/contract';
import type { AuditService } from './service.js';

export async function auditRoutes(app: FastifyInstance, { audit: service }: { audit: AuditService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    AUDIT_API.list,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags: ['audit'],
        description:
          'The audit log, newest first: who did what, when, with before/after snapshots. Written in the same ' +
          `transaction as the action it records, never changed afterwards. Actions: ${AUDIT_ACTIONS.join(', ')}. ` +
          'Filters: `action`, `entityType`, `entityId`; paginated.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => service.list(request.query),
  );
}
