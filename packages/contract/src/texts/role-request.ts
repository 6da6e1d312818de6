import { ROLE_REQUEST_REASON_MAX } from '../constants.js';
import type { RequestableRole, RoleRequestStatus } from '../options.js';

export const ROLE_REQUEST_MSG = {
  // The applicant
  sent: 'Your request has been sent. An admin will review it soon.',
  waitingTitle: 'Waiting for approval',
  waitingBody: (role: RequestableRole) =>
    `Your request to join as ${role === 'Instructor' ? 'an Instructor' : 'a Lead'} is waiting for an admin's approval. ` +
    'You will get an e-mail when it is decided; this page updates by itself.',
  requestDetails: 'Your request',
  sentOn: 'Sent on',
  rejectedTitle: 'Your last request was not approved',
  rejectedReason: 'Reason',
  rejectedAgain: 'You can correct it and send it again, or choose another role.',
  signOut: 'Sign out',
  alreadyPending: 'Your request is waiting for approval. You cannot send another one until it is decided.',
  // The admins
  title: 'Approvals',
  subtitle: 'Requests for the Instructor and Lead roles. Approve one to grant the role, or reject it with a reason.',
  navLabel: 'Approvals',
  statusLabel: { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } satisfies Record<
    RoleRequestStatus,
    string
  >,
  allStatuses: 'All requests',
  none: 'No requests',
  nonePending: 'No requests are waiting for approval',
  applicant: 'Applicant',
  requested: 'Requested',
  role: 'Role',
  approve: 'Approve',
  reject: 'Reject',
  approveTitle: 'Approve this request?',
  approveBody: (name: string, role: RequestableRole) =>
    `${name} becomes ${role === 'Instructor' ? 'an Instructor' : 'a Lead'} at once.`,
  rejectTitle: 'Reject this request',
  reasonLabel: 'Reason (sent to the applicant)',
  reasonRequired: 'A reason is required',
  reasonTooLong: `At most ${ROLE_REQUEST_REASON_MAX} characters`,
  approved: 'Request approved: the role is granted',
  rejected: 'Request rejected',
  decidedBy: 'Decided',
  notFound: 'Role request not found',
  alreadyDecided: 'This request has already been decided',
  applicantGone: 'The applicant already has a role or the account is disabled',
  fetchFailed: 'Failed to fetch the requests. Please try again.',
} as const;
