/**
 * The three profiles after verification (spec 2, 3, 5, 7, 8): what each profile page reads, the
 * edit (student, lead) and update (instructor) payloads with their rules, and the option-list rule.
 *
 * Option lists (decided once, here): the edit dialogs offer GENDERS_EDIT_PROFILE and
 * BRANCHES_EDIT_PROFILE, the instructor update GENDERS_INSTRUCTOR_UPDATE and BRANCHES_EDIT_PROFILE
 * (spec 3). A value saved earlier that is not in that list (registration's "Other", a student's
 * "CMS", an instructor's "CSE") stays selectable and valid: `editOptions(list, saved)` is the list
 * plus the saved value, labelled as at registration, and `isEditChoice(list, saved, value)` accepts
 * exactly those values. Any other value (another registration value included) is refused with
 * MSG.selectOption. The server checks the choice against the value saved in the database.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { sessionUserSchema } from './auth.js';
import { enrolmentTotalsShape } from './learning.js';
import { namedField } from './named-field.js';
import {
  BRANCHES_EDIT_PROFILE,
  BRANCHES_INSTRUCTOR,
  BRANCHES_LEAD,
  BRANCHES_STUDENT,
  GENDERS_EDIT_PROFILE,
  GENDERS_INSTRUCTOR_UPDATE,
  GENDERS_REGISTRATION,
  type Option,
} from './options.js';
import { instructorProfileSchema, leadProfileSchema, studentProfileSchema } from './profiles.js';
import { instructorRegistrationSchema, rollNumberField, signUpSchema, teamField } from './validation.js';
import { MSG } from './texts/common.js';
import { PROFILE_MSG } from './texts/profile.js';

// ---- phone numbers ----

export const PHONE_DEFAULT_COUNTRY: CountryCode = 'IN';
const PHONE_MAX_LENGTH = 32;

/** A phone number in E.164 (+919876543210), or null when it is not a valid number (default country IN). */
export function toE164(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text.trim(), PHONE_DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored E.164 number as people write it (+91 98765 43210); the text itself when it cannot be read. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** Optional phone: '' clears it (null); otherwise a valid number, stored in E.164. */
export const phoneField = z
  .string({ error: PROFILE_MSG.phone })
  .trim()
  .max(PHONE_MAX_LENGTH, { error: PROFILE_MSG.phone })
  .refine((v) => v === '' || toE164(v) !== null, { error: PROFILE_MSG.phone })
  .transform((v) => (v === '' ? null : toE164(v)));

// ---- option lists ----

/** Every label a value had in a registration or edit list (CAI is "CSI" only in the lead registration list). */
const KNOWN_OPTIONS: readonly Option[] = [
  ...GENDERS_REGISTRATION,
  ...GENDERS_EDIT_PROFILE,
  ...GENDERS_INSTRUCTOR_UPDATE,
  ...BRANCHES_STUDENT,
  ...BRANCHES_INSTRUCTOR,
  ...BRANCHES_LEAD,
];

/** The edit list, plus the saved value (labelled as at registration) when the list lacks it. */
export function editOptions(list: readonly Option[], saved: string | null | undefined): readonly Option[] {
  if (!saved || list.some((o) => o.value === saved)) return list;
  const label = KNOWN_OPTIONS.find((o) => o.value === saved)?.label ?? saved;
  return [...list, { value: saved, label }];
}

/** Whether `value` may be saved: a value of the edit list, or the value saved earlier. */
export function isEditChoice(list: readonly Option[], saved: string | null | undefined, value: string): boolean {
  return editOptions(list, saved).some((o) => o.value === value);
}

/** The gender and branch saved in the profile; ANY_SAVED when not known yet (the server checks later). */
export interface SavedChoices {
  gender: string | null;
  branch: string | null;
}
export const ANY_SAVED = 'any' as const;
type Saved = SavedChoices | typeof ANY_SAVED;

const CHOICE_MAX_LENGTH = 50;

/** A choice of `list` (or the saved value); with ANY_SAVED any non-empty choice passes here. */
function choiceField(list: readonly Option[], saved: string | null | typeof ANY_SAVED) {
  const base = z
    .string({ error: MSG.selectOption })
    .trim()
    .min(1, { error: MSG.selectOption })
    .max(CHOICE_MAX_LENGTH, { error: MSG.selectOption });
  return saved === ANY_SAVED ? base : base.refine((v) => isEditChoice(list, saved, v), { error: MSG.selectOption });
}

const savedOf = (saved: Saved, key: keyof SavedChoices) => (saved === ANY_SAVED ? ANY_SAVED : saved[key]);

// ---- edit payloads ----

/** Name: the sign-up rule (letters and spaces). */
const nameField = signUpSchema.shape.name;

/** A new profile image: the id of a profile-image upload of the caller's; '' or absent keeps the current one. */
const profileImgEditField = z
  .string({ error: MSG.profileImage })
  .trim()
  .max(64, { error: MSG.profileImage })
  .optional()
  .transform((v) => (v ? v : undefined));

/** Optional college (students and leads): '' clears it. */
const optionalCollegeField = z
  .string({ error: MSG.required })
  .trim()
  .max(200, { error: 'At most 200 characters' })
  .transform((v) => (v === '' ? null : v));

/**
 * Student edit (PUT /api/student/profile/update). `saved`: the profile's gender and branch, so a
 * value saved off the edit list stays valid. Phone and college: absent keeps, '' or null clears
 * (null too, so that a form's checked values, where '' became null, can be sent as they are).
 */
export function studentEditSchema(saved: Saved) {
  return z.object({
    name: nameField,
    rollNumber: rollNumberField,
    gender: choiceField(GENDERS_EDIT_PROFILE, savedOf(saved, 'gender')),
    branch: choiceField(BRANCHES_EDIT_PROFILE, savedOf(saved, 'branch')),
    teamNum: teamField,
    profileImg: profileImgEditField,
    phone: phoneField.nullable().optional(),
    college: optionalCollegeField.nullable().optional(),
  });
}

/** Lead edit (PUT /api/lead/profile/update): like the student's without the team (a lead cannot change it). */
export function leadEditSchema(saved: Saved) {
  return studentEditSchema(saved).omit({ teamNum: true });
}

/** Instructor update (PUT /api/instructor/profile/update): spec 5's fields; image and phone optional. */
export function instructorUpdateSchema(saved: Saved) {
  const reg = instructorRegistrationSchema.shape;
  return z.object({
    linkedIn: reg.linkedIn,
    gitHub: reg.gitHub,
    rollNumber: rollNumberField,
    gender: choiceField(GENDERS_INSTRUCTOR_UPDATE, savedOf(saved, 'gender')),
    college: reg.college,
    branch: choiceField(BRANCHES_EDIT_PROFILE, savedOf(saved, 'branch')),
    UPI: reg.UPI,
    profileImg: profileImgEditField,
    phone: phoneField.nullable().optional(),
  });
}

/** What the routes accept before the saved values are read; the service then applies isEditChoice. */
export const studentEditBodySchema = studentEditSchema(ANY_SAVED);
export const leadEditBodySchema = leadEditSchema(ANY_SAVED);
export const instructorUpdateBodySchema = instructorUpdateSchema(ANY_SAVED);

/** The form's values (what is typed) and the checked payload (phone in E.164, '' made null). */
export type StudentEditValues = z.input<typeof studentEditBodySchema>;
export type StudentEditInput = z.output<typeof studentEditBodySchema>;
export type LeadEditValues = z.input<typeof leadEditBodySchema>;
export type LeadEditInput = z.output<typeof leadEditBodySchema>;
export type InstructorUpdateValues = z.input<typeof instructorUpdateBodySchema>;
export type InstructorUpdateInput = z.output<typeof instructorUpdateBodySchema>;

/** The edit and update lists of each profile. */
export const EDIT_LISTS = {
  learner: { genders: GENDERS_EDIT_PROFILE, branches: BRANCHES_EDIT_PROFILE },
  instructor: { genders: GENDERS_INSTRUCTOR_UPDATE, branches: BRANCHES_EDIT_PROFILE },
} as const;

// ---- what the pages read ----

/** Student profile figures: every one computed. */
export const studentProfileStatsSchema = z.object({
  ...enrolmentTotalsShape,
  /** Completed lessons over the lessons of the enrolled courses, whole percent; null without enrolments. */
  completionRate: z.number().int().min(0).max(100).nullable(),
  /** The average of the star ratings this learner gave in reviews; null without reviews. */
  avgRating: z.number().nullable(),
  /** How many reviews this learner wrote. */
  reviewCount: z.number().int(),
});
export type StudentProfileStats = z.infer<typeof studentProfileStatsSchema>;

/** Lead profile figures: every one computed. */
export const leadProfileStatsSchema = z.object({
  ...enrolmentTotalsShape,
  /** Users with role Student whose student profile's team is the lead's team. */
  teamMembers: z.number().int(),
  /** Mean progress percent over the lead's own enrolments, whole percent; null without enrolments. */
  avgProgress: z.number().int().min(0).max(100).nullable(),
});
export type LeadProfileStats = z.infer<typeof leadProfileStatsSchema>;

/** The instructor profile with the phone this issue adds. */
export const instructorProfileViewSchema = instructorProfileSchema.extend({ phone: z.string().nullable() });
export type InstructorProfileView = z.infer<typeof instructorProfileViewSchema>;

/** What a profile page reads: the profile under the name spec 7 gives it on that page, then `extra` (its figures). */
function profileReadSchema<const Key extends string, P extends z.ZodType, Extra extends z.ZodRawShape>(
  key: Key,
  profile: P,
  extra: Extra,
) {
  return z.object({ success: z.boolean(), ...namedField(key, profile), ...extra });
}

/** What a profile update answers: its message, the saved profile (named as the page reads it) and the session user it changed. */
function profileUpdateResponseSchema<const Key extends string, P extends z.ZodType>(key: Key, profile: P) {
  return z.object({ success: z.boolean(), message: z.string(), ...namedField(key, profile), user: sessionUserSchema });
}

/** GET /api/student/profile/info (spec 7: reads FindUserData). */
export const studentProfileInfoSchema = profileReadSchema('FindUserData', studentProfileSchema, {
  stats: studentProfileStatsSchema,
});
export type StudentProfileInfo = z.infer<typeof studentProfileInfoSchema>;

/** PUT /api/student/profile/update: the saved profile (FindUserData) and the session user it changed. */
export const studentProfileUpdateResponseSchema = profileUpdateResponseSchema('FindUserData', studentProfileSchema);
export type StudentProfileUpdateResponse = z.infer<typeof studentProfileUpdateResponseSchema>;

/** GET /api/lead/profile/info (spec 7: reads data). */
export const leadProfileInfoSchema = profileReadSchema('data', leadProfileSchema, { stats: leadProfileStatsSchema });
export type LeadProfileInfo = z.infer<typeof leadProfileInfoSchema>;

export const leadProfileUpdateResponseSchema = profileUpdateResponseSchema('data', leadProfileSchema);
export type LeadProfileUpdateResponse = z.infer<typeof leadProfileUpdateResponseSchema>;

/** GET /api/instructor/profile/view (spec 7: profile). */
export const instructorProfileResponseSchema = profileReadSchema('profile', instructorProfileViewSchema, {});
export type InstructorProfileResponse = z.infer<typeof instructorProfileResponseSchema>;

/** PUT /api/instructor/profile/update (spec 7: returns profile). */
export const instructorProfileUpdateResponseSchema = profileUpdateResponseSchema(
  'profile',
  instructorProfileViewSchema,
);
export type InstructorProfileUpdateResponse = z.infer<typeof instructorProfileUpdateResponseSchema>;
