/**
 * Data access for orders and the enrolments a capture creates, shared by checkout, the sandbox
 * checkout and reconciliation. No business rules here.
 */
import { and, asc, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { courses, enrolments, orders, users } from '../../db/schema/index.js';
import { Repository, type Handle } from '../../db/repository.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;

/** `ms` milliseconds before the database's now (one clock for every app process). */
const ago = (ms: number) => sql`now() - (${Math.round(ms)}::bigint * interval '1 millisecond')`;

export class OrderRepository extends Repository {
  /** What an order copies from the course (deleted and unpublished courses included: the service decides). */
  async course(courseId: string, db: Handle = this.db) {
    const [row] = await db
      .select({
        id: courses.id,
        title: courses.title,
        pricePaise: courses.pricePaise,
        instructorId: courses.instructorId,
        isPublished: courses.isPublished,
        deletedAt: courses.deletedAt,
      })
      .from(courses)
      .where(eq(courses.id, courseId));
    return row;
  }

  /** Locks the buyer's row: one order creation at a time per buyer. */
  async lockUser(tx: Tx, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  enrolmentId(userId: string, courseId: string, db: Handle = this.db): Promise<string | null> {
    return this.idWhere(enrolments, and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)), db);
  }

  /** Enrols the user unless already enrolled; returns the enrolment's id either way. */
  async enrol(tx: Tx, userId: string, courseId: string): Promise<string> {
    await tx.insert(enrolments).values({ userId, courseId }).onConflictDoNothing();
    const id = await this.enrolmentId(userId, courseId, tx);
    if (!id) throw new Error(`enrolment of ${userId} in ${courseId} missing after insert`);
    return id;
  }

  /** Cancels the buyer's Pending orders for the course; returns them. */
  cancelPending(tx: Tx, userId: string, courseId: string, reason: string): Promise<OrderRow[]> {
    return tx
      .update(orders)
      .set({ status: 'Cancelled', failureReason: reason, updatedAt: sql`now()` })
      .where(and(eq(orders.userId, userId), eq(orders.courseId, courseId), eq(orders.status, 'Pending')))
      .returning();
  }

  insert(tx: Tx, values: NewOrder): Promise<OrderRow> {
    return this.insertRow(tx, orders, values);
  }

  async setPaymentId(orderId: string, paymentId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ paymentId, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
  }

  /** Closes a Pending order (Rejected or Cancelled); undefined when it was not Pending. */
  async closePending(
    orderId: string,
    status: 'Rejected' | 'Cancelled',
    reason: string,
    extra: { captureId?: string } = {},
    db: Handle = this.db,
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ status, failureReason: reason, ...extra, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'Pending')))
      .returning();
    return row;
  }

  byId(id: string, db: Handle = this.db): Promise<OrderRow | undefined> {
    return this.rowById(orders, id, db);
  }

  async byPaymentId(paymentId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders.paymentId, paymentId));
    return row;
  }

  /** The order row, locked for the rest of the transaction. */
  lock(tx: Tx, id: string): Promise<OrderRow | undefined> {
    return this.rowById(orders, id, tx, 'update');
  }

  async markApproved(tx: Tx, id: string, values: { payerId: string | null; captureId: string }): Promise<void> {
    await tx
      .update(orders)
      .set({ status: 'Approval', ...values, capturedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, id));
  }

  /** Notes a capture that arrived for an order already closed (a refund is due). */
  async noteLateCapture(tx: Tx, id: string, captureId: string, reason: string): Promise<void> {
    await tx
      .update(orders)
      .set({ captureId, failureReason: reason, updatedAt: sql`now()` })
      .where(eq(orders.id, id));
  }

  /** The buyer's name, e-mail and role (a receipt sent without a signed-in buyer). */
  async recipient(tx: Tx, userId: string): Promise<{ name: string; email: string; role: string }> {
    const [row] = await tx
      .select({ name: users.name, email: users.email, role: users.role })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new Error(`buyer ${userId} of a paid order not found`);
    return row;
  }

  /**
   * Claims up to `limit` of `provider`'s Pending orders created over `graceMs` ago and not looked
   * at for `recheckMs`, least recently looked at first: their updated_at becomes now, so other
   * rounds and app processes skip them (rows another claim holds are skipped, not waited for).
   * Each comes with `expired`: created over `expireMs` ago, by the database's clock.
   */
  claimForReconcile(
    provider: string,
    { graceMs, recheckMs, expireMs, limit }: { graceMs: number; recheckMs: number; expireMs: number; limit: number },
  ): Promise<(OrderRow & { expired: boolean })[]> {
    // Two statements in one transaction, not `update … where id in (select … limit n for update
    // skip locked)`: the planner may run such a subquery more than once and so claim more than n.
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'Pending'),
            eq(orders.provider, provider),
            lt(orders.createdAt, ago(graceMs)),
            lt(orders.updatedAt, ago(recheckMs)),
          ),
        )
        .orderBy(asc(orders.updatedAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(orders)
        .set({ updatedAt: sql`now()` })
        .where(
          inArray(
            orders.id,
            due.map((r) => r.id),
          ),
        )
        .returning({ ...getTableColumns(orders), expired: sql<boolean>`${orders.createdAt} < ${ago(expireMs)}` });
    });
  }

  /** The buyer's orders, newest first. */
  mine(userId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }
}
