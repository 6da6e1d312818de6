/** The admins' people lists (spec 2 "Leads" and the Students list, built for real): leads and every account. */
import type { LeadList, LeadListQuery, Role, UserList, UserListQuery } from '@cms/contract';
import { pageWindow } from '../../db/list-query.js';
import { mediaUrl } from '../media/service.js';
import type { PeopleRepository } from './repository.js';

/** The profile picture (served by the media route) when there is a profile, else the account's own image. */
const imageOf = (profileUploadId: string | null, userImage: string | null) =>
  profileUploadId ? mediaUrl(profileUploadId) : userImage;

export class PeopleService {
  constructor(readonly repo: PeopleRepository) {}

  /** Every lead by team then name; search over name, e-mail, team and branch. */
  async leads(query: LeadListQuery): Promise<LeadList> {
    const { rows, total } = await this.repo.leads({ search: query.search, ...pageWindow(query) });
    return {
      leads: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        image: imageOf(r.profileUploadId, r.userImage),
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
      users: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        role: r.role as Role,
        image: imageOf(r.profileUploadId, r.userImage),
        team: r.team,
        joinedAt: r.createdAt.toISOString(),
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
