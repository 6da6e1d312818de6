/**
 * The audit log: append-only (a trigger in the migration refuses UPDATE and DELETE). The actor is
 * copied, not referenced, so an entry outlives the account that wrote it.
 */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    /** withdrawal.approved | withdrawal.rejected | payout.recorded | course.deleted */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);
