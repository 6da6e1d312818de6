/** Demo data for a fresh embedded database: one user per role, in teams. */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Role } from '@cms/contract';
import type { Db } from '../db/client.js';
import { instructorProfiles, leadProfiles, studentProfiles, users } from '../db/schema.js';
import { hashPassword } from '../passwords/index.js';
import type { MediaService } from '../modules/media/service.js';
import { avatarPng } from './avatar.js';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  role: Role;
  email: string;
  password: string;
}

export async function seedDemoData(db: Db, media: MediaService): Promise<DemoLogin[]> {
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

  return (['Admin', 'Instructor', 'Lead', 'Student'] as const).map((role) => ({
    role,
    email: `${role.toLowerCase()}@cms.local`,
    password: DEMO_PASSWORD,
  }));
}
