/**
 * Demo mail: a few real mails in the outbox on first start, written by the same templates and
 * queue as the live actions — the demo student's receipt and the demo instructor's two withdrawal
 * decisions — each dated like the event it reports.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { INSTRUCTOR_WITHDRAWALS_PATH, MY_COURSES_PATH, type WithdrawalDecision } from '@cms/contract';
import type { Db } from '../db/client.js';
import { mailOutbox, orders, users, withdrawals } from '../db/schema/index.js';
import type { OutgoingMail } from '../mail/mail.js';
import type { MailQueue } from '../mail/queue.js';
import { receiptMail } from '../mail/templates/receipt.js';
import { withdrawalDecisionMail } from '../mail/templates/withdrawal-decision.js';

/** Where `npm start` serves the app: the links of demo mail point there. */
export const DEMO_APP_URL = 'http://localhost:3000';

export async function seedDemoMail(db: Db, mail: MailQueue, appUrl: string = DEMO_APP_URL): Promise<void> {
  const queue = async (message: OutgoingMail, at: Date) => {
    const row = await mail.enqueue(db, message);
    await db
      .update(mailOutbox)
      .set({ createdAt: at, updatedAt: at, nextAttemptAt: at })
      .where(eq(mailOutbox.id, row.id));
  };

  const [sale] = await db
    .select({ order: orders, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(users.email, 'student@cms.local'), eq(orders.status, 'Approval')))
    .orderBy(desc(orders.capturedAt))
    .limit(1);
  if (sale) {
    const paidAt = sale.order.capturedAt ?? sale.order.createdAt;
    await queue(
      receiptMail({
        to: { name: sale.name, email: sale.email },
        courseTitle: sale.order.courseTitle,
        amountPaise: sale.order.pricePaise,
        orderId: sale.order.id,
        paidAt,
        timeZone: mail.timeZone,
        myCoursesUrl: `${appUrl}${MY_COURSES_PATH.Student}`,
      }),
      paidAt,
    );
  }

  const decided = await db
    .select({ withdrawal: withdrawals, name: users.name, email: users.email })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.instructorId))
    .where(and(eq(users.email, 'instructor@cms.local'), inArray(withdrawals.status, ['approved', 'rejected'])))
    .orderBy(withdrawals.processedAt);
  for (const { withdrawal: w, name, email } of decided) {
    const processedAt = w.processedAt ?? w.updatedAt;
    await queue(
      withdrawalDecisionMail({
        to: { name, email },
        decision: w.status as WithdrawalDecision,
        amountPaise: w.amountPaise,
        upi: w.upi,
        requestedAt: w.createdAt,
        adminRemarks: w.adminRemarks,
        timeZone: mail.timeZone,
        withdrawalsUrl: `${appUrl}${INSTRUCTOR_WITHDRAWALS_PATH}`,
      }),
      processedAt,
    );
  }
}
