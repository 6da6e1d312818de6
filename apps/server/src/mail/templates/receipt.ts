/** The buyer's receipt, sent when a capture makes an order paid (never again on a replayed capture). */
import { formatRupees, PRODUCT_NAME } from '@cms/contract';
import { greetingFor, mailDateTime, renderMail } from '../layout.js';
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
} as const;

export function receiptMail(r: ReceiptMailInput): OutgoingMail {
  return {
    ...renderMail({
      subject: RECEIPT_MAIL.subject(r.courseTitle),
      greeting: greetingFor(r.to.name),
      paragraphs: [RECEIPT_MAIL.intro(r.courseTitle)],
      details: [
        [RECEIPT_MAIL.course, r.courseTitle],
        [RECEIPT_MAIL.amount, formatRupees(r.amountPaise)],
        [RECEIPT_MAIL.orderId, r.orderId],
        [RECEIPT_MAIL.date, mailDateTime(r.paidAt, r.timeZone)],
      ],
      action: { label: RECEIPT_MAIL.action, url: r.myCoursesUrl },
      footer: RECEIPT_MAIL.footer,
    }),
    to: r.to.email,
    toName: r.to.name,
    kind: 'receipt',
  };
}
