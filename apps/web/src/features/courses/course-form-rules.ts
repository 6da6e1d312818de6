/** The new-course form's values and its completeness rule (spec section 5; quiz sections: issue 20). */
import type { CourseDetail, CourseInput, courseInputSchema, QuizDefinition } from '@cms/contract';
import type { DeepPartialSkipArrayKey } from 'react-hook-form';
import type { z } from 'zod';
import {
  emptyQuizLesson,
  isQuizComplete,
  quizDefinitionToForm,
  type LessonForm,
  type VideoLessonForm,
} from '@/features/quizzes';

/** The course input as the form holds it: each section a video or a quiz. */
export type CourseFormValues = Omit<z.input<typeof courseInputSchema>, 'lessons'> & { lessons: LessonForm[] };
/** What useWatch sees while the form is being filled. */
export type CourseFormDraft = DeepPartialSkipArrayKey<CourseFormValues>;

const filled = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;

/**
 * Spec section 5: the form is valid only if title, price, requirements, objectives, thumbnail,
 * subtitle, description, category and level are non-empty after trimming and every section has
 * a non-empty title and an uploaded video (and there is at least one section). A quiz section
 * (issue 20) has a title and a complete quiz instead of a video.
 */
export function isCourseFormComplete(v: CourseFormDraft): boolean {
  const priceFilled = typeof v.price === 'number' ? Number.isFinite(v.price) : filled(v.price);
  const lessons = v.lessons ?? [];
  return (
    filled(v.title) &&
    priceFilled &&
    filled(v.requirements) &&
    filled(v.objectives) &&
    filled(v.thumbnailId) &&
    filled(v.subtitle) &&
    filled(v.description) &&
    filled(v.category) &&
    filled(v.level) &&
    lessons.length > 0 &&
    lessons.every(
      (l) =>
        l !== undefined &&
        filled(l.title) &&
        (l.kind === 'quiz' ? isQuizComplete(l.quiz) : filled((l as { videoId?: unknown }).videoId)),
    )
  );
}

export const emptyLesson = (): VideoLessonForm => ({ kind: 'video', title: '', freePreview: false, videoId: '' });
export const emptyQuizSection = emptyQuizLesson;

export function emptyCourseForm(): CourseFormValues {
  return {
    title: '',
    subtitle: '',
    description: '',
    category: '' as CourseInput['category'],
    level: '' as CourseInput['level'],
    objectives: '',
    requirements: '',
    price: undefined as unknown as number,
    thumbnailId: '',
    lessons: [emptyLesson()],
  };
}

/**
 * Form values of an existing course (editing). Prices come in paise and go back in rupees. Quiz
 * sections take their questions from the owner's definitions (`quizzes`), ids kept.
 */
export function courseToForm(course: CourseDetail, quizzes: readonly QuizDefinition[] = []): CourseFormValues {
  return {
    title: course.title,
    subtitle: course.subtitle,
    description: course.description,
    category: course.category as CourseInput['category'],
    level: course.level as CourseInput['level'],
    objectives: course.objectives,
    requirements: course.requirements,
    price: course.pricePaise / 100,
    thumbnailId: course.thumbnailId ?? '',
    lessons: course.lessons.map((l): LessonForm => {
      if (l.kind === 'quiz') {
        const def = quizzes.find((q) => q.lessonId === l.id);
        return {
          kind: 'quiz',
          id: l.id,
          title: l.title,
          quiz: def ? quizDefinitionToForm(def) : emptyQuizLesson().quiz,
        };
      }
      return { kind: 'video', id: l.id, title: l.title, freePreview: l.freePreview, videoId: l.videoId ?? '' };
    }),
  };
}
