/**
 * Data access of the three profiles: verification (the user row, the profile image upload, the
 * profile tables), the caller's own profile with its user, its update, and the profile pages' figures.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '@cms/contract';
import type { Db, Tx } from '../../db/client.js';
import { instructorProfiles, leadProfiles, reviews, studentProfiles, uploads, users } from '../../db/schema/index.js';
import { Repository } from '../../db/repository.js';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NewStudentProfile = typeof studentProfiles.$inferInsert;
export type StudentProfileRow = typeof studentProfiles.$inferSelect;
export type LeadProfileRow = typeof leadProfiles.$inferSelect;
export type InstructorProfileRow = typeof instructorProfiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** What an edit may change in a student or lead profile (absent: unchanged). */
export type LearnerProfileChanges = Partial<
  Pick<StudentProfileRow, 'rollNumber' | 'branch' | 'gender' | 'team' | 'college' | 'phone' | 'profileUploadId'>
>;
export type InstructorProfileChanges = Partial<
  Pick<
    InstructorProfileRow,
    'rollNumber' | 'branch' | 'gender' | 'college' | 'linkedIn' | 'gitHub' | 'upi' | 'phone' | 'profileUploadId'
  >
>;

/** The three profile tables, by role. */
const TABLES = { Student: studentProfiles, Lead: leadProfiles, Instructor: instructorProfiles } as const;
type ProfileRole = keyof typeof TABLES;
type RowOf<R extends ProfileRole> = (typeof TABLES)[R]['$inferSelect'];
type NewOf<R extends ProfileRole> = (typeof TABLES)[R]['$inferInsert'];
type ChangesOf<R extends ProfileRole> = R extends 'Instructor' ? InstructorProfileChanges : LearnerProfileChanges;

export class ProfileRepository extends Repository {
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

  /** A profile-image upload of the user's, by id; none for another user's upload or another kind of file. */
  async ownProfileImage(tx: Tx, userId: string, id: string) {
    const upload = await this.upload(tx, id);
    return upload && upload.ownerId === userId && upload.purpose === 'profile-image' ? upload : undefined;
  }

  /** Whether a profile of `role` already has this roll number (roll numbers are unique per profile table). */
  async rollNumberTaken(tx: Tx, role: ProfileRole, rollNumber: string): Promise<boolean> {
    const table = TABLES[role] as typeof studentProfiles;
    const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.rollNumber, rollNumber)).limit(1);
    return row !== undefined;
  }

  /** A new profile of `role` (verification). */
  async insertProfile<R extends ProfileRole>(tx: Tx, role: R, values: NewOf<R>): Promise<RowOf<R>> {
    const table = TABLES[role] as typeof studentProfiles;
    const [p] = await tx
      .insert(table)
      .values(values as NewStudentProfile)
      .returning();
    return p as RowOf<R>;
  }

  async setRole(tx: Tx, userId: string, role: Role, image: string) {
    const [updated] = await tx
      .update(users)
      .set({ role, image, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return updated!;
  }

  /** The user's own profile of `role`, with the user row. */
  ownProfile<R extends ProfileRole>(role: R, userId: string) {
    return this.selectOwn(this.db, role, userId, false);
  }

  /** The same, the profile row locked until the transaction ends (two edits apply one after the other). */
  lockOwnProfile<R extends ProfileRole>(tx: Tx, role: R, userId: string) {
    return this.selectOwn(tx, role, userId, true);
  }

  private async selectOwn<R extends ProfileRole>(
    db: Db,
    role: R,
    userId: string,
    lock: boolean,
  ): Promise<{ profile: RowOf<R>; user: UserRow } | undefined> {
    const table = TABLES[role] as typeof studentProfiles;
    const query = db
      .select({ profile: table, user: users })
      .from(table)
      .innerJoin(users, eq(users.id, table.userId))
      .where(eq(table.userId, userId))
      .limit(1);
    const [row] = lock ? await query.for('update', { of: table }) : await query;
    return row as { profile: RowOf<R>; user: UserRow } | undefined;
  }

  /** The edit of a profile of `role` (absent fields unchanged). */
  async updateProfile<R extends ProfileRole>(
    tx: Tx,
    role: R,
    profileId: string,
    changes: ChangesOf<R>,
  ): Promise<RowOf<R>> {
    const table = TABLES[role] as typeof studentProfiles;
    const [p] = await tx
      .update(table)
      .set({ ...(changes as LearnerProfileChanges), updatedAt: sql`now()` })
      .where(eq(table.id, profileId))
      .returning();
    return p as RowOf<R>;
  }

  /** The user's display name and avatar (absent: unchanged). */
  async updateUser(tx: Tx, userId: string, changes: { name?: string; image?: string }) {
    const [u] = await tx
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return u!;
  }

  /** The star ratings the user gave in reviews: their average (null without any) and count. */
  async ratingsGiven(userId: string): Promise<{ avg: number | null; count: number }> {
    const [row] = await this.db
      .select({ avg: sql<number | null>`avg(${reviews.rating})::float8`, count: sql<number>`count(*)::int` })
      .from(reviews)
      .where(eq(reviews.userId, userId));
    return {
      avg: row?.avg === null || row?.avg === undefined ? null : Number(row.avg),
      count: Number(row?.count ?? 0),
    };
  }

  /** Team members of a team: users with role Student whose student profile is in that team. */
  async teamMemberCount(team: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(and(eq(studentProfiles.team, team), eq(users.role, 'Student')));
    return Number(row?.n ?? 0);
  }
}
