/** Data access for courses, lessons, enrolments and reviews. No business rules here. */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { CatalogueSort, CatalogueStats } from '@cms/contract';
import { rowsOf, type Db, type Tx } from '../../db/client.js';
import {
  catalogueState,
  courses,
  enrolments,
  lessonCaptions,
  lessons,
  ratingKey,
  uploads,
  users,
  videoRenditions,
} from '../../db/schema/index.js';
import { containsPattern, pageWindow } from '../../db/list-query.js';
import { Repository } from '../../db/repository.js';

/** The course's instructor, joined under its own name (users also appear in subqueries). */
export const instructor = alias(users, 'instructor');

/** Which courses a list shows. */
export type ListScope = { kind: 'catalogue' } | { kind: 'instructor'; instructorId: string } | { kind: 'admin' };

/** The catalogue's filters (issue 21); prices in paise, both ends included. */
export interface CatalogueFilters {
  category?: string;
  level?: string;
  minPricePaise?: number;
  maxPricePaise?: number;
  /** Average review at least this (unrated courses never match). */
  minRating?: number;
}

export interface ListFilter {
  scope: ListScope;
  search?: string;
  /** Only the catalogue's scope is filtered. */
  filters?: CatalogueFilters;
  /** Newest first when absent. */
  sort?: CatalogueSort;
  page: number;
  pageSize: number;
  /** A signed-in caller: each card then carries the caller's enrolment id (or null). */
  viewerId?: string;
}

/**
 * Columns of a course card: the course, its instructor and its figures. The figures (learners,
 * ratings, lessons, duration) are columns of `courses` kept by database triggers in the transaction
 * of every write that changes them (migration 0008), so a card costs no subquery.
 * Select them from `courses` joined with `instructor` (see `onInstructor`); other modules reuse
 * them so every card shows the same figures.
 */
export const cardColumns = {
  id: courses.id,
  title: courses.title,
  subtitle: courses.subtitle,
  category: courses.category,
  level: courses.level,
  thumbnailUploadId: courses.thumbnailUploadId,
  pricePaise: courses.pricePaise,
  instructorId: courses.instructorId,
  instructorName: instructor.name,
  isPublished: courses.isPublished,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
  deletedAt: courses.deletedAt,
  ratingAverage: sql<
    number | null
  >`case when ${courses.ratingCount} > 0 then ${courses.ratingSum}::float8 / ${courses.ratingCount} end`,
  ratingCount: courses.ratingCount,
  studentCount: courses.studentCount,
  leadCount: courses.leadCount,
  lessonCount: courses.lessonCount,
  totalDurationSeconds: courses.totalDurationSeconds,
};

/** The join condition of a course with its `instructor`. */
export const onInstructor = () => eq(instructor.id, courses.instructorId);

export type LessonRow = typeof lessons.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type NewLesson = typeof lessons.$inferInsert;

/** The courses' "rating" sort key (see `ratingKey` and `courses_rating_idx`). */
const courseRatingKey = ratingKey(courses);

/**
 * Each sort's ORDER BY, every one ending newest first then by the larger id (a total order: pages
 * never overlap). Each is the order of one partial index (docs/decisions.md, "Catalogue filters").
 */
const SORT_ORDERS: Record<CatalogueSort, SQL[]> = {
  newest: [desc(courses.createdAt), desc(courses.id)],
  popular: [desc(courses.enrolmentCount), desc(courses.createdAt), desc(courses.id)],
  rating: [desc(courseRatingKey), desc(courses.ratingCount), desc(courses.createdAt), desc(courses.id)],
  'price-asc': [asc(courses.pricePaise), desc(courses.createdAt), desc(courses.id)],
  'price-desc': [desc(courses.pricePaise), desc(courses.createdAt), desc(courses.id)],
};

/** The catalogue filters' conditions, on columns of `courses` that every sort's index holds. */
function filterConditions(filters: CatalogueFilters = {}): (SQL | undefined)[] {
  const { category, level, minPricePaise, maxPricePaise, minRating } = filters;
  return [
    category === undefined ? undefined : eq(courses.category, category),
    level === undefined ? undefined : eq(courses.level, level),
    minPricePaise === undefined ? undefined : gte(courses.pricePaise, minPricePaise),
    maxPricePaise === undefined ? undefined : lte(courses.pricePaise, maxPricePaise),
    minRating === undefined ? undefined : sql`${courseRatingKey} >= ${minRating}::float8`,
  ];
}

/** Which courses a list shows; conditions on `courses` alone, so that each has an index to use. */
function scopeCondition(filter: Pick<ListFilter, 'scope' | 'search' | 'filters'>): SQL {
  const { scope, search } = filter;
  const conditions: (SQL | undefined)[] = [isNull(courses.deletedAt)];
  if (scope.kind === 'catalogue') conditions.push(eq(courses.isPublished, true), ...filterConditions(filter.filters));
  if (scope.kind === 'instructor') conditions.push(eq(courses.instructorId, scope.instructorId));
  if (search) {
    const pattern = containsPattern(search);
    // Instructors search their own titles; the catalogue and admins also match instructor names,
    // through `search_text` (title, a newline, the instructor's name) and its trigram index.
    conditions.push(scope.kind === 'instructor' ? ilike(courses.title, pattern) : ilike(courses.searchText, pattern));
  }
  return and(...conditions)!;
}

/** The caller's enrolment in the card's course (one correlated lookup per row, same query). */
export const viewerEnrolmentColumn = (userId: string) =>
  sql<string | null>`(select e.id from ${enrolments} e where e.course_id = ${courses.id} and e.user_id = ${userId})`;

/** Published and not deleted: what the catalogue lists. */
export const availableCourse = () => and(eq(courses.isPublished, true), isNull(courses.deletedAt))!;

export interface PopularFilter {
  limit: number;
  /** Leave out the courses this user is enrolled in or teaches. */
  notOwnedBy?: string;
}

export class CourseRepository extends Repository {
  /** `columns` of courses joined with their instructor. */
  private withInstructor<T extends SelectedFields>(columns: T) {
    return this.db.select(columns).from(courses).innerJoin(instructor, onInstructor());
  }

  private cards() {
    return this.withInstructor(cardColumns);
  }

  /**
   * One page of cards in the sort's order (newest first by default). The page's ids come from the
   * ordering index alone (a deep page skips index entries, not cards); only the rows shown are joined
   * and computed.
   */
  page(filter: ListFilter) {
    const where = scopeCondition(filter);
    const order = SORT_ORDERS[filter.sort ?? 'newest'];
    const { limit, offset } = pageWindow(filter);
    const pageIds = this.db
      .select({ id: courses.id })
      .from(courses)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const columns = filter.viewerId
      ? { ...cardColumns, viewerEnrolmentId: viewerEnrolmentColumn(filter.viewerId) }
      : cardColumns;
    return this.withInstructor(columns)
      .where(inArray(courses.id, pageIds))
      .orderBy(...order);
  }

  /**
   * Figures over every course the list matches (not only the page shown). Distinct learners are
   * grouped (a hash aggregate) rather than `count(distinct …)`, which sorts and spilled to disk at
   * 200,000 enrolments.
   */
  async stats(filter: Pick<ListFilter, 'scope' | 'search' | 'filters'>): Promise<CatalogueStats> {
    const matching = this.db
      .select({
        id: courses.id,
        instructorId: courses.instructorId,
        ratingSum: courses.ratingSum,
        ratingCount: courses.ratingCount,
        lessonCount: courses.lessonCount,
      })
      .from(courses)
      .where(scopeCondition(filter));
    const result = await this.db.execute(sql`with m as (${matching})
      select
        (select count(*)::int from m) as "totalCourses",
        (select count(*)::int from (select e.user_id from ${enrolments} e where e.course_id in (select id from m) group by e.user_id) learners) as "activeStudents",
        (select sum(m.rating_sum)::float8 / nullif(sum(m.rating_count), 0) from m) as "avgRating",
        (select coalesce(sum(m.rating_count), 0)::int from m) as "ratingCount",
        (select count(distinct m.instructor_id)::int from m) as "instructors",
        (select coalesce(sum(m.lesson_count), 0)::int from m) as "totalLessons"`);
    const [row] = rowsOf<Record<keyof CatalogueStats, number | null>>(result);
    return {
      totalCourses: Number(row?.totalCourses ?? 0),
      activeStudents: Number(row?.activeStudents ?? 0),
      avgRating: row?.avgRating === null || row?.avgRating === undefined ? null : Number(row.avgRating),
      ratingCount: Number(row?.ratingCount ?? 0),
      instructors: Number(row?.instructors ?? 0),
      totalLessons: Number(row?.totalLessons ?? 0),
    };
  }

  /** The catalogue version (see `catalogueState`): it changes with every committed write a list shows. */
  async catalogueVersion(): Promise<number> {
    const [row] = await this.db
      .select({ version: catalogueState.version })
      .from(catalogueState)
      .where(eq(catalogueState.id, 1));
    return row?.version ?? 0;
  }

  /** Published, not deleted courses with the most enrolments (ties: newest first). */
  featured(limit: number) {
    return this.popular({ limit });
  }

  /**
   * Published, not deleted courses with the most enrolments (ties: newest first), optionally
   * without those the user is enrolled in or teaches.
   */
  popular({ limit, notOwnedBy }: PopularFilter) {
    const conditions: SQL[] = [availableCourse()];
    if (notOwnedBy) {
      conditions.push(
        sql`${courses.instructorId} <> ${notOwnedBy}`,
        sql`not exists (select 1 from ${enrolments} e where e.course_id = ${courses.id} and e.user_id = ${notOwnedBy})`,
      );
    }
    return this.cards()
      .where(and(...conditions))
      .orderBy(desc(courses.enrolmentCount), desc(courses.createdAt), desc(courses.id))
      .limit(limit);
  }

  /** The instructor's published, not deleted courses as cards, newest first (their public page). */
  listedBy(instructorId: string) {
    return this.cards()
      .where(and(availableCourse(), eq(courses.instructorId, instructorId)))
      .orderBy(desc(courses.createdAt), desc(courses.id));
  }

  /** A course with its card figures and texts, deleted or not. */
  async detail(id: string) {
    const [row] = await this.withInstructor({
      ...cardColumns,
      description: courses.description,
      objectives: courses.objectives,
      requirements: courses.requirements,
    })
      .where(eq(courses.id, id))
      .limit(1);
    return row;
  }

  lessonsOf(courseId: string, db: Db | Tx = this.db): Promise<LessonRow[]> {
    return db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.position));
  }

  /** The HLS renditions' state of these lesson videos (issue 22), by upload id. */
  async renditionsOf(uploadIds: string[]): Promise<Map<string, { state: string; percent: number }>> {
    if (uploadIds.length === 0) return new Map();
    const rows = await this.db
      .select({ uploadId: videoRenditions.uploadId, state: videoRenditions.state, percent: videoRenditions.percent })
      .from(videoRenditions)
      .where(inArray(videoRenditions.uploadId, uploadIds));
    return new Map(rows.map((r) => [r.uploadId, { state: r.state, percent: r.percent }]));
  }

  /** The user's enrolment in the course, or null. */
  enrolmentId(userId: string, courseId: string): Promise<string | null> {
    return this.idWhere(enrolments, and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
  }

  /** Enrolled users of a course, newest enrolment first. */
  students(courseId: string) {
    return this.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        role: users.role,
        enrolledAt: enrolments.createdAt,
      })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(eq(enrolments.courseId, courseId))
      .orderBy(desc(enrolments.createdAt), asc(users.name));
  }

  /** The course row, locked for the rest of the transaction. */
  lockCourse(tx: Tx, id: string): Promise<CourseRow | undefined> {
    return this.rowById(courses, id, tx, 'update');
  }

  /** Uploads by id (any owner, any purpose): the service checks them. */
  uploadsByIds(tx: Tx, ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select({
        id: uploads.id,
        ownerId: uploads.ownerId,
        purpose: uploads.purpose,
        durationSeconds: uploads.durationSeconds,
      })
      .from(uploads)
      .where(inArray(uploads.id, ids));
  }

  async insertCourse(tx: Tx, values: typeof courses.$inferInsert): Promise<string> {
    const [row] = await tx.insert(courses).values(values).returning({ id: courses.id });
    return row!.id;
  }

  async updateCourse(tx: Tx, id: string, values: Partial<typeof courses.$inferInsert>): Promise<void> {
    await tx
      .update(courses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(courses.id, id));
  }

  /** Marks the course deleted now; returns when. */
  async softDelete(tx: Tx, id: string): Promise<Date> {
    const [row] = await tx
      .update(courses)
      .set({ deletedAt: sql`now()` })
      .where(eq(courses.id, id))
      .returning({ deletedAt: courses.deletedAt });
    if (!row?.deletedAt) throw new Error(`course ${id} missing while deleting`);
    return row.deletedAt;
  }

  async insertLessons(tx: Tx, rows: NewLesson[]): Promise<void> {
    if (rows.length > 0) await tx.insert(lessons).values(rows);
  }

  async updateLesson(tx: Tx, id: string, values: Partial<NewLesson>): Promise<void> {
    await tx.update(lessons).set(values).where(eq(lessons.id, id));
  }

  async deleteLessons(tx: Tx, ids: string[]): Promise<void> {
    if (ids.length > 0) await tx.delete(lessons).where(inArray(lessons.id, ids));
  }

  /** The caption languages of these lessons (one query), by lesson id. */
  async captionsOf(lessonIds: string[]): Promise<Map<string, { language: string; label: string }[]>> {
    const byLesson = new Map<string, { language: string; label: string }[]>();
    if (lessonIds.length === 0) return byLesson;
    const rows = await this.db
      .select({ lessonId: lessonCaptions.lessonId, language: lessonCaptions.language, label: lessonCaptions.label })
      .from(lessonCaptions)
      .where(inArray(lessonCaptions.lessonId, lessonIds))
      .orderBy(asc(lessonCaptions.language));
    for (const { lessonId, ...caption } of rows) byLesson.set(lessonId, [...(byLesson.get(lessonId) ?? []), caption]);
    return byLesson;
  }
}

export type CardRow = Awaited<ReturnType<CourseRepository['featured']>>[number];
export type DetailRow = NonNullable<Awaited<ReturnType<CourseRepository['detail']>>>;
