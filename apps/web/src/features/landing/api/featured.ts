import { COURSE_API } from '@cms/contract';
import { useQuery } from '@tanstack/react-query';
import { api, UNEXPECTED_RESPONSE } from '@/lib/api';

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * What a card shows of one course of the answer (the contract's courseCardSchema), read by hand:
 * the landing page is the first screen, which does not load zod. A course without its id, title
 * or learner count is an unexpected answer (the sample cards show instead).
 */
function toFeatured(c: unknown): FeaturedCourse {
  if (!isRecord(c) || typeof c.id !== 'string' || typeof c.title !== 'string' || typeof c.studentCount !== 'number') {
    throw new Error(UNEXPECTED_RESPONSE);
  }
  const average = isRecord(c.rating) ? c.rating.average : null;
  return {
    id: c.id,
    title: c.title,
    description: textOrNull(c.subtitle) ?? '',
    thumbnail: textOrNull(c.thumbnailUrl),
    category: textOrNull(c.category),
    rating: typeof average === 'number' ? average : null,
    // Everyone enrolled, students and leads, as on every course card.
    students: c.studentCount + (typeof c.leadCount === 'number' ? c.leadCount : 0),
  };
}

/** The cards of the featured answer's body (also read on the server for the landing's HTML). */
export function featuredCoursesOf(body: unknown): FeaturedCourse[] {
  const courses = isRecord(body) ? body.courses : undefined;
  if (!Array.isArray(courses)) throw new Error(UNEXPECTED_RESPONSE);
  return courses.map(toFeatured);
}

export async function getFeaturedCourses(signal?: AbortSignal): Promise<FeaturedCourse[]> {
  return featuredCoursesOf(await api.get<unknown>(FEATURED_COURSES_PATH, signal));
}

export const FEATURED_QUERY_KEY = ['courses', 'featured'] as const;

export function useFeaturedCourses() {
  return useQuery({
    queryKey: FEATURED_QUERY_KEY,
    queryFn: ({ signal }) => getFeaturedCourses(signal),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
