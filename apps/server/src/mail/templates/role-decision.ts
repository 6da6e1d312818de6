/** The applicant's mail when an admin approves or rejects a request for a role (ROLE_APPROVAL). */
import { collegeDateTime, PRODUCT_NAME, type RequestableRole, type RoleRequestDecision } from '@cms/contract';
import { mailTo } from '../layout.js';
import type { OutgoingMail } from '../mail.js';

export interface RoleDecisionMailInput {
  to: { name: string; email: string };
  decision: RoleRequestDecision;
  role: RequestableRole;
  requestedAt: Date;
  /** Why it was rejected; null when approved. */
  reason: string | null;
  timeZone: string;
  /** Absolute link: the role's home once approved, the verification page after a rejection. */
  url: string;
}

const article = (role: RequestableRole) => (role === 'Instructor' ? 'an Instructor' : 'a Lead');

export const ROLE_DECISION_MAIL = {
  subject: (decision: RoleRequestDecision, role: RequestableRole) =>
    decision === 'approved'
      ? `You are now ${article(role)} on ${PRODUCT_NAME}`
      : `Your request to be ${article(role)} was not approved`,
  approved: (role: RequestableRole) =>
    `An admin approved your request: you are now ${article(role)}. Your pages are ready, no new sign-in needed.`,
  rejected: (role: RequestableRole) =>
    `An admin did not approve your request to be ${article(role)}. You can correct it and send it again, or choose another role.`,
  role: 'Role',
  requested: 'Requested on',
  reason: 'Reason',
  approvedAction: 'Open CMS',
  rejectedAction: 'Review your request',
  footer: `You received this e-mail because you asked for a role on ${PRODUCT_NAME}.`,
} as const;

export function roleDecisionMail(m: RoleDecisionMailInput): OutgoingMail {
  const M = ROLE_DECISION_MAIL;
  const approved = m.decision === 'approved';
  return mailTo(m.to, 'role-decision', {
    subject: M.subject(m.decision, m.role),
    paragraphs: [approved ? M.approved(m.role) : M.rejected(m.role)],
    details: [
      [M.role, m.role],
      [M.requested, collegeDateTime(m.requestedAt, m.timeZone)],
      ...(m.reason ? ([[M.reason, m.reason]] as [string, string][]) : []),
    ],
    action: { label: approved ? M.approvedAction : M.rejectedAction, url: m.url },
    footer: M.footer,
  });
}
