/** Demo data for a fresh embedded database: one user per role, in teams, and demo courses. */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  CURRENCY,
  PAYMENT_RETURN_PATH,
  SANDBOX_PAYER_PREFIX,
  SANDBOX_PAYMENT_PREFIX,
  rupeesToPaise,
  type CourseInput,
  type Role,
} from '@cms/contract';
import type { Db } from '../db/client.js';
import {
  enrolments,
  instructorProfiles,
  leadProfiles,
  orders,
  reviews,
  sandboxPayments,
  studentProfiles,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../passwords/index.js';
import type { CourseService } from '../modules/courses/service.js';
import type { Services } from '../services.js';
import type { MediaService } from '../modules/media/service.js';
import { avatarPng } from './avatar.js';

/** Committed demo videos and thumbnails (see assets/demo/README.md). */
export const DEMO_ASSETS = fileURLToPath(new URL('../../assets/demo/', import.meta.url));

interface DemoCourse {
  /** File prefix in assets/demo: <slug>.jpg and <slug>-<n>.mp4. */
  slug: string;
  published: boolean;
  input: Omit<CourseInput, 'thumbnailId' | 'lessons'>;
  lessons: { title: string; freePreview: boolean }[];
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
    lessons: [
      { title: 'Welcome and setup', freePreview: true },
      { title: 'Components and props', freePreview: false },
      { title: 'State and effects', freePreview: false },
    ],
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
    lessons: [
      { title: 'Why Python for data', freePreview: true },
      { title: 'NumPy essentials', freePreview: false },
      { title: 'Pandas data frames', freePreview: false },
      { title: 'Plotting your results', freePreview: false },
    ],
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
    lessons: [
      { title: 'What is learning?', freePreview: true },
      { title: 'Linear models', freePreview: false },
      { title: 'Evaluating models', freePreview: false },
    ],
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
    lessons: [
      { title: 'The cloud in ten minutes', freePreview: true },
      { title: 'Storage and compute', freePreview: false },
    ],
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
    lessons: [
      { title: 'Design thinking', freePreview: true },
      { title: 'Layout and typography', freePreview: false },
    ],
  },
];

/** The demo instructor's courses from the committed assets, stored like real uploads. */
async function seedCourses(
  service: CourseService,
  media: MediaService,
  instructorId: string,
): Promise<Map<string, string>> {
  const viewer = { userId: instructorId, role: 'Instructor' as const };
  const ids = new Map<string, string>();
  for (const course of DEMO_COURSES) {
    const file = (name: string) => createReadStream(`${DEMO_ASSETS}${name}`);
    const thumbnail = await media.save(instructorId, 'course-thumbnail', file(`${course.slug}.jpg`));
    const lessons = [];
    for (const [i, lesson] of course.lessons.entries()) {
      const video = await media.save(instructorId, 'lesson-video', file(`${course.slug}-${i + 1}.mp4`));
      lessons.push({ ...lesson, videoId: video.id });
    }
    const created = await service.create(viewer, { ...course.input, thumbnailId: thumbnail.id, lessons });
    if (course.published) await service.setPublished(created.id, viewer, true);
    ids.set(course.slug, created.id);
  }
  return ids;
}

/**
 * The paid order behind a demo enrolment, as the sandbox checkout would have left it: Approval,
 * with the sandbox payment CAPTURED and its payment, payer and capture ids.
 */
async function seedPurchase(
  db: Db,
  buyer: { id: string; email: string; role: 'Student' | 'Lead' },
  course: { id: string; slug: string; instructorId: string },
): Promise<void> {
  const demo = DEMO_COURSES.find((c) => c.slug === course.slug)!;
  const pricePaise = rupeesToPaise(demo.input.price);
  const hex = (n: number) => randomBytes(n).toString('hex').toUpperCase();
  const paymentId = `${SANDBOX_PAYMENT_PREFIX}${hex(10)}`;
  const payerId = `${SANDBOX_PAYER_PREFIX}${hex(5)}`;
  const captureId = `SBXCAP-${hex(8)}`;
  const [order] = await db
    .insert(orders)
    .values({
      userId: buyer.id,
      userEmail: buyer.email,
      instructorId: course.instructorId,
      courseId: course.id,
      courseTitle: demo.input.title,
      pricePaise,
      currency: CURRENCY,
      paymentMethod: 'paypal',
      provider: 'sandbox',
      status: 'Approval',
      paymentId,
      payerId,
      captureId,
      capturedAt: new Date(),
    })
    .returning({ id: orders.id });
  const returnUrl = PAYMENT_RETURN_PATH[buyer.role];
  await db.insert(sandboxPayments).values({
    id: paymentId,
    orderId: order!.id,
    amountPaise: pricePaise,
    currency: CURRENCY,
    status: 'CAPTURED',
    payerId,
    captureId,
    returnUrl,
    cancelUrl: `${returnUrl}?cancelled=1`,
  });
}

export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  role: Role;
  email: string;
  password: string;
}

export async function seedDemoData(
  db: Db,
  { media, courses }: Pick<Services, 'media' | 'courses'>,
): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const make = async (name: string, email: string, role: Role) => {
    const [u] = await db.insert(users).values({ name, email, passwordHash, role }).returning();
    return u!;
  };
  const avatar = async (userId: string, rgb: [number, number, number]) => {
    const up = await media.save(userId, 'profile-image', Readable.from([avatarPng(rgb)]));
    await db.update(users).set({ image: up.url }).where(eq(users.id, userId));
    return up.id;
  };

  await make('Asha Admin', 'admin@cms.local', 'Admin');

  const instructor = await make('Ira Instructor', 'instructor@cms.local', 'Instructor');
  await db.insert(instructorProfiles).values({
    userId: instructor.id,
    rollNumber: 'INSTR00001',
    branch: 'CSE',
    gender: 'Female',
    college: 'CMS College of Engineering',
    linkedIn: 'https://www.linkedin.com/in/ira-instructor',
    gitHub: 'https://github.com/ira-instructor',
    upi: 'ira@okbank',
    profileUploadId: await avatar(instructor.id, [79, 70, 229]),
  });

  const lead = await make('Lalit Lead', 'lead@cms.local', 'Lead');
  await db.insert(leadProfiles).values({
    userId: lead.id,
    rollNumber: '22CSD00001',
    branch: 'CSD',
    gender: 'Male',
    team: 'Team-1',
    college: 'CMS College of Engineering',
    profileUploadId: await avatar(lead.id, [5, 150, 105]),
  });

  const student = await make('Sana Student', 'student@cms.local', 'Student');
  await db.insert(studentProfiles).values({
    userId: student.id,
    rollNumber: '22CSD00002',
    branch: 'CSD',
    gender: 'Female',
    team: 'Team-1',
    college: 'CMS College of Engineering',
    profileUploadId: await avatar(student.id, [217, 119, 6]),
  });

  const courseIds = await seedCourses(courses, media, instructor.id);
  const react = courseIds.get('react')!;
  const pythonData = courseIds.get('python-data')!;
  await db.insert(enrolments).values([
    { userId: student.id, courseId: react },
    { userId: lead.id, courseId: pythonData },
  ]);
  await seedPurchase(
    db,
    { id: student.id, email: student.email, role: 'Student' },
    { id: react, slug: 'react', instructorId: instructor.id },
  );
  await seedPurchase(
    db,
    { id: lead.id, email: lead.email, role: 'Lead' },
    { id: pythonData, slug: 'python-data', instructorId: instructor.id },
  );
  await db.insert(reviews).values([
    { userId: student.id, courseId: react, rating: 5, text: 'Clear, practical and well paced.' },
    { userId: lead.id, courseId: pythonData, rating: 4, text: 'Great examples; I would like more exercises.' },
  ]);

  return (['Admin', 'Instructor', 'Lead', 'Student'] as const).map((role) => ({
    role,
    email: `${role.toLowerCase()}@cms.local`,
    password: DEMO_PASSWORD,
  }));
}
