/** Captions of lessons: one WebVTT file per lesson and language. */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { lessonRef } from './courses.js';

export const lessonCaptions = pgTable(
  'lesson_captions',
  {
    lessonId: lessonRef('lesson_id', { cascade: true }),
    /** BCP 47 language tag (e.g. en, hi). */
    language: text('language').notNull(),
    /** What the player's menu shows (e.g. English, हिन्दी). */
    label: text('label').notNull(),
    /** The validated WebVTT text. */
    vtt: text('vtt').notNull(),
    cueCount: integer('cue_count').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.language] })],
);
