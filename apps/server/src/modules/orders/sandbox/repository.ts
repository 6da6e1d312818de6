/** Data access of the sandbox checkout page: a sandbox payment with its order and buyer. No business rules here. */
import { eq } from 'drizzle-orm';
import { orders, sandboxPayments, users } from '../../../db/schema/index.js';
import { Repository } from '../../../db/repository.js';

export class SandboxCheckoutRepository extends Repository {
  /** A sandbox payment with its order and buyer (for the checkout page). */
  async checkout(paymentId: string) {
    const [row] = await this.db
      .select({
        paymentId: sandboxPayments.id,
        paymentStatus: sandboxPayments.status,
        amountPaise: sandboxPayments.amountPaise,
        currency: sandboxPayments.currency,
        payerId: sandboxPayments.payerId,
        returnUrl: sandboxPayments.returnUrl,
        cancelUrl: sandboxPayments.cancelUrl,
        orderId: orders.id,
        orderStatus: orders.status,
        courseId: orders.courseId,
        courseTitle: orders.courseTitle,
        buyerId: users.id,
        buyerName: users.name,
        buyerEmail: users.email,
      })
      .from(sandboxPayments)
      .innerJoin(orders, eq(orders.id, sandboxPayments.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(sandboxPayments.id, paymentId));
    return row;
  }
}

export type SandboxCheckoutRow = NonNullable<Awaited<ReturnType<SandboxCheckoutRepository['checkout']>>>;
