/** Verification: a user with role Empty registers one role-specific profile, once. */
import {
  type InstructorProfile,
  type InstructorRegistrationInput,
  type LeadProfile,
  type LeadRegistrationInput,
  type SessionUser,
  type StudentProfile,
  type StudentRegistrationInput,
  type VerifiableRole,
} from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { toSessionUser } from '../auth/repository.js';
import { mediaUrl } from '../media/service.js';
import { profileErrors } from './errors.js';
import { toInstructorProfile, toLeadProfile, toStudentProfile } from './profile-views.js';
import type { ProfileRepository } from './repository.js';

export type Registration =
  | { role: 'Student'; input: StudentRegistrationInput }
  | { role: 'Lead'; input: LeadRegistrationInput }
  | { role: 'Instructor'; input: InstructorRegistrationInput };

export interface VerificationResult {
  role: VerifiableRole;
  user: SessionUser;
  data: StudentProfile | LeadProfile | InstructorProfile;
}

/** Runs a transaction that grants a role, answering a roll number taken meanwhile as the field error. */
export async function grantedOnce<T>(transaction: () => Promise<T>): Promise<T> {
  try {
    return await transaction();
  } catch (err) {
    if (isUniqueViolation(err)) throw profileErrors.rollNumberTaken();
    throw err;
  }
}

export class ProfileService {
  constructor(private readonly repo: ProfileRepository) {}

  async verify(userId: string, reg: Registration): Promise<VerificationResult> {
    return grantedOnce(() => this.repo.transaction(async (tx) => this.grant(tx, userId, reg)));
  }

  /**
   * Writes the role's profile and sets the role, in `tx`: the user must still have none (role Empty,
   * locked here) and own the profile image. A roll number already taken throws a unique violation,
   * which `grantedOnce` around the transaction turns into the field error.
   */
  async grant(tx: Tx, userId: string, reg: Registration): Promise<VerificationResult> {
    const user = await this.repo.lockUser(tx, userId);
    if (!user) throw profileErrors.unauthenticated();
    if (user.role !== 'Empty') throw profileErrors.alreadyVerified();

    const upload = await this.repo.ownProfileImage(tx, userId, reg.input.profileImg);
    if (!upload) throw profileErrors.profileImage();
    const image = mediaUrl(upload.id);
    const common = {
      userId,
      rollNumber: reg.input.rollNumber,
      branch: reg.input.branch,
      gender: reg.input.gender,
      profileUploadId: upload.id,
    };
    let data: VerificationResult['data'];
    if (reg.role === 'Instructor') {
      const p = await this.repo.insertProfile(tx, 'Instructor', {
        ...common,
        college: reg.input.college,
        linkedIn: reg.input.linkedIn,
        gitHub: reg.input.gitHub,
        upi: reg.input.UPI,
      });
      data = toInstructorProfile(p, user);
    } else if (reg.role === 'Student') {
      data = toStudentProfile(
        await this.repo.insertProfile(tx, 'Student', { ...common, team: reg.input.teamNum }),
        user,
      );
    } else {
      data = toLeadProfile(await this.repo.insertProfile(tx, 'Lead', { ...common, team: reg.input.teamNo }), user);
    }
    const updated = await this.repo.setRole(tx, userId, reg.role, image);
    return { role: reg.role, user: toSessionUser(updated), data };
  }
}
