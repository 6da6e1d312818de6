/**
 * Demo commerce (issue 21): the seller's GST settings, a tax invoice for every paid demo sale
 * (issued as of its payment, in the order they were paid, so the numbers run by date), and one
 * sale refunded by an admin with its credit note. Buyers' billing states alternate between the
 * seller's state (CGST + SGST) and others (IGST), so both kinds of invoice are there to look at.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { orders, sellerSettings } from '../db/schema/index.js';
import { DocumentIssuer } from '../modules/invoices/issuer.js';
import { InvoiceRepository } from '../modules/invoices/repository.js';
import type { RefundService } from '../modules/refunds/service.js';
import type { DemoUser } from './people.js';

/** The demo seller: Karnataka (29). The GSTIN is made up but well formed (its check character holds). */
export const DEMO_SELLER = {
  legalName: 'CMS College of Engineering Learning LLP',
  address: 'Survey No. 12, Outer Ring Road, Marathahalli, Bengaluru 560037, Karnataka',
  stateCode: '29',
  gstin: '29AAICC5120K1ZK',
  sac: '999293',
  rateBp: 1800,
} as const;

/** The billing states the demo buyers give, in turn: Karnataka (the seller's), Maharashtra, Tamil Nadu. */
const BILLING_STATES = ['29', '27', '33'] as const;

export const DEMO_REFUND_REASON = 'Bought twice by mistake: refunded by the admin (demo).';

export async function seedDemoCommerce(
  db: Db,
  refunds: Pick<RefundService, 'refundOrder'>,
  { admin, instructor, spare }: { admin: DemoUser; instructor: DemoUser; spare: readonly string[] },
): Promise<void> {
  await db.insert(sellerSettings).values({ id: 1, ...DEMO_SELLER });

  const paid = await db
    .select({ id: orders.id, userId: orders.userId, capturedAt: orders.capturedAt, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.status, 'Approval'))
    .orderBy(asc(sql`coalesce(${orders.capturedAt}, ${orders.createdAt})`), asc(orders.id));
  const repo = new InvoiceRepository(db);
  for (const [i, order] of paid.entries()) {
    await db
      .update(orders)
      .set({ billingState: BILLING_STATES[i % BILLING_STATES.length]! })
      .where(eq(orders.id, order.id));
    const at = order.capturedAt ?? order.createdAt;
    await db.transaction((tx) => new DocumentIssuer(repo, () => at).issue(tx, order.id));
  }

  // The demo's payout paid the instructor the sale's earning (the price less GST), as payouts do.
  await db.execute(
    sql`update payouts p set amount_paise = o.earning_paise from orders o where o.id = p.order_id`,
  );

  // A refund: the most recent sale of the demo instructor to a buyer who is not a demo login.
  const [refundable] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      sql`${orders.status} = 'Approval' and ${orders.instructorId} = ${instructor.id}
        and ${orders.userId} not in (${sql.join(
          spare.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    )
    .orderBy(sql`${orders.capturedAt} desc nulls last`, asc(orders.id))
    .limit(1);
  if (refundable) await refunds.refundOrder(admin.id, refundable.id, DEMO_REFUND_REASON);
}
