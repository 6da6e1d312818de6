/** Option lists and enums of spec section 3. */

export const ROLES = ['Empty', 'Student', 'Lead', 'Instructor', 'Admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that can be reached by verification (profile completion). */
export const VERIFIABLE_ROLES = ['Student', 'Lead', 'Instructor'] as const;
export type VerifiableRole = (typeof VERIFIABLE_ROLES)[number];

/** Home route of each real role (spec section 6). */
export const ROLE_HOME: Record<Exclude<Role, 'Empty'>, string> = {
  Admin: '/Admin/courses',
  Instructor: '/instructor/dashboard',
  Lead: '/lead/dashboard',
  Student: '/student/dashboard',
};

export const TEAM_COUNT = 10;
export const TEAMS = Array.from({ length: TEAM_COUNT }, (_, i) => `Team-${i + 1}`) as readonly string[];

export interface Option {
  value: string;
  label: string;
}
const opts = (...values: string[]): readonly Option[] => values.map((v) => ({ value: v, label: v }));

export const GENDERS_REGISTRATION = opts('Male', 'Female', 'Other');
export const GENDERS_EDIT_PROFILE = opts('Male', 'Female', 'Others');
export const GENDERS_INSTRUCTOR_UPDATE = opts('Male', 'Female', 'Transgender');

export const BRANCHES_INSTRUCTOR = opts('CSE', 'IT', 'ECE', 'EEE', 'MECH', 'CIVIL');
/** Lead registration: CAI is shown as CSI (spec section 3). */
export const BRANCHES_LEAD: readonly Option[] = [
  { value: 'CSD', label: 'CSD' },
  { value: 'CSM', label: 'CSM' },
  { value: 'CAI', label: 'CSI' },
  { value: 'CSC', label: 'CSC' },
  { value: 'AID', label: 'AID' },
];
export const BRANCHES_STUDENT = opts('CSD', 'CAI', 'AID', 'CMS', 'CSC');
export const BRANCHES_EDIT_PROFILE = opts('CSD', 'AID', 'CAI', 'Cyber', 'CSM');

export const CATEGORIES = [
  'Web Development',
  'Data Science',
  'Artificial Intelligence',
  'Machine Learning',
  'Mobile Development',
  'Cloud Computing',
  'Cybersecurity',
  'DevOps',
  'UI/UX Design',
  'Digital Marketing',
  'Business',
  'Personal Development',
  'Other',
] as const;
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All levels'] as const;

/** Level badge label: Beginner, Intermediate, otherwise All Levels (spec section 9). */
export function levelLabel(level: string | null | undefined): string {
  return level === 'Beginner' || level === 'Intermediate' ? level : 'All Levels';
}

export const values = (list: readonly Option[]): string[] => list.map((o) => o.value);

// Enums that both a schema and its screen texts name: here, so that a text module imports no schema module.

/** The catalogue's orders (issue 21); every one ends newest first, then by id, so that pages never overlap. */
export const CATALOGUE_SORTS = ['newest', 'popular', 'rating', 'price-asc', 'price-desc'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
/** 'all' questions on one screen, or 'one' question per screen. */
export const QUIZ_DISPLAYS = ['all', 'one'] as const;
export type QuizDisplay = (typeof QUIZ_DISPLAYS)[number];
/**
 * requested → rejected, or → processing (approved: the provider is asked) → refunded; failed when
 * the provider refused it (an admin may try again).
 */
export const REFUND_STATUSES = ['requested', 'rejected', 'processing', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
export const ROLE_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RoleRequestStatus = (typeof ROLE_REQUEST_STATUSES)[number];
/** The roles ROLE_APPROVAL can hold for an admin (a student is never held). */
export const REQUESTABLE_ROLES = ['Instructor', 'Lead'] as const;
export type RequestableRole = (typeof REQUESTABLE_ROLES)[number];
