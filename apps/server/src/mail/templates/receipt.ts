/**
 * The buyer's receipt, sent when a capture makes an order paid (never again on a replayed capture),
 * with the order's tax invoice or plain receipt attached as a PDF (made when the mail is sent) and
 * its number in the text.
 */
import { collegeDateTime, formatRupees, INVOICE_MSG, PRODUCT_NAME, type InvoiceKind } from '@cms/contract';
import { mailTo } from '../layout.js';
import type { OutgoingMail } from '../mail.js';

export interface ReceiptMailInput {
  to: { name: string; email: string };
  courseTitle: string;
  amountPaise: number;
  orderId: string;
  paidAt: Date;
  /** The college's time zone, for the date. */
  timeZone: string;
  /** Absolute link to My Courses of the buyer's area. */
  myCoursesUrl: string;
  /** The order's tax invoice or receipt, attached (none: no document was issued). */
  document?: { id: string; kind: InvoiceKind; number: string } | null;
}

export const RECEIPT_MAIL = {
  subject: (courseTitle: string) => `Your receipt for ${courseTitle}`,
  intro: (courseTitle: string) =>
    `Thank you for your purchase. Your payment for "${courseTitle}" was successful and the course is ready in My Courses.`,
  course: 'Course',
  amount: 'Amount paid',
  orderId: 'Order ID',
  date: 'Date',
  action: 'Go to My Courses',
  footer: `You received this receipt because you bought a course on ${PRODUCT_NAME}. Keep it for your records.`,
  attached: (kind: InvoiceKind) =>
    kind === 'tax_invoice' ? 'Your tax invoice is attached as a PDF.' : 'Your receipt is attached as a PDF.',
} as const;

export function receiptMail(r: ReceiptMailInput): OutgoingMail {
  return {
    ...mailTo(r.to, 'receipt', {
      subject: RECEIPT_MAIL.subject(r.courseTitle),
      paragraphs: [RECEIPT_MAIL.intro(r.courseTitle), ...(r.document ? [RECEIPT_MAIL.attached(r.document.kind)] : [])],
      details: [
        [RECEIPT_MAIL.course, r.courseTitle],
        [RECEIPT_MAIL.amount, formatRupees(r.amountPaise)],
        [RECEIPT_MAIL.orderId, r.orderId],
        ...(r.document ? [[INVOICE_MSG.number(r.document.kind), r.document.number] as [string, string]] : []),
        [RECEIPT_MAIL.date, collegeDateTime(r.paidAt, r.timeZone)],
      ],
      action: { label: RECEIPT_MAIL.action, url: r.myCoursesUrl },
      footer: RECEIPT_MAIL.footer,
    }),
    ...(r.document && { documentId: r.document.id }),
  };
}
