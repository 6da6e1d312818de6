/** Data access for the admins' outbox: the list (newest first, filtered, paged), one mail, a retry. */
import { and, count, desc, eq, getTableColumns, ilike, sql, type SQL } from 'drizzle-orm';
import type { MailKind, MailStatus } from '@cms/contract';
import { mailOutbox } from '../../db/schema/index.js';
import type { OutboxRow } from '../../mail/outbox-repository.js';
import { containsPattern } from '../courses/repository.js';
import { Repository } from '../../db/repository.js';

export interface OutboxFilter {
  status?: MailStatus;
  kind?: MailKind;
  /** Part of the recipient's address. */
  search?: string;
  page: number;
  pageSize: number;
}

/** A row without its bodies (the list's columns). */
const { textBody: _text, htmlBody: _html, ...summaryColumns } = getTableColumns(mailOutbox);
export type OutboxSummaryRow = Omit<OutboxRow, 'textBody' | 'htmlBody'>;

export class OutboxAdminRepository extends Repository {
  /**
   * One page, newest first, and how many match. The order (created_at, id) is served by
   * mail_outbox_created_idx, or by mail_outbox_status_created_idx with a status; a search of the
   * recipient by mail_outbox_to_trgm_idx (trigrams: three characters or more).
   */
  async list(filter: OutboxFilter): Promise<{ rows: OutboxSummaryRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(mailOutbox.status, filter.status));
    if (filter.kind) conditions.push(eq(mailOutbox.kind, filter.kind));
    if (filter.search) conditions.push(ilike(mailOutbox.toAddress, containsPattern(filter.search)));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(summaryColumns)
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      this.db.select({ total: count() }).from(mailOutbox).where(where),
    ]);
    return { rows, total: Number(totals?.total ?? 0) };
  }

  async one(id: string): Promise<OutboxRow | undefined> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  }

  /** A failed mail queued again from now with its attempts reset; undefined when it was not failed. */
  async requeueFailed(id: string): Promise<OutboxRow | undefined> {
    const [row] = await this.db
      .update(mailOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning();
    return row;
  }
}
