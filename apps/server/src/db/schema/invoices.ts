/**
 * GST tax invoices, receipts and credit notes (issue 21), the seller's settings they are made
 * from, and the gap-free number series they take their numbers from.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { orders } from './orders.js';

/**
 * The seller's GST settings: one row (id 1) or none. None: a plain receipt is issued instead of a
 * tax invoice, and prices carry no tax lines. Course prices are tax-inclusive (the price a buyer
 * sees is what they pay, as Indian consumer prices are shown): the tax is carved out of it.
 */
export const sellerSettings = pgTable(
  'seller_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    /** GST state code ("29" Karnataka); CGST + SGST for buyers in this state, IGST otherwise. */
    stateCode: text('state_code').notNull(),
    gstin: text('gstin').notNull(),
    sac: text('sac').notNull().default('999293'),
    /** Basis points: 1800 = 18 %. */
    rateBp: integer('rate_bp').notNull().default(1800),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('seller_settings_one_row', sql`${t.id} = 1`),
    check('seller_settings_rate_check', sql`${t.rateBp} between 0 and 2800`),
  ],
);

/**
 * The next number of each series (kind: invoice | receipt | credit_note) in each financial year.
 * Taken with an upsert inside the transaction that issues the document: the row lock orders
 * concurrent issues, and a rolled back transaction gives its number back (no gaps).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').notNull(),
    /** "2026-27". */
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** What a document says of the seller and the buyer, copied when it is issued. */
export interface DocumentParties {
  seller: { legalName: string; address: string; stateCode: string; gstin: string } | null;
  buyer: { name: string; email: string; stateCode: string | null; gstin: string | null };
}

/**
 * A tax invoice (the seller has GST settings) or a plain receipt (it has none), one per paid order,
 * issued in the transaction that marks the order paid. Amounts are copied from the order: they
 * never change after issue.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** tax_invoice | receipt. */
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    parties: jsonb('parties').$type<DocumentParties>().notNull(),
    courseTitle: text('course_title').notNull(),
    sac: text('sac'),
    rateBp: integer('rate_bp').notNull().default(0),
    listPricePaise: integer('list_price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    couponCode: text('coupon_code'),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (t) => [
    check('invoices_kind_check', sql`${t.kind} in ('tax_invoice','receipt')`),
    check(
      'invoices_sum_check',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);

/** A credit note against an invoice: the refund of its order (issued when the refund completes). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    refundId: uuid('refund_id').notNull().unique(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    reason: text('reason').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'credit_notes_sum_check',
      sql`${t.taxablePaise} + ${t.cgstPaise} + ${t.sgstPaise} + ${t.igstPaise} = ${t.totalPaise}`,
    ),
  ],
);
