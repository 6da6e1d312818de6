/**
 * Data access of invoices, receipts and credit notes, the seller's GST settings and the gap-free
 * number series (all of their SQL). No business rules here.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.js';
import {
  creditNotes,
  documentSeries,
  invoices,
  orders,
  sellerSettings,
  users,
  type DocumentParties,
} from '../../db/schema/index.js';
import { Repository, type Handle } from '../../db/repository.js';

export type SellerSettingsRow = typeof sellerSettings.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = typeof creditNotes.$inferInsert;
export type { DocumentParties };

/** The settings' values as written (the row's id is always 1). */
export type SellerSettingsWrite = Pick<
  SellerSettingsRow,
  'legalName' | 'address' | 'stateCode' | 'gstin' | 'sac' | 'rateBp'
>;

/** What issuing a document needs of its order and buyer. */
export interface OrderToInvoice {
  id: string;
  userId: string;
  courseTitle: string;
  pricePaise: number;
  listPricePaise: number;
  discountPaise: number;
  couponCode: string | null;
  billingState: string | null;
  buyerGstin: string | null;
  buyerName: string;
  buyerEmail: string;
}

/** What issuing an order's document reads, in one query. */
export interface InvoiceFacts {
  order: OrderToInvoice;
  settings: SellerSettingsRow | null;
  existing: Pick<InvoiceRow, 'id' | 'kind' | 'number'> | null;
}

/** A document with the buyer of its order (who may read it). */
export type InvoiceWithBuyer = InvoiceRow & { buyerId: string };
export type CreditNoteWithInvoice = CreditNoteRow & { invoice: InvoiceRow; buyerId: string };

export class InvoiceRepository extends Repository {
  // ---- the seller's settings ---------------------------------------------------------------

  async settings(db: Handle = this.db): Promise<SellerSettingsRow | null> {
    const [row] = await db.select().from(sellerSettings).where(eq(sellerSettings.id, 1));
    return row ?? null;
  }

  /** The settings row locked for the rest of `tx` (null when there is none): one change at a time. */
  async lockSettings(tx: Tx): Promise<SellerSettingsRow | null> {
    const [row] = await tx.select().from(sellerSettings).where(eq(sellerSettings.id, 1)).for('update');
    return row ?? null;
  }

  async saveSettings(tx: Tx, values: SellerSettingsWrite): Promise<SellerSettingsRow> {
    const [row] = await tx
      .insert(sellerSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: sellerSettings.id, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    return row!;
  }

  /** Removes the settings; the removed row, or null when there was none. */
  async deleteSettings(tx: Tx): Promise<SellerSettingsRow | null> {
    const [row] = await tx.delete(sellerSettings).where(eq(sellerSettings.id, 1)).returning();
    return row ?? null;
  }

  // ---- numbers -----------------------------------------------------------------------------

  /**
   * The next number of a series in a financial year, in `tx`: one upsert whose row lock orders
   * concurrent issues until `tx` ends (consecutive, no duplicates), and whose increment a rolled
   * back `tx` undoes (no gaps).
   */
  async nextNumber(tx: Tx, series: string, financialYear: string): Promise<number> {
    const [row] = await tx
      .insert(documentSeries)
      .values({ kind: series, financialYear, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [documentSeries.kind, documentSeries.financialYear],
        set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
      })
      .returning({ lastNumber: documentSeries.lastNumber });
    return row!.lastNumber;
  }

  // ---- invoices ----------------------------------------------------------------------------

  /**
   * Everything issuing the order's document needs, in one read in `tx`: the order, its buyer's
   * current name and e-mail, the seller's settings (null without) and the document it already has
   * (null before its first issue).
   */
  async invoiceFacts(tx: Tx, orderId: string): Promise<InvoiceFacts | undefined> {
    const [row] = await tx
      .select({
        order: {
          id: orders.id,
          userId: orders.userId,
          courseTitle: orders.courseTitle,
          pricePaise: orders.pricePaise,
          listPricePaise: orders.listPricePaise,
          discountPaise: orders.discountPaise,
          couponCode: orders.couponCode,
          billingState: orders.billingState,
          buyerGstin: orders.buyerGstin,
          buyerName: users.name,
          buyerEmail: users.email,
        },
        settings: sellerSettings,
        existing: { id: invoices.id, kind: invoices.kind, number: invoices.number },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(sellerSettings, eq(sellerSettings.id, 1))
      .leftJoin(invoices, eq(invoices.orderId, orders.id))
      .where(eq(orders.id, orderId));
    return row && { order: row.order, settings: row.settings, existing: row.existing };
  }

  /**
   * Inserts the order's document and, in the same statement, writes the order's tax lines (its
   * earning, a generated column, follows): one round trip inside the capture's transaction.
   */
  async insertInvoiceWithTaxes(
    tx: Tx,
    values: NewInvoice,
    tax: { cgstPaise: number; sgstPaise: number; igstPaise: number },
  ): Promise<Pick<InvoiceRow, 'id' | 'kind' | 'number'>> {
    const taxed = tx.update(orders).set(tax).where(eq(orders.id, values.orderId));
    const insert = tx
      .insert(invoices)
      .values(values)
      .returning({ id: invoices.id, kind: invoices.kind, number: invoices.number });
    const [row] = rowsOf<Pick<InvoiceRow, 'id' | 'kind' | 'number'>>(
      await tx.execute(sql`with taxed as (${taxed.getSQL()}) ${insert.getSQL()}`),
    );
    return row!;
  }

  async invoiceOfOrder(orderId: string, db: Handle = this.db): Promise<InvoiceRow | undefined> {
    const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
    return row;
  }

  insertInvoice(tx: Tx, values: NewInvoice): Promise<InvoiceRow> {
    return this.insertRow(tx, invoices, values);
  }

  async invoice(id: string, db: Handle = this.db): Promise<InvoiceWithBuyer | undefined> {
    const [row] = await db
      .select({ invoice: invoices, buyerId: orders.userId })
      .from(invoices)
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(invoices.id, id));
    return row && { ...row.invoice, buyerId: row.buyerId };
  }

  /** The invoice row locked for the rest of `tx`. */
  lockInvoice(tx: Tx, id: string): Promise<InvoiceRow | undefined> {
    return this.rowById(invoices, id, tx, 'update');
  }

  /** Each order's invoice or receipt (id, number, kind), for lists of orders. */
  async invoiceOfOrders(orderIds: readonly string[]): Promise<Map<string, Pick<InvoiceRow, 'id' | 'number' | 'kind'>>> {
    if (orderIds.length === 0) return new Map();
    const rows = await this.db
      .select({ orderId: invoices.orderId, id: invoices.id, number: invoices.number, kind: invoices.kind })
      .from(invoices)
      .where(inArray(invoices.orderId, [...orderIds]));
    return new Map(rows.map(({ orderId, ...ref }) => [orderId, ref]));
  }

  // ---- credit notes ------------------------------------------------------------------------

  async creditNoteOfInvoice(invoiceId: string, db: Handle = this.db): Promise<CreditNoteRow | undefined> {
    const [row] = await db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId));
    return row;
  }

  insertCreditNote(tx: Tx, values: NewCreditNote): Promise<CreditNoteRow> {
    return this.insertRow(tx, creditNotes, values);
  }

  async creditNote(id: string, db: Handle = this.db): Promise<CreditNoteWithInvoice | undefined> {
    const [row] = await db
      .select({ note: creditNotes, invoice: invoices, buyerId: orders.userId })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(orders, eq(orders.id, invoices.orderId))
      .where(eq(creditNotes.id, id));
    return row && { ...row.note, invoice: row.invoice, buyerId: row.buyerId };
  }
}
