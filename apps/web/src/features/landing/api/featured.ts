import { COURSE_API, featuredCoursesSchema, type CourseCard } from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { api, parseResponse } from '@/lib/api';

/** The three most-enrolled published courses, for the landing page. */
export const FEATURED_COURSES_PATH = COURSE_API.featured;

/** What a landing card shows of a course; every figure is the server's. */
export interface FeaturedCourse {
  id: string;
  title: string;
  description: string;
  thumbnail: string | null;
  category: string | null;
  rating: number | null;
  students: number;
}

const toFeatured = (c: CourseCard): FeaturedCourse => ({
  id: c.id,
  title: c.title,
  description: c.subtitle ?? '',
  thumbnail: c.thumbnailUrl ?? null,
  category: c.category ?? null,
  rating: c.rating.average,
  students: c.studentCount,
});

export async function getFeaturedCourses(signal?: AbortSignal): Promise<FeaturedCourse[]> {
  const { courses } = parseResponse(featuredCoursesSchema, await api.get(FEATURED_COURSES_PATH, signal));
  return courses.map(toFeatured);
}

export function useFeaturedCourses() {
  return useQuery({
    queryKey: ['courses', 'featured'],
    queryFn: ({ signal }) => getFeaturedCourses(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
