/** Validation rules of spec section 5, shared by the web forms and the server. */
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, ROLL_NUMBER_LENGTH } from './constants.js';
import { ACCOUNT_MSG } from './texts/account.js';
import {
  BRANCHES_INSTRUCTOR,
  BRANCHES_LEAD,
  BRANCHES_STUDENT,
  GENDERS_REGISTRATION,
  TEAMS,
  values,
  type Option,
} from './options.js';
import { namedField } from './named-field.js';
import { requiredText } from './text-fields.js';
import { MSG } from './texts/common.js';

/** Non-space text, an at sign, non-space text, a dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** One label of a domain name as HTML's type=email takes it: letters, digits, inner hyphens, at most 63. */
const LABEL = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
const LOCAL_PART = "[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+";
/**
 * A valid e-mail address as HTML's `<input type=email>` defines it (the WHATWG HTML standard's
 * "valid e-mail address"): allowed characters before one at sign, then dot-separated labels.
 */
export const WHATWG_EMAIL_PATTERN = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})*$`);
/**
 * What the server and the forms accept: the WHATWG rule with at least one dot after the at sign,
 * which is exactly both rules at once (EMAIL_PATTERN, the spec's, and WHATWG_EMAIL_PATTERN).
 */
export const EMAIL_ADDRESS_PATTERN = new RegExp(`^${LOCAL_PART}@${LABEL}(?:\\.${LABEL})+$`);

export const isEmailAddress = (value: string): boolean => EMAIL_ADDRESS_PATTERN.test(value);

export const NAME_PATTERN = /^[A-Za-z\s]+$/;
export const ROLL_NUMBER_PATTERN = new RegExp(`^[A-Z0-9]{${ROLL_NUMBER_LENGTH}}$`);
export const UPI_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/** True when `value` is an http(s) URL whose host is `host` or a subdomain of it. */
export function isUrlOnHost(value: string, host: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const h = url.hostname.toLowerCase();
  return h === host || h.endsWith(`.${host}`);
}

const oneOf = (list: readonly string[], message: string) =>
  z.string({ error: message }).refine((v) => list.includes(v), { error: message });

export const emailField = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, { error: MSG.emailRequired })
  .max(254, { error: MSG.invalidEmail })
  .regex(EMAIL_ADDRESS_PATTERN, { error: MSG.invalidEmail });

/** Nothing but white space (or invisible characters). */
const BLANK = /^[\s\p{Default_Ignorable_Code_Point}]+$/u;
const inLength = (v: string) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX;

/**
 * A new password (sign-up, reset, change, the admin CLI): 8 to 128 characters, not only white space,
 * not one character repeated (the server also refuses common passwords). One message at a time:
 * the length first.
 */
export const newPasswordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired })
  .min(PASSWORD_MIN, { error: MSG.passwordLength })
  .max(PASSWORD_MAX, { error: MSG.passwordLength })
  .refine((v) => !inLength(v) || !BLANK.test(v), { error: ACCOUNT_MSG.passwordBlank })
  .refine((v) => !inLength(v) || BLANK.test(v) || new Set(v).size > 1, { error: ACCOUNT_MSG.passwordOneCharacter });

export const signInSchema = z.object({
  email: emailField,
  password: z.string({ error: MSG.passwordRequired }).min(1, { error: MSG.passwordRequired }).max(1024),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z
    .string({ error: MSG.nameRequired })
    .trim()
    .min(1, { error: MSG.nameRequired })
    .max(100, { error: 'Name must be at most 100 characters' })
    .regex(NAME_PATTERN, { error: MSG.nameLetters }),
  email: emailField,
  password: newPasswordField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const rollNumberField = z
  .string({ error: MSG.rollNumber })
  .trim()
  .regex(ROLL_NUMBER_PATTERN, { error: MSG.rollNumber });
export const profileImgField = z.string({ error: MSG.profileImage }).trim().min(1, { error: MSG.profileImage });
export const teamField = oneOf(TEAMS, MSG.team);
export const genderRegistrationField = oneOf(values(GENDERS_REGISTRATION), MSG.selectOption);

/** A student's or a lead's registration: alike but for the branch list and the name of the team field. */
function learnerRegistrationSchema<const TeamKey extends string>(branches: readonly Option[], teamKey: TeamKey) {
  return z.object({
    rollNumber: rollNumberField,
    branch: oneOf(values(branches), MSG.selectOption),
    ...namedField(teamKey, teamField),
    gender: genderRegistrationField,
    profileImg: profileImgField,
  });
}

export const studentRegistrationSchema = learnerRegistrationSchema(BRANCHES_STUDENT, 'teamNum');
export type StudentRegistrationInput = z.infer<typeof studentRegistrationSchema>;

export const leadRegistrationSchema = learnerRegistrationSchema(BRANCHES_LEAD, 'teamNo');
export type LeadRegistrationInput = z.infer<typeof leadRegistrationSchema>;

export const instructorRegistrationSchema = z.object({
  rollNumber: rollNumberField,
  branch: oneOf(values(BRANCHES_INSTRUCTOR), MSG.selectOption),
  college: requiredText(200, MSG.required),
  gender: genderRegistrationField,
  linkedIn: z
    .string({ error: MSG.linkedIn })
    .trim()
    .max(500, { error: MSG.linkedIn })
    .refine((v) => isUrlOnHost(v, 'linkedin.com'), { error: MSG.linkedIn }),
  gitHub: z
    .string({ error: MSG.gitHub })
    .trim()
    .max(500, { error: MSG.gitHub })
    .refine((v) => isUrlOnHost(v, 'github.com'), { error: MSG.gitHub }),
  UPI: z.string({ error: MSG.upi }).trim().regex(UPI_PATTERN, { error: MSG.upi }),
  profileImg: profileImgField,
});
export type InstructorRegistrationInput = z.infer<typeof instructorRegistrationSchema>;
