/** Data access for the dashboards' figures. No business rules here. */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.js';
import {
  courses,
  enrolments,
  leadProfiles,
  lessonProgress,
  lessons,
  reviews,
  studentProfiles,
  users,
} from '../../db/schema/index.js';
import { availableCourse, cardColumns, instructor, onInstructor } from '../courses/repository.js';
import { courseCountOf, studentCountOf } from '../instructors/repository.js';
import { Repository } from '../../db/repository.js';

export interface FiguresRow {
  availableCourses: number;
  activeLearners: number;
  avgRating: number | null;
  ratingCount: number;
}

/** What the instructor dashboard is computed from, over the instructor's courses that are not deleted. */
export interface TeachingRow {
  activeCourses: number;
  totalCourses: number;
  totalStudents: number;
  /** Enrolments of students and leads. */
  learnerEnrolments: number;
  /** Lessons × learners: the lessons of each such enrolment's course, summed. */
  learnerLessons: number;
  /** Current lessons those learners completed. */
  completedLessons: number;
}

export class DashboardRepository extends Repository {
  /** Platform figures over available (published, not deleted) courses. */
  async figures(): Promise<FiguresRow> {
    const available = this.db.select({ id: courses.id }).from(courses).where(availableCourse());
    const result = await this.db.execute(sql`with a as (${available})
      select
        (select count(*)::int from a) as "availableCourses",
        (select count(distinct e.user_id)::int from ${enrolments} e join ${users} u on u.id = e.user_id
          where e.course_id in (select id from a) and u.role in ('Student', 'Lead')) as "activeLearners",
        (select avg(r.rating)::float8 from ${reviews} r where r.course_id in (select id from a)) as "avgRating",
        (select count(*)::int from ${reviews} r where r.course_id in (select id from a)) as "ratingCount"`);
    const [row] = rowsOf<Record<keyof FiguresRow, number | string | null>>(result);
    return {
      availableCourses: Number(row?.availableCourses ?? 0),
      activeLearners: Number(row?.activeLearners ?? 0),
      avgRating: row?.avgRating === null || row?.avgRating === undefined ? null : Number(row.avgRating),
      ratingCount: Number(row?.ratingCount ?? 0),
    };
  }

  /** The instructor's courses, learners and completed lessons (courses not deleted). */
  async teaching(instructorId: string): Promise<TeachingRow> {
    const result = await this.db.execute(sql`with
      c as (select id, is_published from ${courses} where instructor_id = ${instructorId} and deleted_at is null),
      le as (select e.user_id, e.course_id from ${enrolments} e join ${users} u on u.id = e.user_id
        where e.course_id in (select id from c) and u.role in ('Student', 'Lead'))
      select
        (select count(*)::int from c where is_published) as "activeCourses",
        ${courseCountOf(instructorId)} as "totalCourses",
        ${studentCountOf(instructorId)} as "totalStudents",
        (select count(*)::int from le) as "learnerEnrolments",
        (select count(*)::int from le join ${lessons} l on l.course_id = le.course_id) as "learnerLessons",
        (select count(*)::int from le
          join ${lessonProgress} p on p.user_id = le.user_id
          join ${lessons} l on l.id = p.lesson_id and l.course_id = le.course_id
          where p.completed_at is not null) as "completedLessons"`);
    const [row] = rowsOf<Record<keyof TeachingRow, number | string>>(result);
    return {
      activeCourses: Number(row?.activeCourses ?? 0),
      totalCourses: Number(row?.totalCourses ?? 0),
      totalStudents: Number(row?.totalStudents ?? 0),
      learnerEnrolments: Number(row?.learnerEnrolments ?? 0),
      learnerLessons: Number(row?.learnerLessons ?? 0),
      completedLessons: Number(row?.completedLessons ?? 0),
    };
  }

  /** The lead's team (from the lead profile), or null. */
  async leadTeam(leadId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ team: leadProfiles.team })
      .from(leadProfiles)
      .where(eq(leadProfiles.userId, leadId))
      .limit(1);
    return row?.team ?? null;
  }

  private teamStudentIds(team: string) {
    return this.db
      .select({ id: studentProfiles.userId })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(and(eq(studentProfiles.team, team), eq(users.role, 'Student')));
  }

  /** Students of the team and their enrolments. */
  async teamCounts(team: string): Promise<{ members: number; enrolments: number }> {
    const [members] = await this.db.select({ n: sql<number>`count(*)::int` }).from(this.teamStudentIds(team).as('m'));
    const [taken] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrolments)
      .where(inArray(enrolments.userId, this.teamStudentIds(team)));
    return { members: Number(members?.n ?? 0), enrolments: Number(taken?.n ?? 0) };
  }

  /**
   * The courses the team (its students and the lead) enrolled in most recently, with how many of
   * them are enrolled and the lead's own enrolment. Only courses the lead may open: available ones
   * and those the lead is enrolled in.
   */
  teamRecentCourses(leadId: string, team: string, limit: number) {
    const taken = this.db
      .select({
        courseId: enrolments.courseId,
        teamEnrolments: sql<number>`count(*)::int`.as('team_enrolments'),
        lastEnrolledAt: sql`max(${enrolments.createdAt})`.mapWith(enrolments.createdAt).as('last_enrolled_at'),
      })
      .from(enrolments)
      .where(or(inArray(enrolments.userId, this.teamStudentIds(team)), eq(enrolments.userId, leadId)))
      .groupBy(enrolments.courseId)
      .as('taken');
    const leadEnrolmentId = sql<
      string | null
    >`(select e.id from ${enrolments} e where e.course_id = ${courses.id} and e.user_id = ${leadId})`;
    return this.db
      .select({
        ...cardColumns,
        teamEnrolments: taken.teamEnrolments,
        lastEnrolledAt: taken.lastEnrolledAt,
        leadEnrolmentId,
      })
      .from(taken)
      .innerJoin(courses, eq(courses.id, taken.courseId))
      .innerJoin(instructor, onInstructor())
      .where(or(availableCourse(), sql`${leadEnrolmentId} is not null`))
      .orderBy(desc(taken.lastEnrolledAt), desc(courses.id))
      .limit(limit);
  }
}
