/**
 * The HLS renditions of an uploaded lesson video (issue 22): one row per video upload, made by the
 * video-renditions job. The playlists and segments live in storage under `prefix`.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.js';
import { uploads } from './uploads.js';

/** One rendition as the master playlist announces it. */
export interface RenditionInfo {
  height: number;
  width: number;
  /** Peak bits per second (the largest segment's rate). */
  bandwidth: number;
  /** Average bits per second over the video. */
  averageBandwidth: number;
  /** The source had sound (the CODECS then name AAC too). */
  hasAudio?: boolean;
}

export const videoRenditions = pgTable(
  'video_renditions',
  {
    uploadId: uuid('upload_id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** queued → processing → ready | failed (VIDEO_PROCESSING_STATES). */
    state: text('state').notNull().default('queued'),
    percent: integer('percent').notNull().default(0),
    error: text('error'),
    /** Storage key prefix of the playlists and segments (`hls/<upload id>`), set when ready. */
    prefix: text('prefix'),
    renditions: jsonb('renditions').$type<RenditionInfo[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('video_renditions_state_check', sql`${t.state} in ('queued','processing','ready','failed')`),
    check('video_renditions_percent_check', sql`${t.percent} between 0 and 100`),
  ],
);
