/** Shapes of the HTTP API. One schema per shape; the server serialises with these. */
import { z } from 'zod';
import { ROLES } from './options.js';

export const roleSchema = z.enum(ROLES);

export const sessionUserSchema = z.object({
  userId: z.string(),
  role: roleSchema,
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const authResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  user: sessionUserSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const checkAuthResponseSchema = z.object({
  success: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

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

export const uploadResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Lesson videos: the duration read from the file, in seconds. */
  durationSeconds: z.number().nullable().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});

/** Every failure has this one shape. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Paths of the API (spec section 7 where it names them). */
export const API = {
  health: '/api/health',
  config: '/api/config',
  signUp: '/api/auth/signup',
  signIn: '/api/auth/signin',
  checkAuth: '/api/auth/check-auth',
  logout: '/api/auth/logout',
  googleStart: '/api/auth/google',
  googleCallback: '/api/auth/google/callback',
  verifyStudent: '/api/check-verify/student',
  verifyLead: '/api/check-verify/lead',
  verifyInstructor: '/api/check-verify/instructor',
  uploadProfileImage: '/api/uploads/profile-image',
  media: '/api/media',
} as const;
