/**
 * The PDF of a tax invoice, receipt or credit note, drawn with pdfkit at request from the stored
 * row (never from the order or the settings of today): A4 portrait, the title, number and date,
 * the seller with its GSTIN, the buyer (GSTIN when given), the place of supply, one line (the
 * course, SAC, price, discount and coupon, taxable value, CGST + SGST or IGST, total) and the total
 * in words. Standard PDF fonts (Helvetica): Latin text only, so amounts are written "INR 499.00"
 * (the rupee sign is not in their character set).
 */
import { INVOICE_MSG, PRODUCT_NAME, gstStateNameOf } from '@cms/contract';
import type { DocumentParties } from '../../db/schema/index.js';
import { amountInWords } from './amount-in-words.js';
import { FINANCIAL_YEAR_TIME_ZONE } from './numbering.js';

/** What a document's PDF prints: an invoice's or receipt's row, or a credit note's with its invoice's facts. */
export interface DocumentFacts {
  kind: 'tax_invoice' | 'receipt' | 'credit_note';
  number: string;
  issuedAt: Date;
  parties: DocumentParties;
  courseTitle: string;
  sac: string | null;
  rateBp: number;
  listPricePaise: number;
  discountPaise: number;
  couponCode: string | null;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** A credit note's invoice and reason. */
  against?: { number: string; reason: string };
}

/** Paise as printed: "INR 1,23,456.00" (en-IN grouping, whole numbers only). */
export function inr(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const rupees = new Intl.NumberFormat('en-IN').format(Math.floor(abs / 100));
  return `${sign}INR ${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

/** The issue date as printed, in Indian time (the financial year's): "26 Nov 2026". */
export const documentDate = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: FINANCIAL_YEAR_TIME_ZONE,
  }).format(at);

/** "Karnataka (29)", or the code alone when it is not a known state. */
const stateLabel = (code: string) => {
  const name = gstStateNameOf(code);
  return name ? `${name} (${code})` : code;
};

const TITLES = {
  tax_invoice: INVOICE_MSG.taxInvoice,
  receipt: INVOICE_MSG.receipt,
  credit_note: INVOICE_MSG.creditNote,
} as const;

export async function documentPdf(f: DocumentFacts): Promise<Buffer> {
  const title = TITLES[f.kind];
  // Loaded at the first document, not at start (docs/performance.md, restart).
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${title} ${f.number}`, Author: f.parties.seller?.legalName ?? PRODUCT_NAME },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  const half = width / 2 - 10;

  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(22).text(title, left, 50);
  doc.font('Helvetica').fontSize(10).fillColor('#444444');
  doc.text(`${INVOICE_MSG.number(f.kind)}: ${f.number}`, left, 82);
  doc.text(`${INVOICE_MSG.date}: ${documentDate(f.issuedAt)}`);
  if (f.against) doc.text(INVOICE_MSG.againstInvoice(f.against.number));

  // The parties, side by side.
  const partiesY = 140;
  const seller = f.parties.seller;
  doc.fillColor('#666666').font('Helvetica-Bold').fontSize(9).text(INVOICE_MSG.seller.toUpperCase(), left, partiesY);
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(11);
  doc.text(seller?.legalName ?? PRODUCT_NAME, left, partiesY + 14, { width: half });
  doc.font('Helvetica').fontSize(10);
  if (seller) {
    doc.text(seller.address, { width: half });
    doc.text(`${INVOICE_MSG.state}: ${stateLabel(seller.stateCode)}`, { width: half });
    doc.text(`${INVOICE_MSG.gstin}: ${seller.gstin}`, { width: half });
  }
  const sellerBottom = doc.y;

  const buyerX = left + half + 20;
  const buyer = f.parties.buyer;
  doc.fillColor('#666666').font('Helvetica-Bold').fontSize(9).text(INVOICE_MSG.buyer.toUpperCase(), buyerX, partiesY);
  doc.fillColor('#111111').font('Helvetica-Bold').fontSize(11);
  doc.text(buyer.name, buyerX, partiesY + 14, { width: half });
  doc.font('Helvetica').fontSize(10);
  doc.text(buyer.email, { width: half });
  if (buyer.stateCode) doc.text(`${INVOICE_MSG.state}: ${stateLabel(buyer.stateCode)}`, { width: half });
  if (buyer.gstin) doc.text(`${INVOICE_MSG.gstin}: ${buyer.gstin}`, { width: half });
  if (f.kind !== 'receipt' && buyer.stateCode) {
    doc.text(`${INVOICE_MSG.placeOfSupply}: ${stateLabel(buyer.stateCode)}`, { width: half });
  }

  // The line: the course, then its amounts as label and value rows.
  let y = Math.max(sellerBottom, doc.y) + 28;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#cccccc')
    .stroke();
  y += 10;
  doc.fillColor('#666666').font('Helvetica-Bold').fontSize(9);
  doc.text(INVOICE_MSG.description.toUpperCase(), left, y);
  if (f.sac) doc.text(INVOICE_MSG.sac.toUpperCase(), left + width - 120, y, { width: 120, align: 'right' });
  y += 16;
  doc.fillColor('#111111').font('Helvetica').fontSize(11);
  doc.text(f.courseTitle, left, y, { width: width - 140 });
  if (f.sac) doc.text(f.sac, left + width - 120, y, { width: 120, align: 'right' });
  y = doc.y + 14;

  const rows: [string, string][] = [[INVOICE_MSG.listPrice, inr(f.listPricePaise)]];
  if (f.discountPaise > 0 || f.couponCode) rows.push([INVOICE_MSG.discount(f.couponCode), inr(-f.discountPaise)]);
  if (f.kind === 'receipt') {
    rows.push([INVOICE_MSG.total, inr(f.totalPaise)]);
  } else {
    rows.push([INVOICE_MSG.taxableValue, inr(f.taxablePaise)]);
    if (isIntraState(f)) {
      rows.push([INVOICE_MSG.cgst(f.rateBp / 200), inr(f.cgstPaise)]);
      rows.push([INVOICE_MSG.sgst(f.rateBp / 200), inr(f.sgstPaise)]);
    } else {
      rows.push([INVOICE_MSG.igst(f.rateBp / 100), inr(f.igstPaise)]);
    }
    rows.push([INVOICE_MSG.total, inr(f.totalPaise)]);
  }
  const valueX = left + width - 160;
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    if (last) {
      doc
        .moveTo(valueX - 200, y - 4)
        .lineTo(left + width, y - 4)
        .strokeColor('#cccccc')
        .stroke();
      y += 4;
    }
    doc
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 12 : 10)
      .fillColor('#111111');
    doc.text(label, valueX - 200, y, { width: 200 });
    doc.text(value, valueX, y, { width: 160, align: 'right' });
    y += last ? 22 : 18;
  });

  doc
    .fillColor('#666666')
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(INVOICE_MSG.amountInWords.toUpperCase(), left, y + 10);
  doc
    .fillColor('#111111')
    .font('Helvetica')
    .fontSize(10)
    .text(amountInWords(f.totalPaise), left, y + 24, { width });
  doc.moveDown();
  doc.fillColor('#444444').fontSize(9);
  doc.text(f.kind === 'receipt' ? INVOICE_MSG.noTax : INVOICE_MSG.pricesIncludeGst, left, doc.y, { width });
  if (f.against) doc.text(`${INVOICE_MSG.reason}: ${f.against.reason}`, left, doc.y, { width });
  doc.end();
  return done;
}

/** Whether a document's supply was within the seller's state (CGST + SGST) rather than between states (IGST). */
function isIntraState(f: DocumentFacts): boolean {
  return f.parties.seller !== null && f.parties.buyer.stateCode === f.parties.seller.stateCode;
}
