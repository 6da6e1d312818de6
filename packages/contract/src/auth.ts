/** Who is signed in: roles, the session user and the auth answers. */
import { z } from 'zod';
import { messageResponseSchema } from './http.js';
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

export const authResponseSchema = messageResponseSchema.extend({ user: sessionUserSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const checkAuthResponseSchema = z.object({
  success: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type CheckAuthResponse = z.infer<typeof checkAuthResponseSchema>;

/** GET /api/config: what the sign-in page may offer. */
export const publicConfigSchema = z.object({
  googleEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
