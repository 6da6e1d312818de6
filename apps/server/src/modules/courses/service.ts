/**
 * Courses: the catalogue, course pages, the instructor's own courses and the admin's view.
 * Business rules live here (who sees what, ownership, prices in paise, one transaction per change).
 */
import { randomUUID } from 'node:crypto';
import {
  rupeesToPaise,
  type AdminCourseDetail,
  type CourseCard,
  type CourseDetail,
  type CourseInput,
  type CourseList,
  type CatalogueQuery,
  type CatalogueStats,
  type CourseListQuery,
  type Lesson,
  hlsMasterUrl,
} from '@cms/contract';
import { FreshRead } from '../../cache/fresh-read.js';
import { VersionedCache } from '../../cache/versioned-cache.js';
import type { Tx } from '../../db/client.js';
import type { Viewer } from '../../session/viewer.js';
import type { AuditRepository } from '../audit/repository.js';
import { mediaUrl } from '../media/service.js';
import { processingOf } from '../video-renditions/service.js';
import { iso, isoOrNull } from '../../dates/iso.js';
import { toCard } from './card.js';
import {
  CourseRepository,
  type CatalogueFilters,
  type DetailRow,
  type LessonRow,
  type ListScope,
} from './repository.js';
import { courseErrors } from './errors.js';
import type { QuizStore } from './quiz-store.js';

export const FEATURED_COUNT = 3;

/** How many list figures (one per scope and search) are kept for the current catalogue version. */
const STATS_CACHE_ENTRIES = 1000;

export interface Access {
  enrolled: boolean;
  enrolmentId: string | null;
  isOwner: boolean;
  isAdmin: boolean;
}

/** The row values of the curriculum's `i`-th lesson: a video with its upload and duration, or a quiz. */
function lessonValues(l: CourseInput['lessons'][number], i: number, durations: Map<string, number | null>) {
  const base = { position: i + 1, title: l.title };
  return l.kind === 'video'
    ? {
        ...base,
        kind: 'video',
        freePreview: l.freePreview,
        videoUploadId: l.videoId,
        durationSeconds: durations.get(l.videoId) ?? null,
      }
    : { ...base, kind: 'quiz', freePreview: false, videoUploadId: null, durationSeconds: null };
}

/** The catalogue query's filters as the repository takes them: prices in paise. */
function catalogueFilters(query: CatalogueQuery): CatalogueFilters {
  return {
    category: query.category,
    level: query.level,
    minPricePaise: query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice),
    maxPricePaise: query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice),
    minRating: query.minRating,
  };
}

/** The filters in a fixed order, absent ones blank: part of the cache keys of lists and figures. */
const filtersKey = (f: CatalogueFilters) =>
  [f.category, f.level, f.minPricePaise, f.maxPricePaise, f.minRating].map((v) => v ?? '').join('\t');

export class CourseService {
  constructor(
    readonly repo: CourseRepository,
    private readonly audit: AuditRepository,
    /** A quiz lesson's settings and questions, written in the course's transaction; its summary on the page. */
    private readonly quizzes: QuizStore,
  ) {}

  /** The figures of each list (scope and search), computed once per catalogue version. */
  private readonly stats = new VersionedCache<CatalogueStats>(STATS_CACHE_ENTRIES);

  // ---- lists -------------------------------------------------------------------------------

  /** Concurrent requests share one read of the version (each from a read begun after it arrived). */
  private readonly version = new FreshRead(() => this.repo.catalogueVersion());

  /** The catalogue version: it changes with every committed write that a list or course page shows. */
  catalogueVersion(): Promise<number> {
    return this.version.get();
  }

  private async list(
    scope: ListScope,
    query: CourseListQuery & Partial<Pick<CatalogueQuery, 'sort'>>,
    viewer: Viewer = null,
    filters: CatalogueFilters = {},
  ): Promise<CourseList> {
    const search = query.search || undefined;
    const version = await this.catalogueVersion();
    const scopeKey = scope.kind === 'instructor' ? `instructor:${scope.instructorId}` : scope.kind;
    const { page, pageSize, sort } = query;
    const [rows, stats] = await Promise.all([
      this.repo.page({ scope, search, filters, sort, page, pageSize, viewerId: viewer?.userId }),
      this.stats.get(version, `${scopeKey}\n${search ?? ''}\n${filtersKey(filters)}`, () =>
        this.repo.stats({ scope, search, filters }),
      ),
    ]);
    return {
      courses: rows.map(toCard),
      total: stats.totalCourses,
      page: query.page,
      pageSize: query.pageSize,
      stats,
    };
  }

  /**
   * Published, not deleted courses; search over titles and instructor names, the filters (category,
   * level, price range in rupees, minimum average review) and the sort, all in SQL. Total and figures
   * cover every match. For a signed-in caller each card carries `viewerEnrolmentId` (their enrolment
   * in it, or null).
   */
  catalogue(query: CatalogueQuery, viewer: Viewer = null): Promise<CourseList> {
    return this.list({ kind: 'catalogue' }, query, viewer, catalogueFilters(query));
  }

  /** What tells one catalogue answer from another (the anonymous answers' cache key). */
  catalogueKey(query: CatalogueQuery): string {
    return [query.page, query.pageSize, query.search ?? '', query.sort, filtersKey(catalogueFilters(query))].join('\n');
  }

  /** The instructor's own courses, published or not (not deleted); search over titles. */
  instructorCourses(instructorId: string, query: CourseListQuery): Promise<CourseList> {
    return this.list({ kind: 'instructor', instructorId }, query);
  }

  /** Every course that is not deleted; search over titles and instructor names. */
  adminCourses(query: CourseListQuery): Promise<CourseList> {
    return this.list({ kind: 'admin' }, query);
  }

  /** The instructor's published, not deleted courses as catalogue cards, newest first. */
  async listedBy(instructorId: string): Promise<CourseCard[]> {
    return (await this.repo.listedBy(instructorId)).map(toCard);
  }

  async featured(): Promise<{ courses: CourseCard[] }> {
    return { courses: (await this.repo.featured(FEATURED_COUNT)).map(toCard) };
  }

  // ---- one course --------------------------------------------------------------------------

  private async accessOf(row: DetailRow, viewer: Viewer): Promise<Access> {
    if (!viewer) return { enrolled: false, enrolmentId: null, isOwner: false, isAdmin: false };
    const enrolmentId = await this.repo.enrolmentId(viewer.userId, row.id);
    return {
      enrolled: enrolmentId !== null,
      enrolmentId,
      isOwner: row.instructorId === viewer.userId,
      isAdmin: viewer.role === 'Admin',
    };
  }

  /**
   * A published, not deleted course: anyone. Otherwise (a draft or a deleted course) only its
   * instructor, admins and the people enrolled in it; everyone else gets 404. Returns the course
   * row (with its card figures) and what the viewer may do.
   */
  async visibleCourse(id: string, viewer: Viewer): Promise<{ row: DetailRow; access: Access }> {
    const row = await this.repo.detail(id);
    if (!row) throw courseErrors.courseNotFound();
    const access = await this.accessOf(row, viewer);
    const listed = row.isPublished && row.deletedAt === null;
    if (!listed && !access.isOwner && !access.isAdmin && !access.enrolled) throw courseErrors.courseNotFound();
    return { row, access };
  }

  /** The course page, for those who may see it (see `visibleCourse`). */
  async detail(id: string, viewer: Viewer): Promise<CourseDetail> {
    const { row, access } = await this.visibleCourse(id, viewer);
    return this.toDetail(row, access);
  }

  /**
   * The instructor's own course, as its management page reads it (drafts and deleted ones too);
   * another instructor's course is 404 "Course not found", as a missing one.
   */
  async ownCourse(id: string, viewer: NonNullable<Viewer>): Promise<CourseDetail> {
    const row = await this.repo.detail(id);
    if (!row || row.instructorId !== viewer.userId) throw courseErrors.courseNotFound();
    return this.toDetail(row, await this.accessOf(row, viewer));
  }

  private async toDetail(row: DetailRow, access: Access): Promise<CourseDetail> {
    const canWatch = access.isOwner || access.isAdmin || access.enrolled;
    const listed = row.isPublished && row.deletedAt === null;
    const lessonRows = await this.repo.lessonsOf(row.id);
    const captions = await this.repo.captionsOf(lessonRows.map((l) => l.id));
    const quizIds = lessonRows.filter((l) => l.kind === 'quiz').map((l) => l.id);
    const quizzes = await this.quizzes.summaries(quizIds);
    const renditions = await this.repo.renditionsOf(
      lessonRows.flatMap((l) => (l.videoUploadId ? [l.videoUploadId] : [])),
    );
    const lessons: Lesson[] = lessonRows.map((l: LessonRow) => {
      // The same rule as the media service: free previews of a listed course, or everything for those who may watch.
      const watchable = canWatch || (l.freePreview && listed);
      const video = l.kind === 'video' && watchable ? l.videoUploadId : null;
      // Issue 22: the HLS master playlist once ready; the progress while queued, processing or failed.
      const hls = video ? renditions.get(video) : undefined;
      return {
        id: l.id,
        position: l.position,
        title: l.title,
        kind: l.kind === 'quiz' ? 'quiz' : 'video',
        quiz: l.kind === 'quiz' ? (quizzes.get(l.id) ?? null) : null,
        freePreview: l.freePreview,
        durationSeconds: l.durationSeconds,
        captions: captions.get(l.id) ?? [],
        videoUrl: video ? mediaUrl(video) : null,
        videoId: video,
        hlsUrl: hls?.state === 'ready' ? hlsMasterUrl(l.id) : null,
        videoProcessing: hls && hls.state !== 'ready' ? processingOf(hls) : null,
      };
    });
    return {
      ...toCard(row),
      description: row.description,
      objectives: row.objectives,
      requirements: row.requirements,
      thumbnailId: row.thumbnailUploadId,
      lessons,
      viewer: { enrolled: access.enrolled, enrolmentId: access.enrolmentId, isOwner: access.isOwner, canWatch },
      deletedAt: isoOrNull(row.deletedAt),
    };
  }

  /** The admin's course page: the course and who is enrolled (deleted courses too). */
  async adminDetail(id: string, viewer: NonNullable<Viewer>): Promise<AdminCourseDetail> {
    const row = await this.repo.detail(id);
    if (!row) throw courseErrors.courseNotFound();
    const course = await this.toDetail(row, await this.accessOf(row, viewer));
    const students = (await this.repo.students(id)).map((s) => ({ ...s, enrolledAt: iso(s.enrolledAt) }));
    return { course, students };
  }

  // ---- changes -----------------------------------------------------------------------------

  /**
   * The thumbnail and every lesson video must be uploads of the caller made for that purpose;
   * returns the videos' durations.
   */
  private async checkUploads(tx: Tx, ownerId: string, input: CourseInput): Promise<Map<string, number | null>> {
    const videoIds = input.lessons.flatMap((l) => (l.kind === 'video' ? [l.videoId] : []));
    const ids = [input.thumbnailId, ...videoIds];
    const found = new Map((await this.repo.uploadsByIds(tx, [...new Set(ids)])).map((u) => [u.id, u]));
    const thumb = found.get(input.thumbnailId);
    if (!thumb || thumb.ownerId !== ownerId || thumb.purpose !== 'course-thumbnail') {
      throw courseErrors.thumbnailNotYours();
    }
    const durations = new Map<string, number | null>();
    input.lessons.forEach((lesson, i) => {
      if (lesson.kind !== 'video') return;
      const video = found.get(lesson.videoId);
      if (!video || video.ownerId !== ownerId || video.purpose !== 'lesson-video') {
        throw courseErrors.videoNotYours(i);
      }
      durations.set(video.id, video.durationSeconds);
    });
    return durations;
  }

  private courseValues(input: CourseInput) {
    return {
      title: input.title,
      subtitle: input.subtitle,
      description: input.description,
      category: input.category,
      level: input.level,
      objectives: input.objectives,
      requirements: input.requirements,
      pricePaise: rupeesToPaise(input.price),
      thumbnailUploadId: input.thumbnailId,
    };
  }

  /** Each quiz lesson's settings and questions, `written[i]` being the row of `input.lessons[i]`. */
  private async saveQuizzes(tx: Tx, input: CourseInput, written: { id: string }[]): Promise<void> {
    for (const [i, l] of input.lessons.entries()) {
      if (l.kind === 'quiz') await this.quizzes.save(tx, written[i]!.id, l.quiz);
    }
  }

  /** A new course of the signed-in instructor (a draft, or published with `publish`), lessons in the given order. */
  async create(viewer: NonNullable<Viewer>, input: CourseInput, publish = false): Promise<CourseDetail> {
    const id = await this.repo.transaction(async (tx) => {
      const durations = await this.checkUploads(tx, viewer.userId, input);
      const courseId = await this.repo.insertCourse(tx, {
        ...this.courseValues(input),
        instructorId: viewer.userId,
        isPublished: publish,
      });
      const fresh = input.lessons.map((l, i) => ({ id: randomUUID(), courseId, ...lessonValues(l, i, durations) }));
      await this.repo.insertLessons(tx, fresh);
      await this.saveQuizzes(tx, input, fresh);
      return courseId;
    });
    return this.detail(id, viewer);
  }

  /** Locks the caller's own, not deleted course: 404 when unknown or deleted, 403 when someone else's. */
  private async lockOwn(tx: Tx, id: string, viewer: NonNullable<Viewer>) {
    const course = await this.repo.lockCourse(tx, id);
    if (!course || course.deletedAt !== null) throw courseErrors.courseNotFound();
    if (course.instructorId !== viewer.userId) throw courseErrors.notYourCourse();
    return course;
  }

  /**
   * Replaces the course's fields and lessons. Lessons sent with the id of one of this course's
   * lessons keep that id; the others are new; lessons not sent are removed.
   */
  async update(id: string, viewer: NonNullable<Viewer>, input: CourseInput): Promise<CourseDetail> {
    await this.repo.transaction(async (tx) => {
      await this.lockOwn(tx, id, viewer);
      const durations = await this.checkUploads(tx, viewer.userId, input);
      await this.repo.updateCourse(tx, id, this.courseValues(input));
      // A lesson keeps its id only while it keeps its kind (a video turned quiz is a new lesson).
      const existing = new Map((await this.repo.lessonsOf(id, tx)).map((l) => [l.id, l.kind]));
      const kept = new Set<string>();
      const written: { id: string }[] = [];
      const fresh = [];
      for (const [i, l] of input.lessons.entries()) {
        const values = lessonValues(l, i, durations);
        if (l.id && existing.get(l.id) === l.kind && !kept.has(l.id)) {
          kept.add(l.id);
          await this.repo.updateLesson(tx, l.id, values);
          written.push({ id: l.id });
        } else {
          const lesson = { ...values, id: randomUUID(), courseId: id };
          fresh.push(lesson);
          written.push(lesson);
        }
      }
      await this.repo.deleteLessons(
        tx,
        [...existing.keys()].filter((lessonId) => !kept.has(lessonId)),
      );
      await this.repo.insertLessons(tx, fresh);
      await this.saveQuizzes(tx, input, written);
    });
    return this.detail(id, viewer);
  }

  async setPublished(id: string, viewer: NonNullable<Viewer>, isPublished: boolean): Promise<CourseDetail> {
    await this.repo.transaction(async (tx) => {
      await this.lockOwn(tx, id, viewer);
      await this.repo.updateCourse(tx, id, { isPublished });
    });
    return this.detail(id, viewer);
  }

  /**
   * Soft delete: the course leaves every list, but the people enrolled keep their access, and
   * enrolments and reviews stay. Instructors delete their own courses, admins any. The deletion is
   * written to the audit log (actor and role, before/after) in the same transaction.
   */
  async softDelete(id: string, viewer: NonNullable<Viewer>): Promise<void> {
    await this.repo.transaction(async (tx) => {
      const course = await this.repo.lockCourse(tx, id);
      if (!course || course.deletedAt !== null) throw courseErrors.courseNotFound();
      if (viewer.role !== 'Admin' && course.instructorId !== viewer.userId) throw courseErrors.notYourCourse();
      const deletedAt = await this.repo.softDelete(tx, id);
      await this.audit.write(tx, {
        actorId: viewer.userId,
        action: 'course.deleted',
        entityType: 'course',
        entityId: id,
        summary: course.title,
        before: { title: course.title, isPublished: course.isPublished, deletedAt: null },
        after: { deletedAt: iso(deletedAt) },
      });
    });
  }
}
