/**
 * Data access of the mail outbox, the table every mail is written to, and the one place its SQL
 * stands: queueing, the job runner's queue of mail to deliver (jobs/job-queue.ts), and the admins'
 * list, one mail and retry.
 */
import { and, asc, desc, eq, getTableColumns, gt, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { MAIL_REDACTED_NOTE, type MailKind, type MailStatus } from '@cms/contract';
import type { Db, Tx } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { containsPattern, newestFirstPage } from '../db/list-query.js';
import type { OutgoingMail } from './mail.js';
import { Repository } from '../db/repository.js';
import type { ClaimedJob, JobQueue } from '../jobs/job-queue.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The job runner's kind of a queued mail's job: deliver it. */
export const DELIVER_MAIL = 'deliver-mail';

/** Which mails the admins' list shows. */
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

/** The HTML body of a redacted mail. */
export const REDACTED_HTML = `<!doctype html><html lang="en"><body><p>${MAIL_REDACTED_NOTE}</p></body></html>`;

/** `ms` milliseconds from the database's now (one clock for every worker and instance). */
const fromNow = (ms: number) => sql`now() + (${Math.round(ms)}::bigint * interval '1 millisecond')`;

/**
 * As the runner's queue, a claimed mail stays `queued` with its next attempt moved past the lease;
 * its attempts are counted when the attempt is settled (a claim's job carries the coming count).
 */
export class OutboxRepository extends Repository implements JobQueue<OutboxRow> {
  /**
   * Writes a mail in the caller's transaction: it exists exactly when the action committed. A mail of
   * a group (`groupKey`) may be merged into while it waits; a queued one waits `delayMs` before it is due.
   */
  async add(
    tx: Tx | Db,
    mail: OutgoingMail,
    status: 'queued' | 'outbox',
    { groupKey = null, delayMs = 0, createdAt }: { groupKey?: string | null; delayMs?: number; createdAt?: Date } = {},
  ): Promise<OutboxRow> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        // A mail carrying a document is named by it (see OutgoingMail.documentId).
        ...(mail.documentId && { id: mail.documentId }),
        toAddress: mail.to,
        toName: mail.toName ?? null,
        kind: mail.kind,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        status,
        sensitive: mail.sensitive ?? false,
        groupKey,
        // A group's mail starts at its first message's time (see MailQueue.enqueueGrouped).
        ...(createdAt && { createdAt }),
        ...(delayMs > 0 && { nextAttemptAt: fromNow(delayMs) }),
      })
      .returning();
    return row!;
  }

  /**
   * Serialises the writers of one group until the caller's transaction ends (a transaction-level
   * advisory lock on the key): two messages at once to one person find or start the same mail.
   */
  async lockGroup(tx: Tx, groupKey: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-group:${groupKey}`}, 0))`);
  }

  /**
   * The group's mail still waiting, locked for the caller's transaction: queued and not claimed by a
   * worker (a claim ends the group), or kept in the outbox, and written less than `windowMs` ago.
   */
  async waitingInGroup(tx: Tx, groupKey: string, windowMs: number): Promise<OutboxRow | undefined> {
    const [row] = await tx
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.groupKey, groupKey),
          inArray(mailOutbox.status, ['queued', 'outbox']),
          gt(mailOutbox.createdAt, fromNow(-windowMs)),
        ),
      )
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
      .for('update');
    return row;
  }

  /** A waiting mail's new subject and bodies (more of its group merged in); its time to be sent stays. */
  async replaceContent(tx: Tx, id: string, mail: OutgoingMail): Promise<OutboxRow> {
    const [row] = await tx
      .update(mailOutbox)
      .set({
        kind: mail.kind,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        updatedAt: sql`now()`,
      })
      .where(eq(mailOutbox.id, id))
      .returning();
    return row!;
  }

  /**
   * Claims up to `limit` due queued mails (oldest due first) for one worker: one statement that
   * locks the due rows other workers have not locked (FOR UPDATE SKIP LOCKED) and moves their
   * next attempt `leaseMs` ahead, so no other worker or instance takes them while this one sends.
   * A worker that dies mid-send leaves the lease to run out; the mail is then tried again.
   */
  async claimDue(limit: number, leaseMs: number): Promise<OutboxRow[]> {
    // A CTE runs once: as a subquery of the UPDATE, PostgreSQL may re-run it per row and claim more than `limit`.
    const due = this.db.$with('due').as(
      this.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    );
    const rows = await this.db
      .with(due)
      .update(mailOutbox)
      // Claimed: no longer waiting, so nothing more of its group is merged into it.
      .set({ nextAttemptAt: fromNow(leaseMs), groupKey: null, updatedAt: sql`now()` })
      .where(and(inArray(mailOutbox.id, this.db.select({ id: due.id }).from(due)), eq(mailOutbox.status, 'queued')))
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** The due mails of `claimDue` as the runner's jobs (each the coming attempt). */
  async claim(kinds: string[], limit: number, leaseMs: number): Promise<ClaimedJob<OutboxRow>[]> {
    if (!kinds.includes(DELIVER_MAIL)) return [];
    const rows = await this.claimDue(limit, leaseMs);
    return rows.map((row) => ({ id: row.id, kind: DELIVER_MAIL, attempts: row.attempts + 1, payload: row }));
  }

  /** Keeps a claimed mail from other workers while it is being sent; false when it is no longer queued. */
  async extendLease(id: string, _attempts: number, leaseMs: number): Promise<boolean> {
    const rows = await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: fromNow(leaseMs), updatedAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  /** Delivered: sent now, after `attempts` attempts; a sensitive mail's bodies are replaced by a short note. */
  async markDone(id: string, attempts: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        attempts,
        lastError: null,
        textBody: sql`case when ${mailOutbox.sensitive} then ${MAIL_REDACTED_NOTE} else ${mailOutbox.textBody} end`,
        htmlBody: sql`case when ${mailOutbox.sensitive} then ${REDACTED_HTML} else ${mailOutbox.htmlBody} end`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
  }

  /**
   * A failed attempt: `attempts` is the new count; `retryInMs` null gives up (status failed),
   * otherwise the next attempt is that far from now.
   */
  async markFailed(id: string, attempts: number, error: string, retryInMs: number | null): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        attempts,
        lastError: error,
        ...(retryInMs === null ? { status: 'failed' } : { nextAttemptAt: fromNow(retryInMs) }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
  }

  /** The worker stops (the app closes) mid-send: the mail is due again at once, its attempts as they were. */
  async release(id: string): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')));
  }

  /**
   * One page of the admins' list, newest first, and how many match. The order (created_at, id) is
   * served by mail_outbox_created_idx, or by mail_outbox_status_created_idx with a status; a search
   * of the recipient by mail_outbox_to_trgm_idx (trigrams: three characters or more).
   */
  async list(filter: OutboxFilter): Promise<{ rows: OutboxSummaryRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(mailOutbox.status, filter.status));
    if (filter.kind) conditions.push(eq(mailOutbox.kind, filter.kind));
    if (filter.search) conditions.push(ilike(mailOutbox.toAddress, containsPattern(filter.search)));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const query = this.db.select(summaryColumns).from(mailOutbox).$dynamic();
    return newestFirstPage(this.db, query, mailOutbox, where, filter);
  }

  one(id: string): Promise<OutboxRow | undefined> {
    return this.rowById(mailOutbox, id);
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
