/**
 * The admins' instructors (spec 2 "Instructors" and "Instructor detail", 8 "Instructors list"):
 * figures over every instructor, a searched and paged list of cards, one instructor's profile with
 * their figures and balance, and their sales (the earnings module's list, the same as theirs).
 */
import type {
  InstructorCard,
  InstructorDetail,
  InstructorPublicPage,
  InstructorList,
  InstructorListQuery,
  SalesPage,
  SalesQuery,
} from '@cms/contract';
import { pageOfRows, pageWindow } from '../../db/list-query.js';
import { pictureOf } from '../media/service.js';
import type { Ledger } from '../earnings/ledger.js';
import type { EarningsService } from '../earnings/service.js';
import type { CourseService } from '../courses/service.js';
import { instructorErrors } from './errors.js';
import type { InstructorCardRow, InstructorRepository } from './repository.js';

/** A profile link the instructor left blank is no link. */
const link = (value: string | null) => (value && value.trim() ? value : null);

/** The profile image's address (else the account's own picture, e.g. from Google), or null. */

export function toInstructorCard(row: InstructorCardRow): InstructorCard {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: pictureOf(row),
    branch: row.branch,
    rollNumber: row.rollNumber,
    college: row.college,
    gitHub: link(row.gitHub),
    linkedIn: link(row.linkedIn),
    courseCount: Number(row.courseCount),
  };
}

/** total / count to one decimal; 0 with none. */
export const averageOf = (total: number, count: number) => (count > 0 ? Math.round((total / count) * 10) / 10 : 0);

export class InstructorService {
  constructor(
    readonly repo: InstructorRepository,
    private readonly earnings: EarningsService,
    private readonly ledger: Ledger,
    /** The instructor's published courses as catalogue cards (their public page). */
    private readonly courses: CourseService,
  ) {}

  async list({ search, page, pageSize }: InstructorListQuery): Promise<InstructorList> {
    const [stats, { rows, total }] = await Promise.all([
      this.repo.stats(),
      pageOfRows(this.repo.page({ search, ...pageWindow({ page, pageSize }) }), this.repo.count(search)),
    ]);
    return {
      instructors: rows.map(toInstructorCard),
      stats: { ...stats, avgCoursesPerInstructor: averageOf(stats.totalCourses, stats.totalInstructors) },
      total,
      page,
      pageSize,
    };
  }

  async detail(id: string): Promise<InstructorDetail> {
    const row = await this.repo.detail(id);
    if (!row) throw instructorErrors.notFound();
    const balance = await this.ledger.balance(id);
    return {
      instructor: { ...toInstructorCard(row), gender: row.gender, upi: row.upi },
      stats: {
        courses: Number(row.courseCount),
        students: Number(row.studentCount),
        totalEarningsPaise: balance.earnedPaise,
        availablePaise: balance.availablePaise,
      },
      balance,
    };
  }

  /**
   * The instructor's public page (issue 21), for anyone: name, image, college and links (nothing
   * private), their published courses and the figures over them. 404 for anyone who is not an instructor.
   */
  async publicPage(id: string): Promise<InstructorPublicPage> {
    const row = await this.repo.publicProfile(id);
    if (!row) throw instructorErrors.notFound();
    const [cards, figures] = await Promise.all([this.courses.listedBy(id), this.repo.publicFigures(id)]);
    return {
      instructor: {
        id: row.id,
        name: row.name,
        image: pictureOf(row),
        college: row.college,
        gitHub: link(row.gitHub),
        linkedIn: link(row.linkedIn),
      },
      stats: {
        courses: cards.length,
        learners: figures.learners,
        avgRating: figures.ratingCount > 0 ? figures.ratingSum / figures.ratingCount : null,
        ratingCount: figures.ratingCount,
      },
      courses: cards,
    };
  }

  /** The instructor's sales, exactly as the instructor sees them (404 INSTRUCTOR_NOT_FOUND for anyone else). */
  sales(id: string, query: SalesQuery): Promise<SalesPage> {
    return this.earnings.sales(id, query);
  }
}
