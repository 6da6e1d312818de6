/** The buyer's mail when a refund is done (money back, access ended) or an admin rejects the request. */
import { collegeDateTime, formatRupees, PRODUCT_NAME } from '@cms/contract';
import { mailTo } from '../layout.js';
import type { OutgoingMail } from '../mail.js';

export type RefundDecision = 'refunded' | 'rejected';

export interface RefundDecisionMailInput {
  to: { name: string; email: string };
  decision: RefundDecision;
  courseTitle: string;
  amountPaise: number;
  requestedAt: Date;
  /** The admin's note of a rejection; null when refunded. */
  note: string | null;
  /** The credit note of a refund (null when the order had no invoice): named in the mail, its PDF attached. */
  creditNote: { id: string; number: string } | null;
  timeZone: string;
  /** Absolute link to the buyer's purchases. */
  url: string;
}

export const REFUND_DECISION_MAIL = {
  subject: (decision: RefundDecision, course: string) =>
    decision === 'refunded' ? `Your refund for ${course}` : `Your refund request for ${course} was not approved`,
  refunded: (amount: string, course: string) =>
    `Your payment of ${amount} for ${course} has been refunded. The money goes back the way you paid; your access to the course has ended.`,
  rejected: (course: string) => `An admin did not approve your refund request for ${course}.`,
  course: 'Course',
  amount: 'Amount',
  requested: 'Requested on',
  note: 'Note from the admin',
  creditNote: 'Credit note',
  attached: 'Your credit note is attached as a PDF.',
  action: 'See your purchases',
  footer: `You received this e-mail because you bought a course on ${PRODUCT_NAME}.`,
} as const;

export function refundDecisionMail(m: RefundDecisionMailInput): OutgoingMail {
  const M = REFUND_DECISION_MAIL;
  const amount = formatRupees(m.amountPaise);
  const details: [string, string][] = [
    [M.course, m.courseTitle],
    [M.amount, amount],
    [M.requested, collegeDateTime(m.requestedAt, m.timeZone)],
  ];
  if (m.note) details.push([M.note, m.note]);
  if (m.creditNote) details.push([M.creditNote, m.creditNote.number]);
  return {
    ...mailTo(m.to, 'refund-decision', {
      subject: M.subject(m.decision, m.courseTitle),
      paragraphs: [
        m.decision === 'refunded' ? M.refunded(amount, m.courseTitle) : M.rejected(m.courseTitle),
        ...(m.creditNote ? [M.attached] : []),
      ],
      details,
      action: { label: M.action, url: m.url },
      footer: M.footer,
    }),
    ...(m.creditNote && { documentId: m.creditNote.id }),
  };
}
