/**
 * The landing page's three sample course cards (spec section 2 "Featured Courses" and section 9:
 * ratings 4.8, 4.7, 4.9; students 1234, 987, 2156). Shown when no featured courses can be loaded.
 */
import type { CATEGORIES } from '@cms/contract';

export type CourseArtVariant = 'web' | 'data' | 'ai';

export interface SampleCourse {
  id: string;
  title: string;
  description: string;
  category: (typeof CATEGORIES)[number];
  rating: number;
  students: number;
  art: CourseArtVariant;
}

export const SAMPLE_COURSES: readonly SampleCourse[] = [
  {
    id: 'sample-web',
    title: 'Full-Stack Web Development',
    description: 'Build modern, responsive web applications from the first line of HTML to a deployed app.',
    category: 'Web Development',
    rating: 4.8,
    students: 1234,
    art: 'web',
  },
  {
    id: 'sample-data',
    title: 'Data Science Fundamentals',
    description: 'Clean, explore and visualise data, then turn it into clear answers with Python.',
    category: 'Data Science',
    rating: 4.7,
    students: 987,
    art: 'data',
  },
  {
    id: 'sample-ai',
    title: 'Machine Learning Essentials',
    description: 'Understand the core ideas behind machine learning and train your first models.',
    category: 'Machine Learning',
    rating: 4.9,
    students: 2156,
    art: 'ai',
  },
];
