/** Profile fixtures in the contract's shapes. */
import type { StudentProfile, StudentProfileInfo } from '@cms/contract';
import { USERS } from './render';

/** The demo student's profile (with a college, a phone and a picture unless `overrides` say otherwise). */
export const makeStudentProfile = (overrides: Partial<StudentProfile> = {}): StudentProfile => ({
  _id: 'p2',
  userId: USERS.student.userId,
  name: USERS.student.name,
  email: USERS.student.email,
  role: 'Student',
  rollNumber: '22A91A0501',
  branch: 'CMS',
  teamNum: 'Team-3',
  gender: 'Other',
  college: 'CMS College',
  phone: '+919876543210',
  profileImg: '/api/media/img-0',
  ...overrides,
});

/** GET /api/student/profile/info: the profile and the learner's figures. */
export const makeStudentProfileInfo = (overrides: Partial<StudentProfileInfo> = {}): StudentProfileInfo => ({
  success: true,
  FindUserData: makeStudentProfile(),
  stats: { enrolledCourses: 3, totalLessons: 12, completionRate: 42, avgRating: 4.5, reviewCount: 2 },
  ...overrides,
});
