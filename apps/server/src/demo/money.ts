/**
 * Demo data that shows the money: more instructors and buyers, sales spread over the last six
 * months, orders in every state, withdrawals in every state with the audit entries an admin's
 * decisions leave, and one recorded payout. Deterministic: the same shape on every fresh start.
 */
import { subDays } from 'date-fns/subDays';
import { subHours } from 'date-fns/subHours';
import { formatRupees, type OrderStatus } from '@cms/contract';
import type { Db } from '../db/client.js';
import { and, asc, eq } from 'drizzle-orm';
import { auditLog, lessonProgress, lessons, payouts, reviews, withdrawals } from '../db/schema/index.js';
import type { Services } from '../services.js';
import { DEMO_COURSES, demoSale, seedCourses, type DemoCourse } from './courses.js';
import type { DemoPeople, DemoUser, Rgb } from './people.js';
import { seedOrder, type DemoBuyer, type DemoSale } from './purchase.js';

export interface MoneyContext {
  admin: DemoUser;
  /** The demo instructor (instructor@cms.local) and the slugs → ids of their courses. */
  instructor: DemoUser;
  courseIds: Map<string, string>;
  people: DemoPeople;
}

/** A second instructor's courses (the committed ml and cloud videos under new titles, each with its own thumbnail). */
const SECOND_INSTRUCTOR_COURSES: DemoCourse[] = [
  {
    slug: 'ml',
    thumbnail: 'deep-learning.jpg',
    published: true,
    input: {
      title: 'Deep Learning in Practice',
      subtitle: 'Neural networks you can train, test and explain',
      description:
        'Build, train and evaluate neural networks step by step, with attention to data, overfitting and ' +
        'what the numbers actually mean.',
      category: 'Artificial Intelligence',
      level: 'Advanced',
      objectives: 'Train a neural network, Avoid overfitting, Explain model results',
      requirements: 'Python and basic linear algebra',
      price: 2499,
    },
    lessons: ['Neurons and layers', 'Training loops', 'Regularisation'],
  },
  {
    slug: 'cloud',
    thumbnail: 'devops.jpg',
    published: true,
    input: {
      title: 'DevOps Pipelines from Scratch',
      subtitle: 'Build, test and ship on every commit',
      description:
        'Continuous integration and delivery explained with one small service: builds, tests, containers ' +
        'and safe deployments.',
      category: 'DevOps',
      level: 'Intermediate',
      objectives: 'Write a CI pipeline, Package a service in a container, Deploy safely',
      requirements: 'Comfort with the command line',
      price: 1499,
    },
    lessons: ['Why pipelines', 'From commit to release'],
  },
];

/** Buyers: students of several teams (the demo lead leads Team-1). */
const BUYERS: { name: string; team: string; branch: string; gender: string; rgb: Rgb }[] = [
  { name: 'Aarav Patel', team: 'Team-1', branch: 'CSD', gender: 'Male', rgb: [37, 99, 235] },
  { name: 'Diya Sharma', team: 'Team-1', branch: 'CAI', gender: 'Female', rgb: [219, 39, 119] },
  { name: 'Kabir Singh', team: 'Team-1', branch: 'AID', gender: 'Male', rgb: [22, 163, 74] },
  { name: 'Meera Iyer', team: 'Team-2', branch: 'CSC', gender: 'Female', rgb: [234, 88, 12] },
  { name: 'Rohan Gupta', team: 'Team-2', branch: 'CMS', gender: 'Male', rgb: [124, 58, 237] },
  { name: 'Ananya Rao', team: 'Team-3', branch: 'CSD', gender: 'Female', rgb: [8, 145, 178] },
  { name: 'Vikram Nair', team: 'Team-3', branch: 'CAI', gender: 'Male', rgb: [202, 138, 4] },
  { name: 'Isha Khan', team: 'Team-4', branch: 'AID', gender: 'Female', rgb: [225, 29, 72] },
];

/** A buyer's address: the first name at cms.local (aarav@cms.local). */
const buyerEmail = (name: string) => `${name.split(' ')[0]!.toLowerCase()}@cms.local`;

/** Days ago of each paid sale, oldest first: more sales in recent months, one today. */
const SALE_DAYS_AGO = [
  170, 160, 149, 137, 128, 119, 111, 101, 94, 86, 79, 72, 66, 58, 51, 45, 38, 31, 26, 20, 15, 11, 8, 5, 3, 0,
];

/** Orders that did not complete (the admin's status filters have something to show). */
const UNPAID: { daysAgo: number; status: OrderStatus }[] = [
  { daysAgo: 140, status: 'Rejected' },
  { daysAgo: 96, status: 'Cancelled' },
  { daysAgo: 63, status: 'Rejected' },
  { daysAgo: 27, status: 'Cancelled' },
  { daysAgo: 9, status: 'Rejected' },
  { daysAgo: 0, status: 'Pending' },
];

const round100 = (paise: number) => Math.floor(paise / 10_000) * 10_000;

export async function seedDemoMoney(
  db: Db,
  { media, courses }: Pick<Services, 'media' | 'courses'>,
  { admin, instructor, courseIds, people }: MoneyContext,
): Promise<void> {
  const now = new Date();
  const at = (daysAgo: number) => (daysAgo === 0 ? subHours(now, 1) : subHours(subDays(now, daysAgo), 3));

  // A second instructor with two courses, and a third who has not published anything yet.
  const neha = await people.withProfile('Instructor', 'Neha Kapoor', 'neha@cms.local', [190, 24, 93], {
    rollNumber: 'INSTR00002',
    branch: 'IT',
    gender: 'Female',
    college: 'CMS College of Engineering',
    linkedIn: 'https://www.linkedin.com/in/neha-kapoor',
    gitHub: '',
    upi: 'neha.kapoor@okaxis',
  });
  await people.withProfile('Instructor', 'Arjun Mehta', 'arjun@cms.local', [71, 85, 105], {
    rollNumber: 'INSTR00003',
    branch: 'ECE',
    gender: 'Male',
    college: 'Institute of Technology, Pune',
    linkedIn: '',
    gitHub: 'https://github.com/arjun-mehta',
    upi: 'arjun@ybl',
  });
  const nehaIds = await seedCourses(courses, media, neha.id, SECOND_INSTRUCTOR_COURSES);

  const buyers: DemoBuyer[] = [];
  for (const [i, b] of BUYERS.entries()) {
    const user = await people.withProfile('Student', b.name, buyerEmail(b.name), b.rgb, {
      rollNumber: `22${b.branch}${String(10 + i).padStart(5, '0')}`.slice(0, 10),
      branch: b.branch,
      gender: b.gender,
      team: b.team,
      college: 'CMS College of Engineering',
    });
    buyers.push({ id: user.id, email: user.email, role: 'Student' });
  }

  // What sells: two of the demo instructor's courses and both of the second instructor's.
  const byTitle = (list: DemoCourse[], slug: string) => list.find((c) => c.slug === slug)!;
  const forSale: DemoSale[] = [
    demoSale(byTitle(DEMO_COURSES, 'ml'), courseIds.get('ml')!, instructor.id),
    demoSale(byTitle(DEMO_COURSES, 'cloud'), courseIds.get('cloud')!, instructor.id),
    demoSale(byTitle(SECOND_INSTRUCTOR_COURSES, 'ml'), nehaIds.get('ml')!, neha.id),
    demoSale(byTitle(SECOND_INSTRUCTOR_COURSES, 'cloud'), nehaIds.get('cloud')!, neha.id),
  ];

  // Each paid sale is a distinct (buyer, course) pair: one paid order per buyer and course.
  const sales: { orderId: string; course: DemoSale; at: Date }[] = [];
  for (const [i, daysAgo] of SALE_DAYS_AGO.entries()) {
    const buyer = buyers[i % buyers.length]!;
    const course = forSale[(i + Math.floor(i / buyers.length)) % forSale.length]!;
    const when = at(daysAgo);
    sales.push({ orderId: await seedOrder(db, buyer, course, { at: when }), course, at: when });
    await seedProgress(db, buyer.id, course.id, i);
  }
  for (const [i, o] of UNPAID.entries()) {
    await seedOrder(db, buyers[(i * 3) % buyers.length]!, forSale[i % forSale.length]!, {
      status: o.status,
      at: at(o.daysAgo),
    });
  }
  await db
    .insert(reviews)
    .values([
      { userId: buyers[0]!.id, courseId: forSale[0]!.id, rating: 5, text: 'The evaluation lesson alone was worth it.' },
      { userId: buyers[1]!.id, courseId: forSale[1]!.id, rating: 4, text: 'Short and to the point.' },
      { userId: buyers[2]!.id, courseId: forSale[2]!.id, rating: 5, text: 'Hard going but excellent.' },
    ])
    .onConflictDoNothing();

  const earned = (instructorId: string) =>
    sales.filter((s) => s.course.instructorId === instructorId).reduce((sum, s) => sum + s.course.pricePaise, 0);
  const actor = { actorId: admin.id, actorName: admin.name, actorEmail: admin.email, actorRole: 'Admin' };

  // The demo instructor: one approved, one rejected, one pending request.
  const iraEarned = earned(instructor.id);
  const decided = [
    {
      amountPaise: round100(iraEarned * 0.3),
      status: 'approved' as const,
      remarks: 'Monthly payout',
      adminRemarks: 'Paid by UPI, reference UPI-4412-0917',
      requested: 75,
    },
    {
      amountPaise: round100(iraEarned * 0.2),
      status: 'rejected' as const,
      remarks: 'Conference travel',
      adminRemarks: 'The UPI ID could not be verified; please check it and ask again.',
      requested: 40,
    },
  ];
  for (const w of decided) {
    const requestedAt = subDays(now, w.requested);
    const processedAt = subDays(now, w.requested - 2);
    const [row] = await db
      .insert(withdrawals)
      .values({
        instructorId: instructor.id,
        amountPaise: w.amountPaise,
        status: w.status,
        remarks: w.remarks,
        upi: 'ira@okbank',
        adminRemarks: w.adminRemarks,
        processedBy: admin.id,
        processedAt,
        createdAt: requestedAt,
        updatedAt: processedAt,
      })
      .returning({ id: withdrawals.id });
    await db.insert(auditLog).values({
      ...actor,
      action: `withdrawal.${w.status}`,
      entityType: 'withdrawal',
      entityId: row!.id,
      summary: `${formatRupees(w.amountPaise)} for ${instructor.name}`,
      before: { status: 'pending', adminRemarks: null },
      after: { status: w.status, adminRemarks: w.adminRemarks },
      createdAt: processedAt,
    });
  }
  await db.insert(withdrawals).values([
    {
      instructorId: instructor.id,
      amountPaise: round100(iraEarned * 0.1),
      remarks: 'Course equipment',
      upi: 'ira@okbank',
      createdAt: subDays(now, 2),
      updatedAt: subDays(now, 2),
    },
    {
      instructorId: neha.id,
      amountPaise: round100(earned(neha.id) * 0.2),
      upi: 'neha.kapoor@okaxis',
      createdAt: subDays(now, 1),
      updatedAt: subDays(now, 1),
    },
  ]);

  // One sale of the second instructor paid out by the admin with its reference.
  const paid = sales.find((s) => s.course.instructorId === neha.id)!;
  const recordedAt = subDays(now, 20);
  const [payout] = await db
    .insert(payouts)
    .values({
      orderId: paid.orderId,
      instructorId: neha.id,
      amountPaise: paid.course.pricePaise,
      reference: 'UPI-DEMO-20260001',
      recordedBy: admin.id,
      createdAt: recordedAt,
    })
    .returning({ id: payouts.id });
  await db.insert(auditLog).values({
    ...actor,
    action: 'payout.recorded',
    entityType: 'order',
    entityId: paid.orderId,
    summary: `${formatRupees(paid.course.pricePaise)} to ${neha.name} for ${paid.course.title}`,
    before: null,
    after: { payoutId: payout!.id, reference: 'UPI-DEMO-20260001', amountPaise: paid.course.pricePaise },
    createdAt: recordedAt,
  });
}

/**
 * What a buyer watched: the first `sale % (lessons + 1)` lessons completed, so the completion
 * figures of the dashboards are real and varied (from nothing watched to the whole course).
 */
async function seedProgress(db: Db, userId: string, courseId: string, sale: number): Promise<void> {
  const rows = await db
    .select({ id: lessons.id, duration: lessons.durationSeconds })
    .from(lessons)
    .where(and(eq(lessons.courseId, courseId), eq(lessons.kind, 'video')))
    .orderBy(asc(lessons.position));
  const done = rows.slice(0, sale % (rows.length + 1));
  if (done.length === 0) return;
  await db.insert(lessonProgress).values(
    done.map((l) => ({
      userId,
      courseId,
      lessonId: l.id,
      positionSeconds: l.duration ?? 0,
      furthestSeconds: l.duration ?? 0,
      completedAt: new Date(),
    })),
  );
}
