/**
 * The audit log as admins read it. Entries are written by the services whose actions they record
 * (through AuditRepository.write, in the action's own transaction); this service only reads.
 */
import type { AuditAction, AuditEntity, AuditEntry, AuditPage, AuditQuery } from '@cms/contract';
import { AuditRepository, type AuditRow } from './repository.js';

/** How many entries a screen's history panel shows (the pay page, a withdrawal, a course). */
export const ENTITY_HISTORY_LIMIT = 20;

const snapshot = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail, role: row.actorRole },
    action: row.action as AuditAction,
    entityType: row.entityType as AuditEntity,
    entityId: row.entityId,
    summary: row.summary,
    before: snapshot(row.before),
    after: snapshot(row.after),
  };
}

export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  /** GET AUDIT_API.list: newest first, filtered by action and entity, paginated. */
  async list(query: AuditQuery): Promise<AuditPage> {
    const { rows, total } = await this.repo.list(query);
    return { entries: rows.map(toAuditEntry), total, page: query.page, pageSize: query.pageSize };
  }

  /** The latest entries about one entity (newest first), for the screen that shows it. */
  async forEntity(entityType: AuditEntity, entityId: string): Promise<AuditEntry[]> {
    return (await this.repo.forEntity(entityType, entityId, ENTITY_HISTORY_LIMIT)).map(toAuditEntry);
  }
}
