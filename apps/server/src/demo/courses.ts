/** The demo courses: committed videos and thumbnails, stored like real uploads. */
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { quizInputSchema, rupeesToPaise, type CourseInput } from '@cms/contract';
import type { CourseService } from '../modules/courses/service.js';
import type { MediaService } from '../modules/media/service.js';
import type { DemoSale } from './purchase.js';
import { DEMO_QUIZZES } from './quizzes.js';

/** Committed demo videos and thumbnails (see assets/demo/README.md). */
export const DEMO_ASSETS = fileURLToPath(new URL('../../assets/demo/', import.meta.url));

export interface DemoCourse {
  /** File prefix in assets/demo: <slug>.jpg and <slug>-<n>.mp4. */
  slug: string;
  /** Its own thumbnail in assets/demo when it reuses another course's videos (default <slug>.jpg). */
  thumbnail?: string;
  published: boolean;
  input: Omit<CourseInput, 'thumbnailId' | 'lessons'>;
  /** The lesson titles in order; the first lesson is the course's free preview. */
  lessons: string[];
}

export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'react',
    published: true,
    input: {
      title: 'Modern Web Development with React',
      subtitle: 'Build fast, accessible single-page apps from scratch',
      description:
        'A hands-on introduction to building web applications with React: components, state, effects and ' +
        'the tooling around them. Every lesson ends with something running in your browser.',
      category: 'Web Development',
      level: 'Beginner',
      objectives: 'Set up a modern React project, Write reusable components, Manage state and side effects',
      requirements: 'Basic HTML, CSS and JavaScript',
      price: 1299,
    },
    lessons: ['Welcome and setup', 'Components and props', 'State and effects'],
  },
  {
    slug: 'python-data',
    published: true,
    input: {
      title: 'Python for Data Science',
      subtitle: 'Clean, analyse and plot real data with pandas',
      description:
        'Learn the Python data stack step by step: NumPy arrays, pandas data frames and plotting, using ' +
        'small real-world data sets from a college timetable to exam results.',
      category: 'Data Science',
      level: 'Intermediate',
      objectives: 'Work with NumPy arrays, Clean and reshape data with pandas, Plot and explain your results',
      requirements: 'Some Python programming',
      price: 999,
    },
    lessons: ['Why Python for data', 'NumPy essentials', 'Pandas data frames', 'Plotting your results'],
  },
  {
    slug: 'ml',
    published: true,
    input: {
      title: 'Machine Learning Foundations',
      subtitle: 'From linear models to honest evaluation',
      description:
        'The ideas behind machine learning without the hype: what it means to learn from data, linear ' +
        'models, and how to evaluate a model so that the numbers mean something.',
      category: 'Machine Learning',
      level: 'Advanced',
      objectives: 'Explain supervised learning, Fit and interpret linear models, Evaluate models with held-out data',
      requirements: 'Python, Basic linear algebra and statistics',
      price: 1999,
    },
    lessons: ['What is learning?', 'Linear models', 'Evaluating models'],
  },
  {
    slug: 'cloud',
    published: true,
    input: {
      title: 'Cloud Computing Essentials',
      subtitle: 'Compute, storage and networking without the jargon',
      description:
        'What the cloud really is and how to use it: virtual machines, object storage and the networking ' +
        'that ties them together, explained for every level.',
      category: 'Cloud Computing',
      level: 'All levels',
      objectives:
        'Describe the main cloud service models, Choose between compute options, Store files in object storage',
      requirements: 'None',
      price: 499,
    },
    lessons: ['The cloud in ten minutes', 'Storage and compute'],
  },
  {
    slug: 'ux',
    published: false,
    input: {
      title: 'UI/UX Design Principles',
      subtitle: 'Layout, type and usability for developers',
      description:
        'A practical design course for developers: design thinking, layout, typography and the usability ' +
        'checks that make an interface pleasant to use.',
      category: 'UI/UX Design',
      level: 'Beginner',
      objectives: 'Apply design thinking, Build clear layouts, Choose and pair typefaces',
      requirements: 'None',
      price: 799,
    },
    lessons: ['Design thinking', 'Layout and typography'],
  },
];

/** The demo instructor's courses from the committed assets, stored like real uploads. */
export async function seedCourses(
  service: CourseService,
  media: MediaService,
  instructorId: string,
  list: readonly DemoCourse[] = DEMO_COURSES,
): Promise<Map<string, string>> {
  const viewer = { userId: instructorId, role: 'Instructor' as const };
  const ids = new Map<string, string>();
  for (const course of list) {
    const file = (name: string) => createReadStream(`${DEMO_ASSETS}${name}`);
    const thumbnail = await media.save(viewer, 'course-thumbnail', file(course.thumbnail ?? `${course.slug}.jpg`));
    const lessons: CourseInput['lessons'] = [];
    for (const [i, title] of course.lessons.entries()) {
      const video = await media.save(viewer, 'lesson-video', file(`${course.slug}-${i + 1}.mp4`));
      lessons.push({ kind: 'video' as const, title, freePreview: i === 0, videoId: video.id });
      for (const q of DEMO_QUIZZES.filter((q) => q.course === course.slug && q.afterLesson === i + 1)) {
        lessons.push({ kind: 'quiz' as const, title: q.title, quiz: quizInputSchema.parse(q.quiz) });
      }
    }
    const created = await service.create(viewer, { ...course.input, thumbnailId: thumbnail.id, lessons });
    if (course.published) await service.setPublished(created.id, viewer, true);
    ids.set(course.slug, created.id);
  }
  return ids;
}

/** What an order of a demo course copies from it. */
export function demoSale(course: DemoCourse, id: string, instructorId: string): DemoSale {
  return { id, title: course.input.title, pricePaise: rupeesToPaise(course.input.price), instructorId };
}
