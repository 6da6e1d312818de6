/**
 * The caller's own profile after verification (spec 2, 5, 7): the student and lead profile pages
 * with their figures, the instructor profile, and the edits. An edit changes only the caller's
 * own profile (the session's user, never an id from the request) and its user row (name, avatar),
 * in one transaction: a refused edit leaves nothing changed.
 */
import {
  EDIT_LISTS,
  PROFILE_MSG,
  isEditChoice,
  type InstructorProfileResponse,
  type InstructorProfileUpdateResponse,
  type InstructorUpdateInput,
  type LeadEditInput,
  type LeadProfileInfo,
  type LeadProfileStats,
  type LeadProfileUpdateResponse,
  type Option,
  type StudentEditInput,
  type StudentProfileInfo,
  type StudentProfileStats,
  type StudentProfileUpdateResponse,
} from '@cms/contract';
import type { Tx } from '../../db/client.js';
import { toSessionUser } from '../auth/repository.js';
import type { LearningService } from '../learning/service.js';
import { mediaUrl } from '../media/service.js';
import { profileErrors } from './errors.js';
import { toInstructorProfile, toLeadProfile, toStudentProfile } from './profile-views.js';
import type { ProfileRepository, UserRow } from './repository.js';
import { isUniqueViolation } from '../../db/errors.js';

/** The gender and branch of an edit: each in its edit list or the value saved before, else 400. */
function checkChoices(
  lists: { genders: readonly Option[]; branches: readonly Option[] },
  saved: { gender: string; branch: string },
  input: { gender: string; branch: string },
): void {
  if (!isEditChoice(lists.genders, saved.gender, input.gender)) throw profileErrors.notAChoice('gender');
  if (!isEditChoice(lists.branches, saved.branch, input.branch)) throw profileErrors.notAChoice('branch');
}

/** Fields whose absence means "unchanged" (phone, college), dropped from the changes. */
function present<T extends Record<string, unknown>>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The caller's own profile as the repository read it; 404 when the caller has none. */
function found<T>(own: T | undefined): T {
  if (!own) throw profileErrors.profileNotFound();
  return own;
}

export class OwnProfileService {
  constructor(
    private readonly repo: ProfileRepository,
    private readonly learning: LearningService,
  ) {}

  // ---- reading ----

  async studentInfo(userId: string): Promise<StudentProfileInfo> {
    const own = found(await this.repo.ownProfile('Student', userId));
    return {
      success: true,
      FindUserData: toStudentProfile(own.profile, own.user),
      stats: await this.studentStats(userId),
    };
  }

  async leadInfo(userId: string): Promise<LeadProfileInfo> {
    const own = found(await this.repo.ownProfile('Lead', userId));
    return {
      success: true,
      data: toLeadProfile(own.profile, own.user),
      stats: await this.leadStats(userId, own.profile.team),
    };
  }

  async instructorView(userId: string): Promise<InstructorProfileResponse> {
    const own = found(await this.repo.ownProfile('Instructor', userId));
    return { success: true, profile: toInstructorProfile(own.profile, own.user) };
  }

  /**
   * Enrolled courses and their lessons, the completion rate over those lessons (null without
   * enrolments), and Avg Rating: for a learner, the average of the stars they gave in reviews.
   */
  private async studentStats(userId: string): Promise<StudentProfileStats> {
    const [stats, completionRate, ratings] = await Promise.all([
      this.learning.stats(userId),
      this.learning.completionRate(userId),
      this.repo.ratingsGiven(userId),
    ]);
    return {
      enrolledCourses: stats.enrolledCourses,
      totalLessons: stats.totalLessons,
      completionRate,
      avgRating: ratings.avg,
      reviewCount: ratings.count,
    };
  }

  /** Enrolled courses and lessons, the team's students, and the mean progress of the lead's own enrolments. */
  private async leadStats(userId: string, team: string): Promise<LeadProfileStats> {
    const [stats, enrolled, teamMembers] = await Promise.all([
      this.learning.stats(userId),
      this.learning.enrolledCourses(userId),
      this.repo.teamMemberCount(team),
    ]);
    const avgProgress =
      enrolled.length === 0
        ? null
        : Math.round(enrolled.reduce((sum, e) => sum + e.progressPercent, 0) / enrolled.length);
    return { enrolledCourses: stats.enrolledCourses, totalLessons: stats.totalLessons, teamMembers, avgProgress };
  }

  // ---- editing ----

  /** One transaction; a roll number another profile holds answers 409 under the field. */
  private async inTransaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.repo.transaction(work);
    } catch (err) {
      if (isUniqueViolation(err)) throw profileErrors.rollNumberTaken();
      throw err;
    }
  }

  /** The new image's upload id, checked to be a profile-image upload of the caller's; undefined keeps the current one. */
  private async newImage(tx: Tx, userId: string, uploadId: string | undefined): Promise<string | undefined> {
    if (uploadId === undefined) return undefined;
    const upload = await this.repo.ownProfileImage(tx, userId, uploadId);
    if (!upload) throw profileErrors.profileImage();
    return upload.id;
  }

  /** The user row's name (when edited) and avatar (when the image changed). */
  private updateUser(tx: Tx, userId: string, name: string | undefined, imageId: string | undefined): Promise<UserRow> {
    return this.repo.updateUser(tx, userId, present({ name, image: imageId && mediaUrl(imageId) }));
  }

  async updateStudent(userId: string, input: StudentEditInput): Promise<StudentProfileUpdateResponse> {
    const { profile, user } = await this.editLearner('Student', userId, input, input.teamNum);
    return {
      success: true,
      message: PROFILE_MSG.profileUpdated,
      FindUserData: toStudentProfile(profile, user),
      user: toSessionUser(user),
    };
  }

  /** The lead's team is not part of the edit: it decides whose team the lead sees. */
  async updateLead(userId: string, input: LeadEditInput): Promise<LeadProfileUpdateResponse> {
    const { profile, user } = await this.editLearner('Lead', userId, input, undefined);
    return {
      success: true,
      message: PROFILE_MSG.profileUpdated,
      data: toLeadProfile(profile, user),
      user: toSessionUser(user),
    };
  }

  /**
   * A student's or lead's edit in one transaction: the choices checked against the learner lists,
   * the new image, the profile's fields (`team` undefined: unchanged) and the user's name and avatar.
   */
  private editLearner(role: 'Student' | 'Lead', userId: string, input: LeadEditInput, team: string | undefined) {
    return this.inTransaction(async (tx) => {
      const own = found(await this.repo.lockOwnProfile(tx, role, userId));
      checkChoices(EDIT_LISTS.learner, own.profile, input);
      const imageId = await this.newImage(tx, userId, input.profileImg);
      const profile = await this.repo.updateProfile(
        tx,
        role,
        own.profile.id,
        present({
          rollNumber: input.rollNumber,
          gender: input.gender,
          branch: input.branch,
          team,
          phone: input.phone,
          college: input.college,
          profileUploadId: imageId,
        }),
      );
      const user = await this.updateUser(tx, userId, input.name, imageId);
      return { profile, user };
    });
  }

  async updateInstructor(userId: string, input: InstructorUpdateInput): Promise<InstructorProfileUpdateResponse> {
    return this.inTransaction(async (tx) => {
      const own = found(await this.repo.lockOwnProfile(tx, 'Instructor', userId));
      checkChoices(EDIT_LISTS.instructor, own.profile, input);
      const imageId = await this.newImage(tx, userId, input.profileImg);
      const profile = await this.repo.updateProfile(
        tx,
        'Instructor',
        own.profile.id,
        present({
          rollNumber: input.rollNumber,
          gender: input.gender,
          branch: input.branch,
          college: input.college,
          linkedIn: input.linkedIn,
          gitHub: input.gitHub,
          upi: input.UPI,
          phone: input.phone,
          profileUploadId: imageId,
        }),
      );
      const user = await this.updateUser(tx, userId, undefined, imageId);
      return {
        success: true,
        message: PROFILE_MSG.profileUpdatedSuccessfully,
        profile: toInstructorProfile(profile, user),
        user: toSessionUser(user),
      };
    });
  }
}
