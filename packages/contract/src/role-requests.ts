/**
 * Roles an admin grants (ROLE_APPROVAL, issue 19): with approval on for a role, the verification
 * form is sent as a request; the applicant waits on a "waiting for approval" home, admins approve or
 * reject it (with a reason) at /Admin/approvals, and the role takes effect on the next request.
 */
import { z } from 'zod';
import { personRefSchema } from './people.js';
import { actionResponseSchema } from './http.js';
import { listQuerySchema, pageOf } from './paging.js';
import { requiredText } from './text-fields.js';
import { ROLE_REQUEST_MSG } from './texts/role-request.js';
import { ROLE_REQUEST_REASON_MAX } from './constants.js';
import { ROLE_REQUEST_STATUSES, REQUESTABLE_ROLES } from './options.js';

export const ROLE_REQUEST_DECISIONS = ['approved', 'rejected'] as const;
export type RoleRequestDecision = (typeof ROLE_REQUEST_DECISIONS)[number];

export const ROLE_REQUEST_ERROR = {
  pending: 'ROLE_REQUEST_PENDING',
  alreadyDecided: 'ALREADY_DECIDED',
  applicantGone: 'APPLICANT_UNAVAILABLE',
} as const;

/** The verification form as the applicant sent it (the role's registration input). */
export const roleRequestDetailsSchema = z.object({
  rollNumber: z.string(),
  branch: z.string(),
  gender: z.string(),
  /** Lead: the team. */
  team: z.string().nullable(),
  /** Instructor: college, LinkedIn, GitHub and UPI ID. */
  college: z.string().nullable(),
  linkedIn: z.string().nullable(),
  gitHub: z.string().nullable(),
  UPI: z.string().nullable(),
  /** The profile image sent with the form (the media route's address). */
  profileImg: z.string(),
});
export type RoleRequestDetails = z.infer<typeof roleRequestDetailsSchema>;

export const roleRequestSchema = z.object({
  id: z.string(),
  role: z.enum(REQUESTABLE_ROLES),
  status: z.enum(ROLE_REQUEST_STATUSES),
  details: roleRequestDetailsSchema,
  /** Why it was rejected (shown to the applicant); null otherwise. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

/** GET ROLE_REQUEST_API.mine: the caller's latest request, null when none was sent. */
export const myRoleRequestSchema = z.object({ request: roleRequestSchema.nullable() });
export type MyRoleRequest = z.infer<typeof myRoleRequestSchema>;

/** 202 of a verification whose role waits for an admin. */
export const roleRequestSentSchema = actionResponseSchema({ request: roleRequestSchema });
export type RoleRequestSent = z.infer<typeof roleRequestSentSchema>;

export const adminRoleRequestSchema = roleRequestSchema.extend({
  applicant: personRefSchema,
  /** The admin who decided; null while pending (or when that account is gone). */
  decidedBy: z.string().nullable(),
});
export type AdminRoleRequest = z.infer<typeof adminRoleRequestSchema>;

export const adminRoleRequestsQuerySchema = listQuerySchema({
  status: z.enum(['all', ...ROLE_REQUEST_STATUSES]).default('pending'),
});
export type AdminRoleRequestsQuery = z.infer<typeof adminRoleRequestsQuerySchema>;

/** GET ROLE_REQUEST_API.admin: pending ones oldest first, decided ones newest first; `pending` counts all pending (the badge). */
export const adminRoleRequestsSchema = pageOf('requests', adminRoleRequestSchema, { pending: z.number().int() });
export type AdminRoleRequests = z.infer<typeof adminRoleRequestsSchema>;

export const rejectRoleRequestInputSchema = z.object({
  reason: requiredText(ROLE_REQUEST_REASON_MAX, ROLE_REQUEST_MSG.reasonRequired, ROLE_REQUEST_MSG.reasonTooLong),
});
export type RejectRoleRequestInput = z.infer<typeof rejectRoleRequestInputSchema>;

export const decideRoleRequestResponseSchema = actionResponseSchema({ request: adminRoleRequestSchema });
export type DecideRoleRequestResponse = z.infer<typeof decideRoleRequestResponseSchema>;
