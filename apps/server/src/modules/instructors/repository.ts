/** Data access for the admins' instructors list and detail. No business rules here. */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { InstructorStats } from '@cms/contract';
import { rowsOf } from '../../db/client.js';
import { courses, enrolments, instructorProfiles, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/list-query.js';
import { Repository } from '../../db/repository.js';

/**
 * The instructor's courses that are not deleted (drafts included). `instructorId` is a value or a
 * column of the outer query (a correlated count). The dashboard and the admin views count the same.
 */
export const courseCountOf = (instructorId: SQL | string) =>
  sql<number>`(select count(*)::int from ${courses} c where c.instructor_id = ${instructorId} and c.deleted_at is null)`;

/** Distinct students and leads enrolled in the instructor's courses that are not deleted. */
export const studentCountOf = (instructorId: SQL | string) =>
  sql<number>`(select count(distinct e.user_id)::int from ${enrolments} e
    join ${courses} c on c.id = e.course_id
    join ${users} u on u.id = e.user_id
    where c.instructor_id = ${instructorId} and c.deleted_at is null and u.role in ('Student', 'Lead'))`;

const isInstructor = eq(users.role, 'Instructor');

/** A user with their instructor profile (null columns when there is none) and course count. */
const cardColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  userImage: users.image,
  profileUploadId: instructorProfiles.profileUploadId,
  branch: instructorProfiles.branch,
  rollNumber: instructorProfiles.rollNumber,
  college: instructorProfiles.college,
  gitHub: instructorProfiles.gitHub,
  linkedIn: instructorProfiles.linkedIn,
  courseCount: courseCountOf(sql`${users.id}`),
};

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    ilike(instructorProfiles.college, pattern),
    ilike(instructorProfiles.branch, pattern),
  );
}

export interface InstructorPageFilter {
  /** Substring of the name, e-mail, college or branch, case-insensitive. */
  search?: string;
  limit: number;
  offset: number;
}

export class InstructorRepository extends Repository {
  /** Figures over every instructor (not only those a search matches). */
  async stats(): Promise<Omit<InstructorStats, 'avgCoursesPerInstructor'>> {
    const result = await this.db.execute(sql`with c as (
        select c.instructor_id from ${courses} c join ${users} u on u.id = c.instructor_id
        where u.role = 'Instructor' and c.deleted_at is null)
      select
        (select count(*)::int from ${users} u where u.role = 'Instructor') as "totalInstructors",
        (select count(*)::int from c) as "totalCourses",
        (select count(distinct instructor_id)::int from c) as "activeInstructors"`);
    const [row] = rowsOf<Record<'totalInstructors' | 'totalCourses' | 'activeInstructors', number | string>>(result);
    return {
      totalInstructors: Number(row?.totalInstructors ?? 0),
      totalCourses: Number(row?.totalCourses ?? 0),
      activeInstructors: Number(row?.activeInstructors ?? 0),
    };
  }

  /** One page of instructors matching the search, by name (then id). */
  page({ search, limit, offset }: InstructorPageFilter) {
    return this.db
      .select(cardColumns)
      .from(users)
      .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
      .where(and(isInstructor, searchCondition(search)))
      .orderBy(asc(users.name), asc(users.id))
      .limit(limit)
      .offset(offset);
  }

  /** How many instructors match the search. */
  async count(search: string | undefined): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
      .where(and(isInstructor, searchCondition(search)));
    return Number(row?.n ?? 0);
  }

  /** What anyone may read of the instructor (see instructorPublicPageSchema); undefined for anyone else. */
  async publicProfile(id: string) {
    const [row] = await this.db
      .select({
        id: users.id,
        name: users.name,
        userImage: users.image,
        profileUploadId: instructorProfiles.profileUploadId,
        college: instructorProfiles.college,
        gitHub: instructorProfiles.gitHub,
        linkedIn: instructorProfiles.linkedIn,
      })
      .from(users)
      .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
      .where(and(isInstructor, eq(users.id, id)))
      .limit(1);
    return row;
  }

  /**
   * Figures over the instructor's published, not deleted courses: distinct students and leads enrolled
   * in them, and the sum and count of their reviews (the courses' counters, kept by triggers).
   */
  async publicFigures(id: string): Promise<{ learners: number; ratingSum: number; ratingCount: number }> {
    const result = await this.db.execute(sql`with m as (
        select c.id, c.rating_sum, c.rating_count from ${courses} c
        where c.instructor_id = ${id} and c.is_published and c.deleted_at is null)
      select
        (select count(distinct e.user_id)::int from ${enrolments} e join ${users} u on u.id = e.user_id
          where e.course_id in (select id from m) and u.role in ('Student', 'Lead')) as "learners",
        (select coalesce(sum(rating_sum), 0)::int from m) as "ratingSum",
        (select coalesce(sum(rating_count), 0)::int from m) as "ratingCount"`);
    const [row] = rowsOf<Record<'learners' | 'ratingSum' | 'ratingCount', number | string>>(result);
    return {
      learners: Number(row?.learners ?? 0),
      ratingSum: Number(row?.ratingSum ?? 0),
      ratingCount: Number(row?.ratingCount ?? 0),
    };
  }

  /** The instructor with their profile, course and student counts; undefined for anyone else. */
  async detail(id: string) {
    const [row] = await this.db
      .select({
        ...cardColumns,
        gender: instructorProfiles.gender,
        upi: instructorProfiles.upi,
        studentCount: studentCountOf(sql`${users.id}`),
      })
      .from(users)
      .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
      .where(and(isInstructor, eq(users.id, id)))
      .limit(1);
    return row;
  }
}

export type InstructorCardRow = Awaited<ReturnType<InstructorRepository['page']>>[number];
export type InstructorDetailRow = NonNullable<Awaited<ReturnType<InstructorRepository['detail']>>>;
