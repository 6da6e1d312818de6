/**
 * Issuing documents inside the transaction that causes them: the tax invoice or receipt of an
 * order as it becomes paid (checkout calls `issue` through its InvoiceIssuer port), and a credit
 * note against an invoice when its order is refunded (the refunds module calls `issueCreditNote`).
 * Each takes the next number of its series in the same transaction, so a number exists exactly
 * when its document does: consecutive, no gaps, no duplicates.
 */
import type { InvoiceKind } from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { CREDIT_NOTE_PREFIX, INVOICE_PREFIX, RECEIPT_PREFIX, financialYear, invoiceNumber } from './numbering.js';
import type { CreditNoteRow, InvoiceRepository, InvoiceRow } from './repository.js';
import { splitGst } from './tax.js';

/** The kinds of document: an order's (tax invoice or receipt) and a refund's (credit note). */
export type DocumentKind = InvoiceKind | 'credit_note';

/** Each kind's series (document_series.kind) and the prefix of its numbers. */
export const SERIES: Record<DocumentKind, { series: string; prefix: string }> = {
  tax_invoice: { series: 'invoice', prefix: INVOICE_PREFIX },
  receipt: { series: 'receipt', prefix: RECEIPT_PREFIX },
  credit_note: { series: 'credit_note', prefix: CREDIT_NOTE_PREFIX },
};

/** A document as the mail and lists name it. */
export interface IssuedDocument {
  id: string;
  kind: InvoiceKind;
  number: string;
}

/** What checkout needs of invoices (a port): the order's document, issued in the paying transaction. */
export interface InvoiceIssuer {
  /**
   * The order's tax invoice (the seller's GST settings and the buyer's billing state known: the
   * order's tax lines are written) or else its plain receipt. Called once the order is marked paid
   * in `tx`; an order that already has one gets it back unchanged.
   */
  issue(tx: Tx, orderId: string): Promise<IssuedDocument>;
}

export interface CreditNoteInput {
  invoiceId: string;
  refundId: string;
  reason: string;
}

const issued = (row: Pick<InvoiceRow, 'id' | 'kind' | 'number'>): IssuedDocument => ({
  id: row.id,
  kind: row.kind as InvoiceKind,
  number: row.number,
});

export class DocumentIssuer implements InvoiceIssuer {
  constructor(
    private readonly repo: InvoiceRepository,
    /** The issue instant (its financial year picks the series); tests may fix it. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async number(tx: Tx, kind: DocumentKind, at: Date) {
    const fy = financialYear(at);
    const { series, prefix } = SERIES[kind];
    return { financialYear: fy, number: invoiceNumber(prefix, fy, await this.repo.nextNumber(tx, series, fy)) };
  }

  async issue(tx: Tx, orderId: string): Promise<IssuedDocument> {
    // Three statements in the capture's transaction (its bench target is < 5 ms p95): one read of
    // the order, its buyer, the settings and any document already issued; the series' upsert; the
    // document's insert together with the order's tax lines.
    const facts = await this.repo.invoiceFacts(tx, orderId);
    if (!facts) throw new Error(`invoice: order ${orderId} not found`);
    const { order, settings, existing } = facts;
    if (existing) return issued(existing);
    const issuedAt = this.now();
    const seller = settings && {
      legalName: settings.legalName,
      address: settings.address,
      stateCode: settings.stateCode,
      gstin: settings.gstin,
    };
    const buyer = {
      name: order.buyerName,
      email: order.buyerEmail,
      stateCode: order.billingState,
      gstin: order.buyerGstin,
    };
    const common = {
      orderId,
      issuedAt,
      parties: { seller, buyer },
      courseTitle: order.courseTitle,
      listPricePaise: order.listPricePaise,
      discountPaise: order.discountPaise,
      couponCode: order.couponCode,
      totalPaise: order.pricePaise,
    };
    if (settings && order.billingState) {
      const split = splitGst({
        pricePaise: order.pricePaise,
        rateBasisPoints: settings.rateBp,
        sellerStateCode: settings.stateCode,
        buyerStateCode: order.billingState,
      });
      const tax = { cgstPaise: split.cgstPaise, sgstPaise: split.sgstPaise, igstPaise: split.igstPaise };
      const row = await this.repo.insertInvoiceWithTaxes(
        tx,
        {
          ...common,
          ...(await this.number(tx, 'tax_invoice', issuedAt)),
          kind: 'tax_invoice',
          sac: settings.sac,
          rateBp: settings.rateBp,
          taxablePaise: split.taxablePaise,
          ...tax,
        },
        tax,
      );
      return issued(row);
    }
    // No GST settings (or no billing state): a plain receipt, no tax lines; the order's stay 0.
    const row = await this.repo.insertInvoice(tx, {
      ...common,
      ...(await this.number(tx, 'receipt', issuedAt)),
      kind: 'receipt',
      sac: null,
      rateBp: 0,
      taxablePaise: order.pricePaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
    return issued(row);
  }

  /**
   * A credit note against an invoice (its order refunded), in the refund's transaction: the
   * invoice's amounts copied, the next number of the credit notes' series. One per invoice: the
   * invoice row is locked first, and a second call gets the first note back without a new number.
   */
  async issueCreditNote(tx: Tx, { invoiceId, refundId, reason }: CreditNoteInput): Promise<CreditNoteRow> {
    const invoice = await this.repo.lockInvoice(tx, invoiceId);
    if (!invoice) throw new Error(`credit note: invoice ${invoiceId} not found`);
    const existing = await this.repo.creditNoteOfInvoice(invoiceId, tx);
    if (existing) return existing;
    const issuedAt = this.now();
    return this.repo.insertCreditNote(tx, {
      invoiceId,
      refundId,
      reason,
      issuedAt,
      ...(await this.number(tx, 'credit_note', issuedAt)),
      taxablePaise: invoice.taxablePaise,
      cgstPaise: invoice.cgstPaise,
      sgstPaise: invoice.sgstPaise,
      igstPaise: invoice.igstPaise,
      totalPaise: invoice.totalPaise,
    });
  }
}
