/** Data access for the admins' people lists: leads with their team figures, and every account. */
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@cms/contract';
import { enrolments, instructorProfiles, leadProfiles, studentProfiles, users } from '../../db/schema/index.js';
import { containsPattern, pageOfRows } from '../../db/list-query.js';
import type { Tx } from '../../db/client.js';
import { Repository, type Handle } from '../../db/repository.js';

export interface LeadFilter {
  search?: string;
  limit: number;
  offset: number;
}

export interface UserFilter extends LeadFilter {
  role?: Role;
}

/** Leads: users with role Lead and their profile (left join: a lead without one still shows). */
function leadCondition(search: string | undefined): SQL {
  const conditions: (SQL | undefined)[] = [eq(users.role, 'Lead')];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(leadProfiles.team, pattern),
        ilike(leadProfiles.branch, pattern),
      ),
    );
  }
  return and(...conditions)!;
}

/**
 * Accounts of `role` matching `search` in name or e-mail (users_name_trgm_idx, users_email_trgm_idx).
 * With a rare match among older accounts the planner may walk users_role_created_idx newest first
 * and test every row: bounded by the users table (a college's people), ~20 ms at 50,000 accounts.
 */
function userCondition(role: Role | undefined, search: string | undefined): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (role) conditions.push(eq(users.role, role));
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  return and(...conditions);
}

/** Team-1, Team-2, …, Team-10: by the team's number, then by its name (teams without a number last). */
const teamNumber = sql`(substring(${leadProfiles.team} from '[0-9]+$'))::int`;

export class PeopleRepository extends Repository {
  /**
   * A page of leads by team then name, with their team's students and their own enrolments counted.
   * The students are counted per team once (ten teams: one aggregate over student_profiles), not
   * once per lead of the page.
   */
  async leads({ search, limit, offset }: LeadFilter) {
    const where = leadCondition(search);
    const teamSizes = this.db
      .select({ team: studentProfiles.team, members: sql<number>`count(*)::int`.as('members') })
      .from(studentProfiles)
      .groupBy(studentProfiles.team)
      .as('team_sizes');
    return pageOfRows(
      this.db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          userImage: users.image,
          profileUploadId: leadProfiles.profileUploadId,
          team: leadProfiles.team,
          branch: leadProfiles.branch,
          rollNumber: leadProfiles.rollNumber,
          teamMembers: sql<number>`coalesce(${teamSizes.members}, 0)`,
          coursesOwned: sql<number>`(select count(*)::int from ${enrolments} e where e.user_id = ${users.id})`,
        })
        .from(users)
        .leftJoin(leadProfiles, eq(leadProfiles.userId, users.id))
        .leftJoin(teamSizes, eq(teamSizes.team, leadProfiles.team))
        .where(where)
        .orderBy(sql`${teamNumber} asc nulls last`, asc(leadProfiles.team), asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ n: count() })
        .from(users)
        .leftJoin(leadProfiles, eq(leadProfiles.userId, users.id))
        .where(where)
        .then(([row]) => row?.n ?? 0),
    );
  }

  /**
   * A page of accounts, newest first, with the team and profile image of whichever profile they
   * have. The page is cut from users alone (users_created_idx / users_role_created_idx), then only
   * its rows are joined with the profiles.
   */
  async users({ role, search, limit, offset }: UserFilter) {
    const where = userCondition(role, search);
    return pageOfRows(this.withProfiles(this.db, where, limit, offset), this.db.$count(users, where));
  }

  /** One account as the users list shows it (after a change to it), or undefined. */
  async user(id: string, db: Handle = this.db) {
    const [row] = await this.withProfiles(db, eq(users.id, id), 1, 0);
    return row;
  }

  /** The accounts matching `where`, newest first, `limit` of them from `offset`, each with its profile's team and image. */
  private withProfiles(db: Handle, where: SQL | undefined, limit: number, offset: number) {
    const page = db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        userImage: users.image,
        createdAt: users.createdAt,
        disabledAt: users.disabledAt,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset)
      .as('page');
    return db
      .select({
        id: page.id,
        name: page.name,
        email: page.email,
        role: page.role,
        userImage: page.userImage,
        createdAt: page.createdAt,
        disabledAt: page.disabledAt,
        team: sql<string | null>`coalesce(${studentProfiles.team}, ${leadProfiles.team})`,
        profileUploadId: sql<
          string | null
        >`coalesce(${studentProfiles.profileUploadId}, ${leadProfiles.profileUploadId}, ${instructorProfiles.profileUploadId})`,
      })
      .from(page)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, page.id))
      .leftJoin(leadProfiles, eq(leadProfiles.userId, page.id))
      .leftJoin(instructorProfiles, eq(instructorProfiles.userId, page.id))
      .orderBy(desc(page.createdAt), desc(page.id));
  }

  /** The account's row, locked for the rest of `tx`. */
  lockUser(tx: Tx, id: string) {
    return this.rowById(users, id, tx, 'update');
  }

  /**
   * Locks every active admin's row (in id order, so two admins disabling each other wait for one
   * another instead of both passing) and answers their ids.
   */
  async lockActiveAdmins(tx: Tx): Promise<string[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'Admin'), isNull(users.disabledAt)))
      .orderBy(asc(users.id))
      .for('update');
    return rows.map((r) => r.id);
  }

  /** Sets or clears the account's disabled mark. */
  async setDisabled(tx: Tx, id: string, disabled: boolean): Promise<void> {
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where(eq(users.id, id));
  }
}
