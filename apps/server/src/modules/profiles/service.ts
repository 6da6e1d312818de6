/** Verification: a user with role Empty registers one role-specific profile, once. */
import { eq, sql } from 'drizzle-orm';
import {
  MSG,
  type InstructorProfile,
  type InstructorRegistrationInput,
  type LeadProfile,
  type LeadRegistrationInput,
  type SessionUser,
  type StudentProfile,
  type StudentRegistrationInput,
  type VerifiableRole,
} from '@cms/contract';
import type { Db, Tx } from '../../db/client.js';
import { instructorProfiles, leadProfiles, studentProfiles, uploads, users } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../errors/index.js';
import { toSessionUser } from '../auth/repository.js';
import { mediaUrl } from '../media/service.js';

export type Registration =
  | { role: 'Student'; input: StudentRegistrationInput }
  | { role: 'Lead'; input: LeadRegistrationInput }
  | { role: 'Instructor'; input: InstructorRegistrationInput };

export interface VerificationResult {
  role: VerifiableRole;
  user: SessionUser;
  data: StudentProfile | LeadProfile | InstructorProfile;
}

const ROLL_TAKEN = 'This roll number is already registered';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export class ProfileService {
  constructor(private readonly db: Db) {}

  async verify(userId: string, reg: Registration): Promise<VerificationResult> {
    try {
      return await this.db.transaction(async (tx) => this.verifyIn(tx, userId, reg));
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(ROLL_TAKEN);
      throw err;
    }
  }

  private async verifyIn(tx: Tx, userId: string, reg: Registration): Promise<VerificationResult> {
    // Lock the user row so two concurrent verifications cannot both pass the role check.
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError(401, 'UNAUTHENTICATED', MSG.unauthenticated);
    if (user.role !== 'Empty') throw conflict(MSG.alreadyVerified);

    // Not a uuid: no upload of ours (and PostgreSQL would fail the cast with a 500).
    const [upload] = UUID_PATTERN.test(reg.input.profileImg)
      ? await tx.select().from(uploads).where(eq(uploads.id, reg.input.profileImg)).limit(1)
      : [];
    if (!upload || upload.ownerId !== userId || upload.purpose !== 'profile-image') {
      throw badRequest(MSG.profileImage, { profileImg: MSG.profileImage });
    }
    const image = mediaUrl(upload.id);
    const common = {
      userId,
      rollNumber: reg.input.rollNumber,
      branch: reg.input.branch,
      gender: reg.input.gender,
      profileUploadId: upload.id,
    };
    let data: VerificationResult['data'];
    const base = { userId, name: user.name, email: user.email, profileImg: image };
    if (reg.role === 'Student') {
      const [p] = await tx
        .insert(studentProfiles)
        .values({ ...common, team: reg.input.teamNum })
        .returning();
      data = {
        ...base,
        _id: p!.id,
        role: 'Student',
        rollNumber: p!.rollNumber,
        branch: p!.branch,
        teamNum: p!.team,
        gender: p!.gender,
        college: p!.college,
        phone: p!.phone,
      };
    } else if (reg.role === 'Lead') {
      const [p] = await tx
        .insert(leadProfiles)
        .values({ ...common, team: reg.input.teamNo })
        .returning();
      data = {
        ...base,
        _id: p!.id,
        role: 'Lead',
        rollNumber: p!.rollNumber,
        branch: p!.branch,
        teamNo: p!.team,
        gender: p!.gender,
        college: p!.college,
        phone: p!.phone,
      };
    } else {
      const [p] = await tx
        .insert(instructorProfiles)
        .values({
          ...common,
          college: reg.input.college,
          linkedIn: reg.input.linkedIn,
          gitHub: reg.input.gitHub,
          upi: reg.input.UPI,
        })
        .returning();
      data = {
        ...base,
        _id: p!.id,
        role: 'Instructor',
        rollNumber: p!.rollNumber,
        branch: p!.branch,
        college: p!.college,
        gender: p!.gender,
        linkedIn: p!.linkedIn,
        gitHub: p!.gitHub,
        UPI: p!.upi,
      };
    }
    const [updated] = await tx
      .update(users)
      .set({ role: reg.role, image, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return { role: reg.role, user: toSessionUser(updated!), data };
  }
}
