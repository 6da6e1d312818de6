/**
 * Data access of the lead's team: the lead with their team, and the team's members (users with
 * role Student whose student profile has the lead's team). No business rules here.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { enrolments, leadProfiles, studentProfiles, users } from '../../db/schema/index.js';
import { Repository, type Handle } from '../../db/repository.js';
import type { TeamDirectory } from '../messages/team-directory.js';

/** The columns of a member row. */
const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  userImage: users.image,
  profileUploadId: studentProfiles.profileUploadId,
  team: studentProfiles.team,
  branch: studentProfiles.branch,
  phone: studentProfiles.phone,
  college: studentProfiles.college,
  courseCount: sql<number>`(select count(*)::int from ${enrolments} e where e.user_id = ${users.id})`,
};

/** A student of `team`. */
const inTeam = (team: string) => and(eq(users.role, 'Student'), eq(studentProfiles.team, team));

export type MemberRow = Awaited<ReturnType<TeamRepository['members']>>[number];

export class TeamRepository extends Repository implements TeamDirectory {
  /** The lead (a user with role Lead) with the team of their lead profile (null without one). */
  async lead(leadId: string) {
    const [row] = await this.db
      .select({ id: users.id, name: users.name, email: users.email, team: leadProfiles.team })
      .from(users)
      .leftJoin(leadProfiles, eq(leadProfiles.userId, users.id))
      .where(and(eq(users.id, leadId), eq(users.role, 'Lead')))
      .limit(1);
    return row;
  }

  /** The team's members by name (student_profiles_team_idx). */
  members(team: string) {
    return this.db
      .select(memberColumns)
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(inTeam(team))
      .orderBy(asc(users.name), asc(users.id));
  }

  /** One member of the team; none when the user is not a student of that team. */
  async member(team: string, memberId: string) {
    const [row] = await this.db
      .select(memberColumns)
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .where(and(eq(users.id, memberId), inTeam(team)))
      .limit(1);
    return row;
  }

  /** Whether the member is (still) a student of the lead's team, read through `db` (the caller's transaction). */
  async isMember(leadId: string, memberId: string, db: Handle = this.db): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .innerJoin(leadProfiles, eq(leadProfiles.team, studentProfiles.team))
      .where(and(eq(users.id, memberId), eq(users.role, 'Student'), eq(leadProfiles.userId, leadId)))
      .limit(1);
    return row !== undefined;
  }

  async userExists(id: string): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
    return row !== undefined;
  }
}
