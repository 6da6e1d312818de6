/** Learning fixtures in the contract's shapes. */
import type { CourseProgress, EnrolledCourse, EnrolmentView, MyCourses } from '@cms/contract';
import { makeCard, makeDetail } from '@/test/courses';

export function makeEnrolled(overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
  return {
    enrolmentId: 'e1',
    enrolledAt: '2025-02-01T10:00:00.000Z',
    course: makeCard(),
    completedLessons: 0,
    progressPercent: 0,
    status: 'In Progress',
    lastWatchedAt: null,
    certificateId: null,
    ...overrides,
  };
}

export function makeMyCourses(courses: EnrolledCourse[], stats: Partial<MyCourses['stats']> = {}): MyCourses {
  return {
    success: true,
    courses,
    stats: {
      enrolledCourses: courses.length,
      totalLessons: courses.reduce((n, c) => n + c.course.lessonCount, 0),
      totalHours: 0,
      totalSeconds: 0,
      activeCourses: courses.filter((c) => c.status === 'In Progress').length,
      completedCourses: courses.filter((c) => c.status === 'Completed').length,
      ...stats,
    },
  };
}

/** Three playable lessons: l1, l2, l3. */
export function makeView(
  progress: Partial<CourseProgress> = {},
  overrides: Partial<EnrolmentView> = {},
): EnrolmentView {
  const lessons = ['l1', 'l2', 'l3'];
  return {
    success: true,
    enrolmentId: 'e1',
    enrolledAt: '2025-02-01T10:00:00.000Z',
    course: makeDetail({
      id: 'c1',
      lessonCount: 3,
      lessons: lessons.map((id, i) => ({
        id,
        position: i + 1,
        title: ['Welcome', 'Hooks in depth', 'Shipping it'][i]!,
        kind: 'video' as const,
        quiz: null,
        captions: [],
        freePreview: i === 0,
        durationSeconds: 60,
        videoUrl: `/api/media/v-${id}`,
        videoId: `v-${id}`,
        hlsUrl: null,
        videoProcessing: null,
      })),
      viewer: { enrolled: true, enrolmentId: 'e1', isOwner: false, canWatch: true },
    }),
    progress: {
      completedLessons: 0,
      totalLessons: 3,
      progressPercent: 0,
      status: 'In Progress',
      lessons: lessons.map((lessonId) => ({ lessonId, positionSeconds: 0, furthestSeconds: 0, completed: false })),
      resumeLessonId: 'l1',
      ...progress,
    },
    myReview: null,
    certificateId: null,
    ...overrides,
  };
}
