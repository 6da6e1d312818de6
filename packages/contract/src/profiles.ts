/** The role profiles a user registers at verification, and the verification answer. */
import { z } from 'zod';
import { roleSchema, sessionUserSchema } from './auth.js';
import { namedField } from './named-field.js';

/** Whose profile it is: the profile's id, and the account's id, name and e-mail. */
const profileOwnerShape = { _id: z.string(), userId: z.string(), name: z.string(), email: z.string() };

/** A student's or a lead's profile: alike but for the role and the name of the team field. */
function learnerProfileSchema<const R extends 'Student' | 'Lead', const TeamKey extends string>(
  role: R,
  teamKey: TeamKey,
) {
  return z.object({
    ...profileOwnerShape,
    role: z.literal(role),
    rollNumber: z.string(),
    branch: z.string(),
    ...namedField(teamKey, z.string()),
    gender: z.string(),
    college: z.string().nullable(),
    phone: z.string().nullable(),
    profileImg: z.string(),
  });
}

export const studentProfileSchema = learnerProfileSchema('Student', 'teamNum');
export const leadProfileSchema = learnerProfileSchema('Lead', 'teamNo');
export const instructorProfileSchema = z.object({
  ...profileOwnerShape,
  role: z.literal('Instructor'),
  rollNumber: z.string(),
  branch: z.string(),
  college: z.string(),
  gender: z.string(),
  linkedIn: z.string(),
  gitHub: z.string(),
  UPI: z.string(),
  profileImg: z.string(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;
export type LeadProfile = z.infer<typeof leadProfileSchema>;
export type InstructorProfile = z.infer<typeof instructorProfileSchema>;

export const verifyResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  role: roleSchema,
  data: z.union([studentProfileSchema, leadProfileSchema, instructorProfileSchema]),
  user: sessionUserSchema,
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
