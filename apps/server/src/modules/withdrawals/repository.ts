/** Data access for withdrawal requests. No business rules here. */
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { WithdrawalStatus } from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { instructorProfiles, users, withdrawals } from '../../db/schema/index.js';
import { pageWindow } from '../../db/list-query.js';
import { Repository, type Handle } from '../../db/repository.js';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type NewWithdrawal = typeof withdrawals.$inferInsert;

/** A withdrawal with its instructor's name and e-mail (the admin's view). */
const withInstructor = {
  withdrawal: withdrawals,
  instructorName: users.name,
  instructorEmail: users.email,
};
export type AdminWithdrawalRow = { withdrawal: WithdrawalRow; instructorName: string; instructorEmail: string };

export interface AdminWithdrawalFilter {
  status?: WithdrawalStatus;
  page: number;
  pageSize: number;
}

const newestFirst = [desc(withdrawals.createdAt), desc(withdrawals.id)];

export class WithdrawalRepository extends Repository {
  /** The instructor's UPI ID as on the profile ('' or undefined when there is none). */
  async upiOf(instructorId: string, db: Handle = this.db): Promise<string | undefined> {
    const [row] = await db
      .select({ upi: instructorProfiles.upi })
      .from(instructorProfiles)
      .where(eq(instructorProfiles.userId, instructorId));
    return row?.upi;
  }

  /** The instructor's requests, newest first. */
  history(instructorId: string): Promise<WithdrawalRow[]> {
    return this.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.instructorId, instructorId))
      .orderBy(...newestFirst);
  }

  insert(tx: Tx, values: NewWithdrawal): Promise<WithdrawalRow> {
    return this.insertRow(tx, withdrawals, values);
  }

  /** The request without locking it (to learn whose balance to lock first). */
  find(id: string, db: Handle = this.db): Promise<WithdrawalRow | undefined> {
    return this.rowById(withdrawals, id, db);
  }

  /** Locks the request for the rest of the transaction. */
  lock(tx: Tx, id: string): Promise<WithdrawalRow | undefined> {
    return this.rowById(withdrawals, id, tx, 'update');
  }

  /** Records the admin's decision. */
  async decide(
    tx: Tx,
    id: string,
    values: { status: WithdrawalStatus; adminRemarks: string | null; processedBy: string },
  ): Promise<WithdrawalRow> {
    const [row] = await tx
      .update(withdrawals)
      .set({ ...values, processedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(withdrawals.id, id))
      .returning();
    return row!;
  }

  /** One request with its instructor. */
  async adminOne(id: string, db: Handle = this.db): Promise<AdminWithdrawalRow | undefined> {
    const [row] = await db
      .select(withInstructor)
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.instructorId))
      .where(eq(withdrawals.id, id));
    return row;
  }

  /** Every instructor's requests (of one status when given), newest first, a page of them, the total, and the pending count. */
  async adminList(
    filter: AdminWithdrawalFilter,
  ): Promise<{ rows: AdminWithdrawalRow[]; total: number; pending: number }> {
    const where: SQL | undefined = filter.status ? eq(withdrawals.status, filter.status) : undefined;
    const { limit, offset } = pageWindow(filter);
    const [rows, [totals]] = await Promise.all([
      this.db
        .select(withInstructor)
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.instructorId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
      this.db
        .select({
          total: where ? sql<number>`count(*) filter (where ${where})` : count(),
          pending: sql<number>`count(*) filter (where ${withdrawals.status} = 'pending')`,
        })
        .from(withdrawals),
    ]);
    return { rows, total: Number(totals?.total ?? 0), pending: Number(totals?.pending ?? 0) };
  }
}
