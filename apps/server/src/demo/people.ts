/** The demo's accounts: a user with the demo password, and for the three roles with a profile, that profile and a generated avatar. */
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Role } from '@cms/contract';
import type { Db } from '../db/client.js';
import { instructorProfiles, leadProfiles, studentProfiles, users } from '../db/schema/index.js';
import type { Services } from '../services.js';
import { avatarPng } from './avatar.js';

export interface DemoUser {
  id: string;
  name: string;
  email: string;
  role: string;
}

export type Rgb = [number, number, number];

const PROFILE_TABLES = { Instructor: instructorProfiles, Lead: leadProfiles, Student: studentProfiles } as const;
type ProfileRole = keyof typeof PROFILE_TABLES;
/** A profile's own fields (the user and the avatar are filled in). */
export type DemoProfile<R extends ProfileRole> = Omit<
  (typeof PROFILE_TABLES)[R]['$inferInsert'],
  'userId' | 'profileUploadId'
>;

export interface DemoPeople {
  /** A user of `role` without a profile. */
  make(name: string, email: string, role: Role): Promise<DemoUser>;
  /** A user of `role` with `profile` and an avatar drawn in `rgb` (also the user's image). */
  withProfile<R extends ProfileRole>(
    role: R,
    name: string,
    email: string,
    rgb: Rgb,
    profile: DemoProfile<R>,
  ): Promise<DemoUser>;
}

export function demoPeople(db: Db, media: Services['media'], passwordHash: string): DemoPeople {
  const make = async (name: string, email: string, role: Role) => {
    const [u] = await db.insert(users).values({ name, email, passwordHash, role }).returning();
    return u!;
  };
  const avatar = async (userId: string, role: Role, name: string, rgb: Rgb) => {
    const up = await media.save({ userId, role }, 'profile-image', Readable.from([await avatarPng(name, rgb)]));
    await db.update(users).set({ image: up.url }).where(eq(users.id, userId));
    return up.id;
  };
  return {
    make,
    async withProfile(role, name, email, rgb, profile) {
      const user = await make(name, email, role);
      const table = PROFILE_TABLES[role] as typeof studentProfiles;
      const values = {
        ...(profile as DemoProfile<'Student'>),
        userId: user.id,
        profileUploadId: await avatar(user.id, role, name, rgb),
      };
      await db.insert(table).values(values);
      return user;
    },
  };
}
