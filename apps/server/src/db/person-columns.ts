/** The columns of a user as the messages and lesson Q&A show them (the person beside a message or a question). */
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema/index.js';

/**
 * A user: name, e-mail (for the mail), role, the account's image and the profile picture of the first
 * of `profileUploads` that has one (the query joins their profile tables).
 */
export const personColumns = (...profileUploads: [PgColumn, ...PgColumn[]]) => ({
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  userImage: users.image,
  profileUploadId: sql<string | null>`coalesce(${sql.join(profileUploads, sql`, `)})`,
});
