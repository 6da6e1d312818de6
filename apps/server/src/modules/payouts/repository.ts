/** Data access for payouts and the order, instructor and recorder they concern. No business rules here. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { instructorProfiles, orders, payouts, users } from '../../db/schema/index.js';
import { Repository, type Handle } from '../../db/repository.js';

export type PayoutOrderRow = typeof orders.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;

export class PayoutRepository extends Repository {
  order(id: string, db: Handle = this.db): Promise<PayoutOrderRow | undefined> {
    return this.rowById(orders, id, db);
  }

  /**
   * Locks the order against other payouts and status changes for the rest of the transaction.
   * FOR NO KEY UPDATE: a payout being inserted elsewhere (its foreign key takes KEY SHARE) does not
   * wait on it, so such a race ends on the unique order id.
   */
  lockOrder(tx: Tx, id: string): Promise<PayoutOrderRow | undefined> {
    return this.rowById(orders, id, tx, 'no key update');
  }

  /** The instructor's name, e-mail and the profile's UPI ID (undefined without a profile). */
  async instructor(id: string, db: Handle = this.db) {
    const [row] = await db
      .select({ id: users.id, name: users.name, email: users.email, upi: instructorProfiles.upi })
      .from(users)
      .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
      .where(eq(users.id, id));
    return row;
  }

  /** The order's payout with the name and e-mail of the admin who recorded it. */
  async payoutOf(orderId: string, db: Handle = this.db) {
    const [row] = await db
      .select({ payout: payouts, recorderName: users.name, recorderEmail: users.email })
      .from(payouts)
      .innerJoin(users, eq(users.id, payouts.recordedBy))
      .where(eq(payouts.orderId, orderId));
    return row;
  }

  async insert(tx: Tx, values: NewPayout): Promise<void> {
    await tx.insert(payouts).values(values);
  }
}

export type PayoutWithRecorder = NonNullable<Awaited<ReturnType<PayoutRepository['payoutOf']>>>;
