import { COURSE_API } from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** The three most-enrolled published courses, for the landing page. */
export const FEATURED_COURSES_PATH = COURSE_API.featured;

const countOrList = z.union([z.number(), z.array(z.unknown())]).transform((v) => (Array.isArray(v) ? v.length : v));

/** A rating: the contract's { average, count } or a bare number. */
const ratingValue = z
  .union([z.number(), z.object({ average: z.number().nullable() }).loose()])
  .transform((r) => (typeof r === 'number' ? r : r.average));

/**
 * The contract's CourseCard (`{ courses: CourseCard[] }`: thumbnailUrl, subtitle, rating
 * { average, count }, studentCount), read leniently so that older shapes still show.
 */
const featuredCourseSchema = z
  .object({
    _id: z.string().optional(),
    id: z.string().optional(),
    title: z.string(),
    subtitle: z.string().nullish(),
    description: z.string().nullish(),
    thumbnailUrl: z.string().nullish(),
    thumbnail: z.string().nullish(),
    category: z.string().nullish(),
    rating: ratingValue.nullish(),
    averageRating: z.number().nullish(),
    students: countOrList.nullish(),
    studentCount: z.number().nullish(),
  })
  .transform((c) => ({
    id: c.id ?? c._id ?? c.title,
    title: c.title,
    description: c.subtitle ?? c.description ?? '',
    thumbnail: c.thumbnailUrl ?? c.thumbnail ?? null,
    category: c.category ?? null,
    rating: c.rating ?? c.averageRating ?? null,
    students: c.studentCount ?? c.students ?? null,
  }));

export type FeaturedCourse = z.output<typeof featuredCourseSchema>;

const featuredResponseSchema = z.union([
  z.array(featuredCourseSchema),
  z.object({ courses: z.array(featuredCourseSchema) }).transform((r) => r.courses),
]);

export async function getFeaturedCourses(signal?: AbortSignal): Promise<FeaturedCourse[]> {
  const body = await api.get<unknown>(FEATURED_COURSES_PATH, signal);
  return featuredResponseSchema.parse(body);
}

export function useFeaturedCourses() {
  return useQuery({
    queryKey: ['courses', 'featured'],
    queryFn: ({ signal }) => getFeaturedCourses(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
