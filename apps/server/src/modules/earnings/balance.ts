/**
 * An instructor's balance, the one place it is computed (spec 9, with our deviation):
 * available = approved earnings − approved withdrawals − pending withdrawals − payouts.
 * Pending requests are held back so that requests can never add up to more than was earned.
 */
import { eq, sql } from 'drizzle-orm';
import type { Balance } from '@cms/contract';
import { rowsOf, type Db, type Tx } from '../../db/client.js';
import { orders, payouts, users, withdrawals } from '../../db/schema/index.js';

type Handle = Db | Tx;

/** The balance now, read through `db` (inside a transaction, after lockInstructorBalance). */
export async function balanceOf(db: Handle, instructorId: string): Promise<Balance> {
  const result = await db.execute(sql`select
      (select coalesce(sum(${orders.pricePaise}), 0)::bigint from ${orders}
        where ${orders.instructorId} = ${instructorId} and ${orders.status} = 'Approval') as earned,
      (select coalesce(sum(${withdrawals.amountPaise}), 0)::bigint from ${withdrawals}
        where ${withdrawals.instructorId} = ${instructorId} and ${withdrawals.status} = 'approved') as approved,
      (select coalesce(sum(${withdrawals.amountPaise}), 0)::bigint from ${withdrawals}
        where ${withdrawals.instructorId} = ${instructorId} and ${withdrawals.status} = 'pending') as pending,
      (select coalesce(sum(${payouts.amountPaise}), 0)::bigint from ${payouts}
        where ${payouts.instructorId} = ${instructorId}) as paid`);
  const [row] = rowsOf<Record<'earned' | 'approved' | 'pending' | 'paid', string | number>>(result);
  return balanceFrom({
    earnedPaise: Number(row?.earned ?? 0),
    approvedWithdrawalsPaise: Number(row?.approved ?? 0),
    pendingWithdrawalsPaise: Number(row?.pending ?? 0),
    paidOutPaise: Number(row?.paid ?? 0),
  });
}

export function balanceFrom(parts: Omit<Balance, 'availablePaise'>): Balance {
  return {
    ...parts,
    availablePaise:
      parts.earnedPaise - parts.approvedWithdrawalsPaise - parts.pendingWithdrawalsPaise - parts.paidOutPaise,
  };
}

/**
 * Locks the instructor's balance for the rest of the transaction: every write that takes money
 * out of it (a withdrawal request, a payout) takes this lock first, then reads balanceOf, so
 * concurrent requests are serialised and never take more than the balance.
 */
export async function lockInstructorBalance(tx: Tx, instructorId: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, instructorId)).for('update');
  return rows.length > 0;
}
