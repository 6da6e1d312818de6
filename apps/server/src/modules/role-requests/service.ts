/**
 * Roles an admin grants (ROLE_APPROVAL): a verification for a held role becomes a request; an
 * admin approves it (the profile is written and the role set, exactly as an immediate verification
 * would) or rejects it with a reason. Each decision is audited and mailed in its own transaction, and
 * the role takes effect on the applicant's next request (the session reads the role every time).
 */
import {
  ROLE_HOME,
  ROLE_REQUEST_MSG,
  VERIFY_PATH,
  instructorRegistrationSchema,
  leadRegistrationSchema,
  type AdminRoleRequest,
  type AdminRoleRequests,
  type AdminRoleRequestsQuery,
  type DecideRoleRequestResponse,
  type MyRoleRequest,
  type RequestableRole,
  type RoleRequest,
  type RoleRequestDecision,
  type RoleRequestDetails,
  type RoleRequestSent,
  type RoleRequestStatus,
} from '@cms/contract';
import type { ApprovedRole } from '../../config/index.js';
import { isoOrNull } from '../../dates/iso.js';
import { pageWindow } from '../../db/list-query.js';
import type { MailQueue } from '../../mail/queue.js';
import { roleDecisionMail } from '../../mail/templates/role-decision.js';
import type { AuditRepository } from '../audit/repository.js';
import { mediaUrl } from '../media/service.js';
import { profileErrors } from '../profiles/errors.js';
import type { ProfileRepository } from '../profiles/repository.js';
import { grantedOnce, type ProfileService, type Registration, type VerificationResult } from '../profiles/service.js';
import { roleRequestErrors } from './errors.js';
import type { AdminRoleRequestRow, RoleRequestRepository, RoleRequestRow } from './repository.js';

/** A registration for a role an admin grants. */
type HeldRegistration = Extract<Registration, { role: RequestableRole }>;

/** The stored form, read back as the registration it was (validated again: the rules may have changed). */
function registrationOf(row: RoleRequestRow): HeldRegistration {
  return row.role === 'Instructor'
    ? { role: 'Instructor', input: instructorRegistrationSchema.parse(row.details) }
    : { role: 'Lead', input: leadRegistrationSchema.parse(row.details) };
}

function detailsOf(reg: HeldRegistration): RoleRequestDetails {
  const { input } = reg;
  const common = {
    rollNumber: input.rollNumber,
    branch: input.branch,
    gender: input.gender,
    profileImg: mediaUrl(input.profileImg),
  };
  return reg.role === 'Lead'
    ? { ...common, team: reg.input.teamNo, college: null, linkedIn: null, gitHub: null, UPI: null }
    : {
        ...common,
        team: null,
        college: reg.input.college,
        linkedIn: reg.input.linkedIn,
        gitHub: reg.input.gitHub,
        UPI: reg.input.UPI,
      };
}

export function toRoleRequest(row: RoleRequestRow): RoleRequest {
  return {
    id: row.id,
    role: row.role as RequestableRole,
    status: row.status as RoleRequestStatus,
    details: detailsOf(registrationOf(row)),
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
  };
}

function toAdminRoleRequest(row: AdminRoleRequestRow): AdminRoleRequest {
  return {
    ...toRoleRequest(row.request),
    applicant: { id: row.request.userId, name: row.applicantName, email: row.applicantEmail },
    decidedBy: row.deciderName,
  };
}

/** What a verification did: granted the role at once, or sent a request for an admin. */
export type VerificationOutcome =
  { kind: 'granted'; result: VerificationResult } | { kind: 'requested'; sent: RoleRequestSent };

export class RoleRequestService {
  constructor(
    private readonly repo: RoleRequestRepository,
    private readonly profileRepo: ProfileRepository,
    private readonly profiles: ProfileService,
    private readonly audit: AuditRepository,
    private readonly mail: MailQueue,
    /** The roles ROLE_APPROVAL holds for an admin. */
    private readonly held: readonly ApprovedRole[],
  ) {}

  /** /check/verify: the role at once, or (for a role ROLE_APPROVAL holds) a request for an admin. */
  async verify(userId: string, reg: Registration): Promise<VerificationOutcome> {
    if (reg.role === 'Student' || !this.held.includes(reg.role)) {
      return { kind: 'granted', result: await this.profiles.verify(userId, reg) };
    }
    return { kind: 'requested', sent: await this.request(userId, reg) };
  }

  /**
   * A new pending request, in one transaction: the user (locked) must have no role and no pending
   * request, own the profile image, and the roll number must be free (checked again on approval).
   */
  private async request(userId: string, reg: HeldRegistration): Promise<RoleRequestSent> {
    const row = await this.repo.transaction(async (tx) => {
      const user = await this.profileRepo.lockUser(tx, userId);
      if (!user) throw profileErrors.unauthenticated();
      if (user.role !== 'Empty') throw profileErrors.alreadyVerified();
      if (await this.repo.pendingOf(tx, userId)) throw roleRequestErrors.pending();
      if (!(await this.profileRepo.ownProfileImage(tx, userId, reg.input.profileImg)))
        throw profileErrors.profileImage();
      if (await this.profileRepo.rollNumberTaken(tx, reg.role, reg.input.rollNumber))
        throw profileErrors.rollNumberTaken();
      return this.repo.insert(tx, { userId, role: reg.role, details: reg.input });
    });
    return { success: true, message: ROLE_REQUEST_MSG.sent, request: toRoleRequest(row) };
  }

  /** The caller's latest request (the waiting home, or the reason of a rejection above the form). */
  async mine(userId: string): Promise<MyRoleRequest> {
    const row = await this.repo.latestOf(userId);
    return { request: row ? toRoleRequest(row) : null };
  }

  async list(query: AdminRoleRequestsQuery): Promise<AdminRoleRequests> {
    const { rows, total, pending } = await this.repo.list({
      status: query.status === 'all' ? undefined : query.status,
      ...pageWindow(query),
    });
    return { requests: rows.map(toAdminRoleRequest), pending, total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Approves a pending request, once: in one transaction the request (locked) must be pending, the
   * applicant's profile is written and the role set (ProfileService.grant: the applicant must still
   * have no role), the decision audited and the applicant's mail queued. `appUrl`: for the mail's link.
   */
  approve(adminId: string, id: string, appUrl: string): Promise<DecideRoleRequestResponse> {
    return this.decide(adminId, id, 'approved', null, appUrl);
  }

  /** Rejects a pending request with a reason (shown to the applicant and mailed), once; audited. */
  reject(adminId: string, id: string, reason: string, appUrl: string): Promise<DecideRoleRequestResponse> {
    return this.decide(adminId, id, 'rejected', reason, appUrl);
  }

  private async decide(
    adminId: string,
    id: string,
    decision: RoleRequestDecision,
    reason: string | null,
    appUrl: string,
  ): Promise<DecideRoleRequestResponse> {
    const request = await grantedOnce(() =>
      this.repo.transaction(async (tx) => {
        const current = await this.repo.lock(tx, id);
        if (!current) throw roleRequestErrors.notFound();
        if (current.status !== 'pending') throw roleRequestErrors.alreadyDecided();
        const reg = registrationOf(current);
        if (decision === 'approved') {
          const applicant = await this.profileRepo.lockUser(tx, current.userId);
          if (!applicant || applicant.role !== 'Empty' || applicant.disabledAt) throw roleRequestErrors.applicantGone();
          await this.profiles.grant(tx, current.userId, reg);
        }
        await this.repo.decide(tx, id, { status: decision, reason, decidedBy: adminId });
        const row = (await this.repo.adminOne(id, tx))!;
        await this.audit.write(tx, {
          actorId: adminId,
          action: decision === 'approved' ? 'role.approved' : 'role.rejected',
          entityType: 'role-request',
          entityId: id,
          summary: `${reg.role} for ${row.applicantName} (${row.applicantEmail})`,
          before: { status: current.status },
          after: { status: decision, reason },
        });
        await this.mail.enqueue(
          tx,
          roleDecisionMail({
            to: { name: row.applicantName, email: row.applicantEmail },
            decision,
            role: reg.role,
            requestedAt: current.createdAt,
            reason,
            timeZone: this.mail.timeZone,
            url: `${appUrl}${decision === 'approved' ? ROLE_HOME[reg.role] : VERIFY_PATH}`,
          }),
        );
        return toAdminRoleRequest(row);
      }),
    );
    return {
      success: true,
      message: decision === 'approved' ? ROLE_REQUEST_MSG.approved : ROLE_REQUEST_MSG.rejected,
      request,
    };
  }
}
