/** Data access for the append-only audit log. No business rules here. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntity } from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { newestFirstPage } from '../../db/list-query.js';
import { Repository } from '../../db/repository.js';

export type AuditRow = typeof auditLog.$inferSelect;

/** One action to record; the actor's name, e-mail and role are copied from users when written. */
export interface AuditWrite {
  actorId: string;
  action: AuditAction;
  entityType: AuditEntity;
  entityId: string;
  summary: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditFilter {
  action?: AuditAction;
  entityType?: AuditEntity;
  entityId?: string;
  page: number;
  pageSize: number;
}

export class AuditRepository extends Repository {
  /**
   * Appends an entry inside `tx`, the transaction of the action it records: both are written or
   * neither. The actor is read from users in the same transaction.
   */
  async write(tx: Tx, entry: AuditWrite): Promise<AuditRow> {
    const [actor] = await tx
      .select({ name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, entry.actorId));
    if (!actor) throw new Error(`audit: actor ${entry.actorId} not found`);
    const [row] = await tx
      .insert(auditLog)
      .values({
        actorId: entry.actorId,
        actorName: actor.name,
        actorEmail: actor.email,
        actorRole: actor.role,
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        summary: entry.summary,
        before: entry.before,
        after: entry.after,
      })
      .returning();
    return row!;
  }

  /** Entries matching the filter, newest first, one page of them, and how many match in all. */
  async list(filter: AuditFilter): Promise<{ rows: AuditRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.action) conditions.push(eq(auditLog.action, filter.action));
    if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
    if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return newestFirstPage(this.db, this.db.select().from(auditLog).$dynamic(), auditLog, where, filter);
  }

  /** The latest `limit` entries about one entity, newest first. */
  forEntity(entityType: AuditEntity, entityId: string, limit: number): Promise<AuditRow[]> {
    return this.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  }
}
