/**
 * The admins' instructors (spec 2 "Instructors" and "Instructor detail", 7, 8 "Instructors list").
 * Search is the server's, over name, e-mail, college and branch. Also an instructor's public page
 * (issue 21), which anyone may read.
 */
import { z } from 'zod';
import { courseCardSchema, ratingFiguresShape } from './courses.js';
import { balanceSchema } from './earnings.js';
import { listQuerySchema, pageOf, searchQuery } from './paging.js';
import { listedPersonShape } from './people.js';

export const instructorCardSchema = z.object({
  ...listedPersonShape,
  branch: z.string().nullable(),
  rollNumber: z.string().nullable(),
  college: z.string().nullable(),
  gitHub: z.string().nullable(),
  linkedIn: z.string().nullable(),
  /** Courses not deleted (published or draft). */
  courseCount: z.number().int(),
});
export type InstructorCard = z.infer<typeof instructorCardSchema>;

export const instructorStatsSchema = z.object({
  totalInstructors: z.number().int(),
  totalCourses: z.number().int(),
  /** Instructors with at least one course. */
  activeInstructors: z.number().int(),
  /** totalCourses / totalInstructors, one decimal; 0 with none. */
  avgCoursesPerInstructor: z.number(),
});
export type InstructorStats = z.infer<typeof instructorStatsSchema>;

export const instructorListQuerySchema = listQuerySchema({ search: searchQuery });
export type InstructorListQuery = z.infer<typeof instructorListQuerySchema>;

/** GET INSTRUCTOR_ADMIN_API.list: stats are over every instructor, the page over the search. */
export const instructorListSchema = pageOf('instructors', instructorCardSchema, { stats: instructorStatsSchema });
export type InstructorList = z.infer<typeof instructorListSchema>;

/** GET INSTRUCTOR_ADMIN_API.profile */
export const instructorDetailSchema = z.object({
  instructor: instructorCardSchema.extend({ gender: z.string().nullable(), upi: z.string().nullable() }),
  stats: z.object({
    courses: z.number().int(),
    /** Distinct students and leads enrolled in the instructor's courses. */
    students: z.number().int(),
    totalEarningsPaise: z.number().int(),
    availablePaise: z.number().int(),
  }),
  balance: balanceSchema,
});
export type InstructorDetail = z.infer<typeof instructorDetailSchema>;

/**
 * GET INSTRUCTOR_PUBLIC_API.page (issue 21): what anyone may read of an instructor: the name, the
 * profile image, the college and the profile links (no e-mail, phone, UPI, roll number or gender:
 * the profile has no public/private switch, so only what a course page already implies is shown);
 * their published courses as catalogue cards, newest first; and figures over those courses: distinct
 * enrolled learners (students and leads) and the average of every review.
 */
export const instructorPublicPageSchema = z.object({
  instructor: instructorCardSchema.pick({
    id: true,
    name: true,
    image: true,
    college: true,
    gitHub: true,
    linkedIn: true,
  }),
  stats: z.object({
    courses: z.number().int(),
    learners: z.number().int(),
    ...ratingFiguresShape,
  }),
  courses: z.array(courseCardSchema),
});
export type InstructorPublicPage = z.infer<typeof instructorPublicPageSchema>;
