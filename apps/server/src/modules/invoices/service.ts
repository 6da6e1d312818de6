/**
 * Invoices, receipts and credit notes as their readers get them: the JSON of one, its PDF (made at
 * request from the stored row) for the order's buyer and admins (anyone else: 404, as for an
 * unknown id), and the invoice PDF a receipt mail carries (made when the mail is sent).
 */
import {
  documentFileName,
  gstStateNameOf,
  invoicePdfPath,
  type InvoiceDocument,
  type InvoiceKind,
} from '@cms/contract';
import { iso } from '../../dates/iso.js';
import type { MailAttachment, MailAttachments } from '../../mail/attachments.js';
import type { MailKind } from '../../mail/mail.js';
import type { Viewer } from '../../session/viewer.js';
import { amountInWords } from './amount-in-words.js';
import { documentPdf, type DocumentFacts } from './document-pdf.js';
import { invoiceErrors } from './errors.js';
import type { CreditNoteWithInvoice, InvoiceRepository, InvoiceRow } from './repository.js';

/** A PDF and its file name. */
export interface DocumentFile {
  pdf: Buffer;
  filename: string;
}

/**
 * The mail kinds whose outbox row id is the id of the document they carry (one mail per document):
 * a receipt carries its order's invoice; a refund's decision, when the refund is done, its credit note.
 */
export const DOCUMENT_MAIL_KINDS: Readonly<Record<string, 'invoice' | 'credit_note'>> = {
  receipt: 'invoice',
  'refund-decision': 'credit_note',
} satisfies Partial<Record<MailKind, 'invoice' | 'credit_note'>>;

const mayRead = (viewer: NonNullable<Viewer>, buyerId: string) => viewer.role === 'Admin' || viewer.userId === buyerId;

const stateOf = (code: string | null) => (code ? (gstStateNameOf(code) ?? code) : null);

function facts(row: InvoiceRow): DocumentFacts {
  return { ...row, kind: row.kind as InvoiceKind };
}

/** An invoice's or receipt's PDF and its file name. */
async function invoiceFile(row: InvoiceRow): Promise<DocumentFile> {
  return { pdf: await documentPdf(facts(row)), filename: documentFileName(row.number) };
}

/** A credit note's PDF: its invoice's parties and lines, its own number, date and amounts, the invoice it cancels. */
async function creditNoteFile(note: CreditNoteWithInvoice): Promise<DocumentFile> {
  const pdf = await documentPdf({
    ...facts(note.invoice),
    kind: 'credit_note',
    number: note.number,
    issuedAt: note.issuedAt,
    taxablePaise: note.taxablePaise,
    cgstPaise: note.cgstPaise,
    sgstPaise: note.sgstPaise,
    igstPaise: note.igstPaise,
    totalPaise: note.totalPaise,
    against: { number: note.invoice.number, reason: note.reason },
  });
  return { pdf, filename: documentFileName(note.number) };
}

export class InvoiceService implements MailAttachments {
  constructor(private readonly repo: InvoiceRepository) {}

  private async readable(viewer: NonNullable<Viewer>, id: string) {
    const row = await this.repo.invoice(id);
    if (!row || !mayRead(viewer, row.buyerId)) throw invoiceErrors.notFound();
    return row;
  }

  async view(viewer: NonNullable<Viewer>, id: string): Promise<InvoiceDocument> {
    const row = await this.readable(viewer, id);
    const { seller, buyer } = row.parties;
    return {
      id: row.id,
      orderId: row.orderId,
      kind: row.kind as InvoiceKind,
      number: row.number,
      issuedAt: iso(row.issuedAt),
      seller: seller && { ...seller, state: stateOf(seller.stateCode) },
      buyer: { ...buyer, state: stateOf(buyer.stateCode) },
      placeOfSupply: row.kind === 'tax_invoice' ? stateOf(buyer.stateCode) : null,
      courseTitle: row.courseTitle,
      sac: row.sac,
      ratePercent: row.rateBp / 100,
      listPricePaise: row.listPricePaise,
      discountPaise: row.discountPaise,
      couponCode: row.couponCode,
      taxablePaise: row.taxablePaise,
      cgstPaise: row.cgstPaise,
      sgstPaise: row.sgstPaise,
      igstPaise: row.igstPaise,
      totalPaise: row.totalPaise,
      amountInWords: amountInWords(row.totalPaise),
      pdfUrl: invoicePdfPath(row.id),
    };
  }

  async pdf(viewer: NonNullable<Viewer>, id: string): Promise<DocumentFile> {
    return invoiceFile(await this.readable(viewer, id));
  }

  async creditNotePdf(viewer: NonNullable<Viewer>, id: string): Promise<DocumentFile> {
    const note = await this.repo.creditNote(id);
    if (!note || !mayRead(viewer, note.buyerId)) throw invoiceErrors.creditNoteNotFound();
    return creditNoteFile(note);
  }

  /** Each order's invoice or receipt (id, number, kind) by order id: for lists of orders (the purchases page). */
  invoiceOfOrders(orderIds: readonly string[]) {
    return this.repo.invoiceOfOrders(orderIds);
  }

  /**
   * The PDF a mail carries (its row id is the document's): a receipt's invoice, a refund's credit
   * note; none for other mail, or a refund decision without a credit note (a rejection).
   */
  async of(mail: { id: string; kind: string }): Promise<MailAttachment[]> {
    const carries = DOCUMENT_MAIL_KINDS[mail.kind];
    if (!carries) return [];
    const row = carries === 'invoice' ? await this.repo.invoice(mail.id) : null;
    const note = carries === 'credit_note' ? await this.repo.creditNote(mail.id) : null;
    const file = row ? await invoiceFile(row) : note ? await creditNoteFile(note) : null;
    return file ? [{ filename: file.filename, contentType: 'application/pdf', content: file.pdf }] : [];
  }
}
