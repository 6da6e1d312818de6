/** The API's common shapes (a message, an error, health) and the paths of the foundation's routes. */
import { z } from 'zod';

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

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
