/** Courses, lessons and the catalogue: shapes shared by the server and the web app. */
import { z } from 'zod';
import { messageResponseSchema } from './http.js';
import { CATALOGUE_SORTS, CATEGORIES, LEVELS, type CatalogueSort } from './options.js';
import { pageOf } from './paging.js';
import { personRefShape } from './people.js';
import { LESSON_KINDS, quizInputSchema, quizSummarySchema } from './quiz-definitions.js';
import { videoProcessingSchema } from './video-renditions.js';
import { lessonCaptionSchema } from './captions.js';
import { COURSE_MSG } from './texts/course.js';
import { CATALOGUE_MSG } from './texts/catalogue.js';
import { MSG } from './texts/common.js';

const text = (max: number) =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, { error: MSG.required })
    .max(max, { error: `At most ${max} characters` });

/** Price in rupees with at most two decimals (stored as integer paise). */
export const priceRupeesField = z
  .number({ error: COURSE_MSG.price })
  .min(1, { error: COURSE_MSG.price })
  .max(1_000_000, { error: COURSE_MSG.price })
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: COURSE_MSG.price });

export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);
export const paiseToRupees = (paise: number): number => paise / 100;

const lessonInputBase = {
  /** An existing lesson's id when editing; absent for a new section. */
  id: z.uuid().optional(),
  title: z.string({ error: COURSE_MSG.sectionTitle }).trim().min(1, { error: COURSE_MSG.sectionTitle }).max(200),
};

/** A video section: its uploaded video and whether anyone may watch it before buying. */
export const videoLessonInputSchema = z.object({
  ...lessonInputBase,
  kind: z.literal('video'),
  freePreview: z.boolean().default(false),
  /** Id of an uploaded lesson video. */
  videoId: z.string({ error: COURSE_MSG.sectionVideo }).uuid({ error: COURSE_MSG.sectionVideo }),
});

/** A quiz section (issue 20): its settings and questions, saved with the course. */
export const quizLessonInputSchema = z.object({
  ...lessonInputBase,
  kind: z.literal('quiz'),
  quiz: quizInputSchema,
});

/**
 * One section of the curriculum: a video (the default when `kind` is absent, as before quizzes) or a
 * quiz.
 */
export const lessonInputSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !('kind' in v) ? { ...v, kind: 'video' } : v),
  z.discriminatedUnion('kind', [videoLessonInputSchema, quizLessonInputSchema]),
);
export type LessonInput = z.infer<typeof lessonInputSchema>;

/** New-course form payload (spec 3) — the server fills the instructor. */
export const courseInputSchema = z.object({
  title: text(120),
  subtitle: text(200),
  description: text(5000),
  category: z.enum(CATEGORIES, { error: MSG.selectOption }),
  level: z.enum(LEVELS, { error: MSG.selectOption }),
  objectives: text(2000),
  requirements: text(2000),
  price: priceRupeesField,
  /** Id of an uploaded thumbnail image. */
  thumbnailId: z.string({ error: MSG.required }).uuid({ error: MSG.required }),
  lessons: z.array(lessonInputSchema).min(1, { error: COURSE_MSG.atLeastOneSection }).max(200),
});
export type CourseInput = z.infer<typeof courseInputSchema>;

/** POST COURSE_API.instructorCourses: a new course, a draft unless `publish` is true. */
export const newCourseInputSchema = courseInputSchema.extend({
  /** Publish at once ("Publish"); false or absent: a draft ("Save as draft"). */
  publish: z.boolean().default(false),
});
export type NewCourseInput = z.input<typeof newCourseInputSchema>;

export const publishInputSchema = z.object({ isPublished: z.boolean() });

/** "Objectives (comma-separated text split into bullets)". */
export function splitObjectives(objectives: string): string[] {
  return objectives
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export const ratingSchema = z.object({
  /** Average of learners' reviews, null when there are none. */
  average: z.number().nullable(),
  count: z.number().int(),
});

/**
 * The rating figures over many courses (the catalogue's and the dashboards'): the average of every
 * review, null when there is none, and how many reviews it is over.
 */
export const ratingFiguresShape = {
  avgRating: z.number().nullable(),
  ratingCount: z.number().int(),
};

/** A course as other records name it (a coupon's, an order's, a question's): its id and title. */
export const courseRefSchema = z.object({ id: z.string(), title: z.string() });

export const courseInstructorSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const courseCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  category: z.string(),
  level: z.string(),
  thumbnailUrl: z.string().nullable(),
  pricePaise: z.number().int(),
  instructor: courseInstructorSchema,
  rating: ratingSchema,
  studentCount: z.number().int(),
  leadCount: z.number().int(),
  lessonCount: z.number().int(),
  totalDurationSeconds: z.number(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
  /** Set for a signed-in learner who owns the course (cards then offer Start Learning). */
  viewerEnrolmentId: z.string().nullable().optional(),
});
export type CourseCard = z.infer<typeof courseCardSchema>;

export const lessonSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  /** A quiz's rules (no questions, no answers); null for a video. */
  quiz: quizSummarySchema.nullable(),
  freePreview: z.boolean(),
  durationSeconds: z.number().nullable(),
  /** Only when the caller may watch it (free preview, buyer, the instructor, an admin); null for a quiz. */
  videoUrl: z.string().nullable(),
  videoId: z.string().nullable(),
  /** The HLS master playlist once the renditions are ready (and the caller may watch); null otherwise. */
  hlsUrl: z.string().nullable(),
  /** The renditions' progress while queued, processing or failed; null when ready or for a quiz. */
  videoProcessing: videoProcessingSchema.nullable(),
  /** The caption languages of a video lesson (the player's <track>s); empty for a quiz. */
  captions: z.array(lessonCaptionSchema),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const courseDetailSchema = courseCardSchema.extend({
  description: z.string(),
  objectives: z.string(),
  requirements: z.string(),
  thumbnailId: z.string().nullable(),
  lessons: z.array(lessonSchema),
  viewer: z.object({
    /** The caller bought the course. */
    enrolled: z.boolean(),
    /** The caller's enrolment (the learning page is mycourses/view-page/{enrolmentId}); null when not enrolled. */
    enrolmentId: z.string().nullable(),
    /** The caller is the course's instructor. */
    isOwner: z.boolean(),
    /** The caller may watch every lesson. */
    canWatch: z.boolean(),
  }),
  /** Set when the course was deleted (only its instructor, admins and buyers still see it). */
  deletedAt: z.string().nullable().optional(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const catalogueStatsSchema = z.object({
  totalCourses: z.number().int(),
  activeStudents: z.number().int(),
  ...ratingFiguresShape,
  instructors: z.number().int(),
  totalLessons: z.number().int(),
});
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>;

export const courseListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(12),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;

/** What the catalogue did before it had sorts. */
export const DEFAULT_CATALOGUE_SORT: CatalogueSort = 'newest';

/** Highest price a filter takes, in rupees (the course form's highest price). */
export const MAX_FILTER_PRICE_RUPEES = 1_000_000;

/**
 * A price bound of the catalogue's query, in rupees with at most two decimals (0 allowed: free is
 * `maxPrice=0`). A string pattern, not a coercion, so that a blank value is refused rather than read as 0.
 */
const priceBound = z
  .string({ error: CATALOGUE_MSG.price })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, { error: CATALOGUE_MSG.price })
  .transform(Number)
  .pipe(z.number().max(MAX_FILTER_PRICE_RUPEES, { error: CATALOGUE_MSG.price }))
  .optional();

/**
 * GET COURSE_API.catalogue: search, the filters and the sort, all kept in the page's URL. `minPrice`
 * and `maxPrice` are rupees, both ends included (free courses: `maxPrice=0`); `minRating` keeps the
 * courses whose average review is at least that (unrated courses never match); `sort` defaults to
 * newest first.
 */
export const catalogueQuerySchema = courseListQuerySchema
  .extend({
    category: z.enum(CATEGORIES, { error: MSG.selectOption }).optional(),
    level: z.enum(LEVELS, { error: MSG.selectOption }).optional(),
    minPrice: priceBound,
    maxPrice: priceBound,
    minRating: z.coerce
      .number({ error: CATALOGUE_MSG.minRating })
      .min(1, { error: CATALOGUE_MSG.minRating })
      .max(5, { error: CATALOGUE_MSG.minRating })
      .optional(),
    sort: z.enum(CATALOGUE_SORTS, { error: MSG.selectOption }).default(DEFAULT_CATALOGUE_SORT),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    error: CATALOGUE_MSG.priceRange,
    path: ['maxPrice'],
  });
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

export const courseListSchema = pageOf('courses', courseCardSchema, { stats: catalogueStatsSchema });
export type CourseList = z.infer<typeof courseListSchema>;

/** GET COURSE_API.featured: the three most-enrolled published courses. */
export const featuredCoursesSchema = z.object({ courses: z.array(courseCardSchema) });
export type FeaturedCourses = z.infer<typeof featuredCoursesSchema>;

export const courseStudentSchema = z.object({
  ...personRefShape,
  role: z.string(),
  enrolledAt: z.string(),
});
export const adminCourseDetailSchema = z.object({
  course: courseDetailSchema,
  students: z.array(courseStudentSchema),
});
export type AdminCourseDetail = z.infer<typeof adminCourseDetailSchema>;

export const courseMutationResponseSchema = messageResponseSchema.extend({ course: courseDetailSchema });

export const THUMBNAIL_UPLOAD_FIELD = 'thumbnail';
export const VIDEO_UPLOAD_FIELD = 'video';
