/** The admins' people lists (spec 2 "Leads" and the Students list, built for real): /Admin/leads and /Admin/users. */
import { z } from 'zod';
import { actionResponseSchema } from './http.js';
import { ROLES } from './options.js';
import { listQuerySchema, pageOf, searchQuery } from './paging.js';

/** A person as the admins' screens name one: id, name and e-mail (a buyer, an applicant, an instructor). */
export const personRefShape = { id: z.string(), name: z.string(), email: z.string() };
export const personRefSchema = z.object(personRefShape);

/** A person as the admins' lists of leads and instructors show one: id, name, e-mail and picture. */
export const listedPersonShape = {
  ...personRefShape,
  /** The profile image's address; null → the screen draws a generated avatar. */
  image: z.string().nullable(),
};

export const leadRowSchema = z.object({
  ...listedPersonShape,
  team: z.string(),
  branch: z.string(),
  rollNumber: z.string(),
  /** Students whose team is the lead's team. */
  teamMembers: z.number().int(),
  /** Courses the lead is enrolled in. */
  coursesOwned: z.number().int(),
});
export type LeadRow = z.infer<typeof leadRowSchema>;

export const leadListQuerySchema = listQuerySchema({ search: searchQuery });
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;
export const leadListSchema = pageOf('leads', leadRowSchema);
export type LeadList = z.infer<typeof leadListSchema>;

export const userRowSchema = z.object({
  ...personRefShape,
  /** Empty = signed up, not yet verified. */
  role: z.enum(ROLES),
  image: z.string().nullable(),
  /** Students and leads: their team. */
  team: z.string().nullable(),
  joinedAt: z.string(),
  /** An admin disabled the account: no sign-in, no session. */
  disabled: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const userListQuerySchema = listQuerySchema({
  role: z.enum(['all', ...ROLES]).default('all'),
  search: searchQuery,
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export const userListSchema = pageOf('users', userRowSchema);
export type UserList = z.infer<typeof userListSchema>;

export const userStatusResponseSchema = actionResponseSchema({ user: userRowSchema });
export type UserStatusResponse = z.infer<typeof userStatusResponseSchema>;
