/** The role profiles a user registers at verification, and the verification answer. */
import { z } from 'zod';
import { roleSchema, sessionUserSchema } from './auth.js';

export const studentProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('Student'),
  rollNumber: z.string(),
  branch: z.string(),
  teamNum: z.string(),
  gender: z.string(),
  college: z.string().nullable(),
  phone: z.string().nullable(),
  profileImg: z.string(),
});
export const leadProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.literal('Lead'),
  rollNumber: z.string(),
  branch: z.string(),
  teamNo: z.string(),
  gender: z.string(),
  college: z.string().nullable(),
  phone: z.string().nullable(),
  profileImg: z.string(),
});
export const instructorProfileSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
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
