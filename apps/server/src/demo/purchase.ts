/** Demo orders as the sandbox checkout would have left them, at a chosen time and in a chosen state. */
import { randomBytes } from 'node:crypto';
import {
  CURRENCY,
  PAYMENT_RETURN_PATH,
  SANDBOX_PAYER_PREFIX,
  SANDBOX_PAYMENT_PREFIX,
  type OrderStatus,
} from '@cms/contract';
import type { Db } from '../db/client.js';
import { enrolments, orders, sandboxPayments } from '../db/schema/index.js';
import { newOrder, type OrderedCourse } from '../modules/orders/checkout/new-order.js';

export interface DemoBuyer {
  id: string;
  email: string;
  role: 'Student' | 'Lead';
}

/** A course on sale, as its orders copy it. */
export type DemoSale = OrderedCourse;

/** What the sandbox provider keeps for an order in each state. */
const PAYMENT_STATUS: Record<OrderStatus, string> = {
  Approval: 'CAPTURED',
  Pending: 'CREATED',
  Rejected: 'DECLINED',
  Cancelled: 'CANCELLED',
  Refunded: 'REFUNDED',
};

const FAILURE_REASON: Partial<Record<OrderStatus, string>> = {
  Rejected: 'The payment was declined by the payment provider',
  Cancelled: 'The buyer cancelled the checkout',
};

/**
 * An order with its sandbox payment; an Approval order also has its capture and the buyer's
 * enrolment, both dated like the order. Returns the order id.
 */
export async function seedOrder(
  db: Db,
  buyer: DemoBuyer,
  course: DemoSale,
  { status = 'Approval', at = new Date() }: { status?: OrderStatus; at?: Date } = {},
): Promise<string> {
  const hex = (n: number) => randomBytes(n).toString('hex').toUpperCase();
  const paymentId = `${SANDBOX_PAYMENT_PREFIX}${hex(10)}`;
  const paid = status === 'Approval';
  const payerId = status === 'Pending' || status === 'Cancelled' ? null : `${SANDBOX_PAYER_PREFIX}${hex(5)}`;
  const captureId = paid ? `SBXCAP-${hex(8)}` : null;
  const capturedAt = paid ? new Date(at.getTime() + 90_000) : null;
  const [order] = await db
    .insert(orders)
    .values({
      ...newOrder({ userId: buyer.id, email: buyer.email }, course),
      provider: 'sandbox',
      status,
      paymentId,
      payerId,
      captureId,
      failureReason: FAILURE_REASON[status] ?? null,
      createdAt: at,
      updatedAt: capturedAt ?? at,
      capturedAt,
    })
    .returning({ id: orders.id });
  const returnUrl = PAYMENT_RETURN_PATH[buyer.role];
  await db.insert(sandboxPayments).values({
    id: paymentId,
    orderId: order!.id,
    amountPaise: course.pricePaise,
    currency: CURRENCY,
    status: PAYMENT_STATUS[status],
    payerId,
    captureId,
    returnUrl,
    cancelUrl: `${returnUrl}?cancelled=1`,
    createdAt: at,
    updatedAt: capturedAt ?? at,
  });
  if (paid) {
    await db
      .insert(enrolments)
      .values({ userId: buyer.id, courseId: course.id, createdAt: capturedAt! })
      .onConflictDoNothing();
  }
  return order!.id;
}
