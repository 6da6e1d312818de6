/** The admins' people lists (spec 2 "Leads" and the Students list, built for real): leads and every account. */
import {
  PEOPLE_MSG,
  type LeadList,
  type LeadListQuery,
  type Role,
  type UserList,
  type UserListQuery,
  type UserRow,
  type UserStatusResponse,
} from '@cms/contract';
import { pageWindow } from '../../db/list-query.js';
import type { SessionService } from '../../session/service.js';
import type { AuditRepository } from '../audit/repository.js';
import { pictureOf } from '../media/service.js';
import { peopleErrors } from './errors.js';
import type { PeopleRepository } from './repository.js';

type ListedUser = NonNullable<Awaited<ReturnType<PeopleRepository['user']>>>;

function toUserRow(r: ListedUser): UserRow {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role as Role,
    image: pictureOf(r),
    team: r.team,
    joinedAt: r.createdAt.toISOString(),
    disabled: r.disabledAt !== null,
  };
}

export class PeopleService {
  constructor(
    readonly repo: PeopleRepository,
    private readonly sessions: SessionService,
    private readonly audit: AuditRepository,
  ) {}

  /** Every lead by team then name; search over name, e-mail, team and branch. */
  async leads(query: LeadListQuery): Promise<LeadList> {
    const { rows, total } = await this.repo.leads({ search: query.search, ...pageWindow(query) });
    return {
      leads: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        image: pictureOf(r),
        team: r.team ?? '',
        branch: r.branch ?? '',
        rollNumber: r.rollNumber ?? '',
        teamMembers: Number(r.teamMembers),
        coursesOwned: Number(r.coursesOwned),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Every account, unverified ones (role Empty) included, newest first; role filter, search over name and e-mail. */
  async users(query: UserListQuery): Promise<UserList> {
    const { rows, total } = await this.repo.users({
      role: query.role === 'all' ? undefined : query.role,
      search: query.search,
      ...pageWindow(query),
    });
    return {
      users: rows.map(toUserRow),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /**
   * An admin disables an account (every session of it ends in the same transaction, sign-in is
   * refused from then on) or enables it again; audited. An admin cannot disable their own account,
   * nor the last active admin (the active admins are locked first, so two admins disabling each
   * other cannot both succeed). Disabling a disabled account (or enabling an enabled one) changes
   * nothing and writes no audit entry.
   */
  async setDisabled(adminId: string, userId: string, disabled: boolean): Promise<UserStatusResponse> {
    const user = await this.repo.transaction(async (tx) => {
      if (disabled && userId === adminId) throw peopleErrors.ownAccount();
      const activeAdmins = disabled ? await this.repo.lockActiveAdmins(tx) : [];
      const current = await this.repo.lockUser(tx, userId);
      if (!current) throw peopleErrors.userNotFound();
      const wasDisabled = current.disabledAt !== null;
      if (wasDisabled !== disabled) {
        if (disabled && current.role === 'Admin' && activeAdmins.filter((id) => id !== userId).length === 0)
          throw peopleErrors.lastAdmin();
        await this.repo.setDisabled(tx, userId, disabled);
        if (disabled) await this.sessions.revokeAll(userId, { tx });
        await this.audit.write(tx, {
          actorId: adminId,
          action: disabled ? 'account.disabled' : 'account.enabled',
          entityType: 'user',
          entityId: userId,
          summary: `${current.name} (${current.email}, ${current.role})`,
          before: { disabled: wasDisabled },
          after: { disabled },
        });
      }
      return (await this.repo.user(userId, tx))!;
    });
    return {
      success: true,
      message: disabled ? PEOPLE_MSG.disabledDone : PEOPLE_MSG.enabledDone,
      user: toUserRow(user),
    };
  }
}
