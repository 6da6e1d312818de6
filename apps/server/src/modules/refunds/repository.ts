/** Data access of refunds and the buyer's purchases (all of their SQL). No business rules here. */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable, type PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { RefundStatus } from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { newestFirstPage } from '../../db/list-query.js';
import { Repository, type Handle } from '../../db/repository.js';
import { courses, creditNotes, enrolments, invoices, orders, refunds, users } from '../../db/schema/index.js';
import { completedLessons } from '../learning/repository.js';

export type RefundRecord = typeof refunds.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;

const buyers = alias(users, 'refund_buyers');
const requesters = alias(users, 'refund_requesters');
const deciders = alias(users, 'refund_deciders');

/** `table`.`column`, qualified even where drizzle would leave it bare (a query of one table). */
const qualified = (table: PgTable, column: string) => sql`${table}.${sql.identifier(column)}`;

/** The buyer's completed lessons of the order's course (My courses' figure) and the course's lessons. */
const progressColumns = {
  completedLessons: sql<number>`coalesce((select ${completedLessons} from ${enrolments}
    where ${qualified(enrolments, 'user_id')} = ${qualified(orders, 'user_id')}
      and ${qualified(enrolments, 'course_id')} = ${qualified(orders, 'course_id')}), 0)`.mapWith(Number),
  totalLessons: sql<number>`coalesce((select ${qualified(courses, 'lesson_count')} from ${courses}
    where ${qualified(courses, 'id')} = ${qualified(orders, 'course_id')}), 0)`.mapWith(Number),
};

/** A refund with what the admins' list shows beside it. */
const listColumns = {
  refund: refunds,
  orderUserId: orders.userId,
  courseId: orders.courseId,
  courseTitle: orders.courseTitle,
  provider: orders.provider,
  paidAt: orders.capturedAt,
  buyerName: buyers.name,
  buyerEmail: buyers.email,
  requesterName: requesters.name,
  requesterRole: requesters.role,
  deciderName: deciders.name,
  creditNoteId: creditNotes.id,
  creditNoteNumber: creditNotes.number,
};

/** The payment of a refund's order, as the provider is asked about it. */
export interface RefundPayment {
  id: string;
  provider: string;
  paymentId: string | null;
  captureId: string | null;
}

/** A refund a resume round claimed, with its order's payment. */
export interface StuckRefund {
  refund: RefundRecord;
  order: RefundPayment;
}

export interface ListedRefund {
  refund: RefundRecord;
  orderUserId: string;
  courseId: string;
  courseTitle: string;
  provider: string;
  paidAt: Date | null;
  buyerName: string;
  buyerEmail: string;
  requesterName: string;
  requesterRole: string;
  deciderName: string | null;
  creditNoteId: string | null;
  creditNoteNumber: string | null;
}

export class RefundRepository extends Repository {
  private listed(db: Handle) {
    return db
      .select(listColumns)
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(buyers, eq(buyers.id, orders.userId))
      .innerJoin(requesters, eq(requesters.id, refunds.requestedBy))
      .leftJoin(deciders, eq(deciders.id, refunds.decidedBy))
      .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
      .$dynamic();
  }

  /** One refund as the admins' list shows it. */
  async listedOne(id: string, db: Handle = this.db): Promise<ListedRefund | undefined> {
    const [row] = await this.listed(db).where(eq(refunds.id, id));
    return row;
  }

  /** The refunds, newest first, one page, and how many match. */
  list(filter: { status?: RefundStatus; page: number; pageSize: number }) {
    const where = filter.status ? eq(refunds.status, filter.status) : undefined;
    return newestFirstPage(this.db, this.listed(this.db), refunds, where, filter);
  }

  /** The order row, locked for the rest of the transaction, with the buyer's progress in its course. */
  async lockOrder(tx: Tx, orderId: string) {
    const [row] = await tx
      .select({ order: orders, ...progressColumns })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update', { of: orders });
    return row;
  }

  byId(id: string, db: Handle = this.db): Promise<RefundRecord | undefined> {
    return this.rowById(refunds, id, db);
  }

  async ofOrder(orderId: string, db: Handle = this.db): Promise<RefundRecord | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId));
    return row;
  }

  /** The refund a provider knows by its own id, for orders paid through that provider. */
  byProviderRefundId(provider: string, providerRefundId: string): Promise<RefundRecord | undefined> {
    return this.throughProvider(provider, eq(refunds.providerRefundId, providerRefundId));
  }

  /** The refund of that id if its order was paid through that provider (a provider echoing our id). */
  ofProvider(provider: string, id: string): Promise<RefundRecord | undefined> {
    return this.throughProvider(provider, eq(refunds.id, id));
  }

  /** The refund that matches `where` (at most one does) if its order was paid through that provider. */
  private async throughProvider(provider: string, where: SQL): Promise<RefundRecord | undefined> {
    const [row] = await this.db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(where, eq(orders.provider, provider)));
    return row?.refund;
  }

  insert(tx: Tx, values: typeof refunds.$inferInsert): Promise<RefundRecord> {
    return this.insertRow(tx, refunds, values);
  }

  /**
   * Moves the refund from one of `from` to `values.status`, in one conditional update: undefined when
   * it was in none of them (a concurrent decision got there first).
   */
  async move(
    db: Handle,
    id: string,
    from: readonly RefundStatus[],
    values: PgUpdateSetSource<typeof refunds> & { status: RefundStatus },
  ): Promise<RefundRecord | undefined> {
    const [row] = await db
      .update(refunds)
      .set(values)
      .where(and(eq(refunds.id, id), inArray(refunds.status, [...from])))
      .returning();
    return row;
  }

  /** Completes a processing refund now: undefined when it was not processing (done already). */
  complete(tx: Tx, id: string, providerRefundId: string): Promise<RefundRecord | undefined> {
    return this.move(tx, id, ['processing'], {
      status: 'refunded',
      providerRefundId,
      failureReason: null,
      completedAt: sql`now()`,
    });
  }

  /**
   * Claims up to `limit` refunds left processing: approved (or last asked) more than `graceMs` ago,
   * oldest first, each with its order's payment; marks them asked now. Two statements in one
   * transaction with SKIP LOCKED, as orders' claimForReconcile: two rounds never take one refund.
   */
  claimStuck({ graceMs, limit }: { graceMs: number; limit: number }): Promise<StuckRefund[]> {
    const lastAsked = sql`coalesce(${refunds.checkedAt}, ${refunds.decidedAt}, ${refunds.createdAt})`;
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'processing'), sql`${lastAsked} < now() - ${graceMs} * interval '1 millisecond'`))
        .orderBy(lastAsked)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const ids = due.map((r) => r.id);
      await tx
        .update(refunds)
        .set({ checkedAt: sql`now()` })
        .where(inArray(refunds.id, ids));
      return tx
        .select({
          refund: refunds,
          order: { id: orders.id, provider: orders.provider, paymentId: orders.paymentId, captureId: orders.captureId },
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(inArray(refunds.id, ids));
    });
  }

  /** The provider could not be reached: the processing refund is requested again, with the reason. */
  async backToRequested(id: string, reason: string): Promise<void> {
    await this.move(this.db, id, ['processing'], { status: 'requested', failureReason: reason });
  }

  /** A pending refund at the provider keeps the provider's id, to be completed by its webhook. */
  async notePending(id: string, providerRefundId: string): Promise<void> {
    await this.db
      .update(refunds)
      .set({ providerRefundId })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'processing')));
  }

  /** The paid order becomes Refunded (only from Approval). */
  async markOrderRefunded(tx: Tx, orderId: string): Promise<void> {
    await tx
      .update(orders)
      .set({ status: 'Refunded', updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'Approval')));
  }

  /** Ends the buyer's access to the course (the catalogue's triggers recount its learners). */
  async endEnrolment(tx: Tx, userId: string, courseId: string): Promise<void> {
    await tx.delete(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  }

  async invoiceIdOfOrder(orderId: string, db: Handle = this.db): Promise<string | null> {
    return this.idWhere(invoices, eq(invoices.orderId, orderId), db);
  }

  async person(id: string, db: Handle = this.db): Promise<{ name: string; email: string; role: string } | undefined> {
    const [row] = await db
      .select({ name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, id));
    return row;
  }

  /** Every order of the buyer, newest first, with its invoice, credit note, refund and the buyer's progress. */
  purchases(userId: string) {
    return this.db
      .select({
        order: orders,
        ...progressColumns,
        invoiceId: invoices.id,
        invoiceNumber: invoices.number,
        invoiceKind: invoices.kind,
        creditNoteId: creditNotes.id,
        creditNoteNumber: creditNotes.number,
        refund: refunds,
      })
      .from(orders)
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .leftJoin(creditNotes, eq(creditNotes.invoiceId, invoices.id))
      .leftJoin(refunds, eq(refunds.orderId, orders.id))
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }
}
