/** Data access of verification: the user row, the profile image upload, the three profile tables. */
import { eq, sql } from 'drizzle-orm';
import type { Role } from '@cms/contract';
import type { Db, Tx } from '../../db/client.js';
import { instructorProfiles, leadProfiles, studentProfiles, uploads, users } from '../../db/schema/index.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NewStudentProfile = typeof studentProfiles.$inferInsert;
export type NewLeadProfile = typeof leadProfiles.$inferInsert;
export type NewInstructorProfile = typeof instructorProfiles.$inferInsert;

export class ProfileRepository {
  constructor(private readonly db: Db) {}

  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** The user row, locked until the transaction ends (two verifications cannot both pass). */
  async lockUser(tx: Tx, userId: string) {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    return user;
  }

  /** An upload by id; none for a value that is not a uuid (PostgreSQL would fail the cast). */
  async upload(tx: Tx, id: string) {
    if (!UUID_PATTERN.test(id)) return undefined;
    const [upload] = await tx.select().from(uploads).where(eq(uploads.id, id)).limit(1);
    return upload;
  }

  async insertStudent(tx: Tx, values: NewStudentProfile) {
    const [p] = await tx.insert(studentProfiles).values(values).returning();
    return p!;
  }

  async insertLead(tx: Tx, values: NewLeadProfile) {
    const [p] = await tx.insert(leadProfiles).values(values).returning();
    return p!;
  }

  async insertInstructor(tx: Tx, values: NewInstructorProfile) {
    const [p] = await tx.insert(instructorProfiles).values(values).returning();
    return p!;
  }

  async setRole(tx: Tx, userId: string, role: Role, image: string) {
    const [updated] = await tx
      .update(users)
      .set({ role, image, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return updated!;
  }
}
