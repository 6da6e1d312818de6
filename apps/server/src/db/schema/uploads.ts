/** Uploaded files (profile images, course thumbnails, lesson videos). */
import { index, integer, pgTable, real, text } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.js';
import { userRef } from './users.js';

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    ownerId: userRef('owner_id', { cascade: true }),
    purpose: text('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Videos: the duration read from the file (null when it could not be read). */
    durationSeconds: real('duration_seconds'),
    createdAt: createdAt(),
  },
  // A user's uploads of the last day (the daily quota) and the owner's cascade.
  (t) => [index('uploads_owner_created_idx').on(t.ownerId, t.createdAt)],
);
