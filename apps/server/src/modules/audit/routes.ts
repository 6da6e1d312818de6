/** Audit log routes: admins read the append-only log. */
import type { FastifyInstance } from 'fastify';
import { AUDIT_API, AUDIT_ACTIONS, auditPageSchema, auditQuerySchema } from '@cms/contract';
import { listRoute } from '../../http/list-route.js';
import type { AuditService } from './service.js';

export async function auditRoutes(app: FastifyInstance, { audit: service }: { audit: AuditService }) {
  listRoute(app, {
    url: AUDIT_API.list,
    roles: ['Admin'],
    tags: ['audit'],
    description:
      'The audit log, newest first: who did what, when, with before/after snapshots. Written in the same ' +
      `transaction as the action it records, never changed afterwards. Actions: ${AUDIT_ACTIONS.join(', ')}. ` +
      'Filters: `action`, `entityType`, `entityId`; paginated.',
    query: auditQuerySchema,
    page: auditPageSchema,
    list: (query) => service.list(query),
  });
}
