/** The new-course form's values and its completeness rule (spec section 5). */
import type { CourseDetail, CourseInput, courseInputSchema } from '@cms/contract';
import type { DeepPartialSkipArrayKey } from 'react-hook-form';
import type { z } from 'zod';

export type CourseFormValues = z.input<typeof courseInputSchema>;
/** What useWatch sees while the form is being filled. */
export type CourseFormDraft = DeepPartialSkipArrayKey<CourseFormValues>;

const filled = (v: unknown): boolean => typeof v === 'string' && v.trim().length > 0;

/**
 * Spec section 5: the form is valid only if title, price, requirements, objectives, thumbnail,
 * subtitle, description, category and level are non-empty after trimming and every section has
 * a non-empty title and an uploaded video (and there is at least one section).
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
    lessons.every((l) => l !== undefined && filled(l.title) && filled(l.videoId))
  );
}

export const emptyLesson = (): CourseFormValues['lessons'][number] => ({ title: '', freePreview: false, videoId: '' });

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

/** Form values of an existing course (editing). Prices come in paise and go back in rupees. */
export function courseToForm(course: CourseDetail): CourseFormValues {
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
    lessons: course.lessons.map((l) => ({
      id: l.id,
      title: l.title,
      freePreview: l.freePreview,
      videoId: l.videoId ?? '',
    })),
  };
}
