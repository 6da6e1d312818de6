/** Demo data for a fresh embedded database: one user per role, in teams, and demo courses. */
import type { Role } from '@cms/contract';
import type { Db } from '../db/client.js';
import { reviews } from '../db/schema/index.js';
import { hashPassword } from '../passwords/index.js';
import type { Services } from '../services.js';
import { demoPeople } from './people.js';
import { seedDemoMoney } from './money.js';
import { seedDemoMail } from './mail.js';
import { seedDemoTeam } from './team.js';
import { DEMO_COURSES, demoSale, seedCourses } from './courses.js';
import { seedOrder } from './purchase.js';
import { seedDemoCommerce } from './commerce.js';
import { seedDemoLearning } from './learning.js';
import { seedDemoCoupons } from './coupons.js';

export { DEMO_ASSETS, DEMO_COURSES } from './courses.js';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  role: Role;
  email: string;
  password: string;
}

export async function seedDemoData(
  db: Db,
  services: Pick<
    Services,
    'media' | 'courses' | 'mail' | 'messages' | 'captions' | 'learning' | 'quizzes' | 'questions' | 'refunds'
  >,
  appUrl = 'http://localhost:3000',
): Promise<DemoLogin[]> {
  const { media, courses, mail, messages } = services;
  const people = demoPeople(db, media, await hashPassword(DEMO_PASSWORD));

  const admin = await people.make('Asha Admin', 'admin@cms.local', 'Admin');

  const instructor = await people.withProfile('Instructor', 'Ira Instructor', 'instructor@cms.local', [79, 70, 229], {
    rollNumber: 'INSTR00001',
    branch: 'CSE',
    gender: 'Female',
    college: 'CMS College of Engineering',
    linkedIn: 'https://www.linkedin.com/in/ira-instructor',
    gitHub: 'https://github.com/ira-instructor',
    upi: 'ira@okbank',
  });
  const lead = await people.withProfile('Lead', 'Lalit Lead', 'lead@cms.local', [5, 150, 105], {
    rollNumber: '22CSD00001',
    branch: 'CSD',
    gender: 'Male',
    team: 'Team-1',
    college: 'CMS College of Engineering',
  });
  const student = await people.withProfile('Student', 'Sana Student', 'student@cms.local', [217, 119, 6], {
    rollNumber: '22CSD00002',
    branch: 'CSD',
    gender: 'Female',
    team: 'Team-1',
    college: 'CMS College of Engineering',
  });

  const courseIds = await seedCourses(courses, media, instructor.id);
  const react = courseIds.get('react')!;
  const pythonData = courseIds.get('python-data')!;
  const sale = (slug: string, id: string) =>
    demoSale(
      DEMO_COURSES.find((c) => c.slug === slug)!,
      id,
      instructor.id,
    );
  await seedOrder(db, { id: student.id, email: student.email, role: 'Student' }, sale('react', react));
  await seedOrder(db, { id: lead.id, email: lead.email, role: 'Lead' }, sale('python-data', pythonData));
  await db.insert(reviews).values([
    { userId: student.id, courseId: react, rating: 5, text: 'Clear, practical and well paced.' },
    { userId: lead.id, courseId: pythonData, rating: 4, text: 'Great examples; I would like more exercises.' },
  ]);

  await seedDemoMoney(db, { media, courses }, { admin, instructor, courseIds, people });
  await seedDemoCoupons(db, { admin, instructor });
  await seedDemoMail(db, mail);
  await seedDemoTeam(db, messages);
  await seedDemoLearning(db, services, {
    instructor: { id: instructor.id, role: 'Instructor' },
    student: { id: student.id, role: 'Student' },
    lead: { id: lead.id, role: 'Lead' },
    courseIds,
    appUrl,
  });
  // Last: invoices for every paid sale above, and one of them refunded.
  await seedDemoCommerce(db, services.refunds, { admin, instructor, spare: [student.id, lead.id] });

  return (['Admin', 'Instructor', 'Lead', 'Student'] as const).map((role) => ({
    role,
    email: `${role.toLowerCase()}@cms.local`,
    password: DEMO_PASSWORD,
  }));
}
