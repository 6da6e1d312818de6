/** Course fixtures in the contract's shapes. */
import type { CatalogueStats, CourseCard, CourseDetail, CourseList, Review } from '@cms/contract';

export function makeCard(overrides: Partial<CourseCard> = {}): CourseCard {
  return {
    id: 'c1',
    title: 'React from Zero',
    subtitle: 'Components, hooks and state',
    category: 'Web Development',
    level: 'Beginner',
    thumbnailUrl: '/api/media/thumb-1',
    pricePaise: 49_900,
    instructor: { id: 'i1', name: 'Dr Sen' },
    rating: { average: null, count: 0 },
    studentCount: 3,
    leadCount: 1,
    lessonCount: 2,
    totalDurationSeconds: 600,
    isPublished: true,
    updatedAt: '2025-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const card = makeCard(overrides);
  return {
    ...card,
    description: 'Learn React step by step.',
    objectives: 'Build components, Manage state, Fetch data',
    requirements: 'Basic JavaScript',
    thumbnailId: 'thumb-1',
    lessons: [
      {
        id: 'l1',
        position: 1,
        title: 'Welcome',
        kind: 'video',
        quiz: null,
        captions: [],
        freePreview: true,
        durationSeconds: 90,
        videoUrl: '/api/media/v1',
        videoId: 'v1',
        hlsUrl: null,
        videoProcessing: null,
      },
      {
        id: 'l2',
        position: 2,
        title: 'Hooks in depth',
        kind: 'video',
        quiz: null,
        captions: [],
        freePreview: false,
        durationSeconds: 510,
        videoUrl: null,
        videoId: null,
        hlsUrl: null,
        videoProcessing: null,
      },
    ],
    viewer: { enrolled: false, enrolmentId: null, isOwner: false, canWatch: false },
    ...overrides,
  };
}

export function makeList(
  courses: CourseCard[],
  stats: Partial<CatalogueStats> = {},
  total = courses.length,
): CourseList {
  return {
    courses,
    total,
    page: 1,
    pageSize: 12,
    stats: {
      totalCourses: total,
      activeStudents: 0,
      avgRating: null,
      instructors: 1,
      totalLessons: 0,
      ratingCount: 0,
      ...stats,
    },
  };
}

/** A learner's review of a course (no instructor's reply unless `overrides` give one). */
export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    rating: 4,
    text: 'Clear and short lessons.',
    authorName: 'Asha Rao',
    authorRole: 'Student',
    createdAt: '2025-01-10T10:00:00.000Z',
    updatedAt: '2025-01-10T10:00:00.000Z',
    instructorReply: null,
    ...overrides,
  };
}
