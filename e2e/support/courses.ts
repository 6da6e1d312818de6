/**
 * Helpers of the course journeys: the demo media as upload fixtures, course set-up through the API
 * (for journeys that are not about creating a course) and catalogue look-ups; the player's video is in ./video.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  COURSE_API,
  THUMBNAIL_UPLOAD_FIELD,
  VIDEO_UPLOAD_FIELD,
  type CourseCard,
  type CourseDetail,
  type CourseInput,
  type CourseList,
  quizInputSchema,
  type QuizInput,
} from '../../packages/contract/src/index.js';
import { DEMO_EMAIL, DEMO_PASSWORD, ORIGIN_HEADERS, API, type RealRole } from './app.js';

export { COURSE_API };

/** The server's committed demo media (short H.264 mp4 files and JPEG thumbnails). */
export const DEMO_ASSETS = path.join(fileURLToPath(new URL('../..', import.meta.url)), 'apps/server/assets/demo');
export const demoAsset = (name: string): string => path.join(DEMO_ASSETS, name);

/** Upload fixtures: a 6-second video (the longest demo video), a 5-second one and a thumbnail. */
export const FIXTURE = {
  thumbnail: demoAsset('cloud.jpg'),
  /** 6 s long. */
  longVideo: demoAsset('ml-1.mp4'),
  longVideoSeconds: 6,
  /** 5 s long. */
  video: demoAsset('react-1.mp4'),
  videoSeconds: 5,
} as const;

/** Demo courses of the seed (apps/server/src/demo/seed.ts) that the journeys rely on. */
export const DEMO_COURSE = {
  /** Published, 3 lessons (first free), 1 student enrolled. */
  react: 'Modern Web Development with React',
  /** Published, 4 lessons (first free), 1 lead enrolled. */
  pythonData: 'Python for Data Science',
  /** Published, 3 lessons. */
  ml: 'Machine Learning Foundations',
  /** Published, 2 lessons. */
  cloud: 'Cloud Computing Essentials',
  /** Draft. */
  ux: 'UI/UX Design Principles',
} as const;
export const DEMO_INSTRUCTOR_NAME = 'Ira Instructor';

export const coursePath = (template: string, id: string): string => template.replace(':id', encodeURIComponent(id));

let seq = 0;
/** A course title nobody else uses in this run. */
export function uniqueCourseTitle(prefix = 'E2E Course'): string {
  seq += 1;
  return `${prefix} ${Date.now().toString(36)}${seq}${Math.random().toString(36).slice(2, 6)}`;
}

/** Signs a standalone API request context in as a demo user. */
export async function signInRequest(request: APIRequestContext, role: RealRole): Promise<void> {
  const res = await request.post(API.signIn, {
    data: { email: DEMO_EMAIL[role], password: DEMO_PASSWORD },
    headers: ORIGIN_HEADERS,
  });
  expect(res.status(), `sign-in of the demo ${role}: ${await res.text()}`).toBe(200);
}

async function upload(request: APIRequestContext, endpoint: string, field: string, file: string, mimeType: string) {
  const res = await request.post(endpoint, {
    headers: ORIGIN_HEADERS,
    multipart: { [field]: { name: path.basename(file), mimeType, buffer: readFileSync(file) } },
  });
  expect(res.status(), `upload to ${endpoint}: ${await res.text()}`).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

export interface NewCourseOptions {
  title?: string;
  lessons?: { title: string; freePreview: boolean; video?: string }[];
  /** Quiz lessons, after the video lessons. */
  quizzes?: { title: string; quiz: QuizInput }[];
  publish?: boolean;
  price?: number;
  level?: CourseInput['level'];
  objectives?: string;
}

/**
 * Creates a course through the API as the signed-in instructor of `request` (set-up only; journey 1
 * creates one through the form). Returns the course as its instructor sees it.
 */
export async function apiCreateCourse(
  request: APIRequestContext,
  options: NewCourseOptions = {},
): Promise<CourseDetail> {
  const thumbnail = await upload(
    request,
    COURSE_API.uploadThumbnail,
    THUMBNAIL_UPLOAD_FIELD,
    FIXTURE.thumbnail,
    'image/jpeg',
  );
  const lessonsIn = options.lessons ?? [
    { title: 'Free lesson', freePreview: true },
    { title: 'Paid lesson', freePreview: false },
  ];
  const lessons = [];
  for (const l of lessonsIn) {
    const video = await upload(
      request,
      COURSE_API.uploadVideo,
      VIDEO_UPLOAD_FIELD,
      l.video ?? FIXTURE.video,
      'video/mp4',
    );
    lessons.push({ kind: 'video' as const, title: l.title, freePreview: l.freePreview, videoId: video.id });
  }
  for (const q of options.quizzes ?? []) {
    lessons.push({ kind: 'quiz' as const, title: q.title, quiz: quizInputSchema.parse(q.quiz) });
  }
  const input: CourseInput = {
    title: options.title ?? uniqueCourseTitle(),
    subtitle: 'A course made by the browser journeys',
    description: 'Made through the API as set-up of a browser journey.',
    category: 'Cloud Computing',
    level: options.level ?? 'Intermediate',
    objectives: options.objectives ?? 'First thing, Second thing',
    requirements: 'A browser',
    price: options.price ?? 749,
    thumbnailId: thumbnail.id,
    lessons,
  };
  const res = await request.post(COURSE_API.instructorCourses, { data: input, headers: ORIGIN_HEADERS });
  expect(res.status(), `course creation: ${await res.text()}`).toBe(201);
  let course = ((await res.json()) as { course: CourseDetail }).course;
  if (options.publish ?? true) {
    const pub = await request.put(coursePath(COURSE_API.publish, course.id), {
      data: { isPublished: true },
      headers: ORIGIN_HEADERS,
    });
    expect(pub.status(), `publishing: ${await pub.text()}`).toBe(200);
    course = ((await pub.json()) as { course: CourseDetail }).course;
  }
  return course;
}

/** Soft-deletes a course through the API (clean-up); a course already gone is fine. */
export async function apiDeleteCourse(request: APIRequestContext, id: string): Promise<void> {
  const res = await request.put(coursePath(COURSE_API.deleteCourse, id), { headers: ORIGIN_HEADERS });
  expect([200, 404], `deleting course ${id}: ${await res.text()}`).toContain(res.status());
}

/**
 * For a spec file whose tests make their own courses: signs the test's `request` in as the demo
 * instructor before each test and deletes the courses made in it after. Call once at the top of the
 * file; returns apiCreateCourse, remembering each course for that clean-up.
 */
export function coursesMadePerTest(): (request: APIRequestContext, options: NewCourseOptions) => Promise<CourseDetail> {
  let made: CourseDetail[] = [];
  test.beforeEach(async ({ request }) => {
    await signInRequest(request, 'Instructor');
  });
  test.afterEach(async ({ request }) => {
    for (const c of made) await apiDeleteCourse(request, c.id);
    made = [];
  });
  return async (request, options) => {
    const course = await apiCreateCourse(request, options);
    made.push(course);
    return course;
  };
}

/** GET the public catalogue (every page), optionally searched. */
export async function catalogueCourses(request: APIRequestContext, search?: string): Promise<CourseCard[]> {
  const all: CourseCard[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await request.get(COURSE_API.catalogue, {
      params: { page, pageSize: 60, ...(search ? { search } : {}) },
    });
    expect(res.status(), `catalogue: ${await res.text()}`).toBe(200);
    const body = (await res.json()) as CourseList;
    all.push(...body.courses);
    if (all.length >= body.total || body.courses.length === 0) break;
  }
  return all;
}

/** The catalogue's card of the demo course titled `title` (the demo data holds it). */
export async function demoCourseCard(request: APIRequestContext, title: string): Promise<CourseCard> {
  const found = (await catalogueCourses(request, title)).find((c) => c.title === title);
  expect(found, `the demo course ${title}`).toBeTruthy();
  return found!;
}

export async function featuredCourses(request: APIRequestContext): Promise<CourseCard[]> {
  const res = await request.get(COURSE_API.featured);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { courses: CourseCard[] }).courses;
}

/** The course card (an <article>) whose heading is `title`. */
export function courseCard(scope: Page | Locator, title: string): Locator {
  // The inner locator of `has` is matched inside each article: it must start from the page.
  const page = 'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
  return scope.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}
