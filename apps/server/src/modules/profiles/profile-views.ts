/** The profile rows as the API shows them (spec 3's field names), with the user's name, e-mail and image. */
import type { InstructorProfileView, LeadProfile, StudentProfile } from '@cms/contract';
import { mediaUrl } from '../media/service.js';
import type { InstructorProfileRow, LeadProfileRow, StudentProfileRow, UserRow } from './repository.js';

type Owner = Pick<UserRow, 'id' | 'name' | 'email'>;

/** The fields every profile shares. */
const common = (
  p: Pick<StudentProfileRow, 'id' | 'rollNumber' | 'branch' | 'gender' | 'phone' | 'profileUploadId'>,
  user: Owner,
) => ({
  _id: p.id,
  userId: user.id,
  name: user.name,
  email: user.email,
  rollNumber: p.rollNumber,
  branch: p.branch,
  gender: p.gender,
  phone: p.phone,
  profileImg: mediaUrl(p.profileUploadId),
});

export const toStudentProfile = (p: StudentProfileRow, user: Owner): StudentProfile => ({
  ...common(p, user),
  role: 'Student',
  teamNum: p.team,
  college: p.college,
});

export const toLeadProfile = (p: LeadProfileRow, user: Owner): LeadProfile => ({
  ...common(p, user),
  role: 'Lead',
  teamNo: p.team,
  college: p.college,
});

export const toInstructorProfile = (p: InstructorProfileRow, user: Owner): InstructorProfileView => ({
  ...common(p, user),
  role: 'Instructor',
  college: p.college,
  linkedIn: p.linkedIn,
  gitHub: p.gitHub,
  UPI: p.upi,
});
