/**
 * An instructor's balance, the one place it is computed and locked (spec 9, with our deviation):
 * available = approved earnings − approved withdrawals − pending withdrawals − payouts.
 * Pending requests are held back so that requests can never add up to more than was earned.
 * Built once in the composition root and handed to every service that reads or spends a balance.
 */
import { eq, sql } from 'drizzle-orm';
import type { Balance } from '@cms/contract';
import { rowsOf, type Tx } from '../../db/client.js';
import { Repository, type Handle } from '../../db/repository.js';
import { orders, payouts, users, withdrawals } from '../../db/schema/index.js';

export interface Ledger {
  /** The balance now, read through `db` (inside a transaction, after `lock`). */
  balance(instructorId: string, db?: Handle): Promise<Balance>;
  /**
   * Locks the instructor's balance for the rest of the transaction: every write that takes money
   * out of it (a withdrawal request, a payout) takes this lock first, then reads `balance`, so
   * concurrent requests are serialised and never take more than the balance. False when no such user.
   */
  lock(tx: Tx, instructorId: string): Promise<boolean>;
}

function balanceFrom(parts: Omit<Balance, 'availablePaise'>): Balance {
  return {
    ...parts,
    availablePaise:
      parts.earnedPaise - parts.approvedWithdrawalsPaise - parts.pendingWithdrawalsPaise - parts.paidOutPaise,
  };
}

/** The ledger over the orders, withdrawals and payouts tables. */
export class DatabaseLedger extends Repository implements Ledger {
  async balance(instructorId: string, db: Handle = this.db): Promise<Balance> {
    const result = await db.execute(sql`select
        (select coalesce(sum(${orders.earningPaise}), 0)::bigint from ${orders}
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

  async lock(tx: Tx, instructorId: string): Promise<boolean> {
    const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, instructorId)).for('update');
    return rows.length > 0;
  }
}
