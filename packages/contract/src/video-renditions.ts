/**
 * Adaptive video (issue 22): an uploaded lesson video is transcoded in the background into HLS
 * renditions. The lesson read carries `hlsUrl` once they are ready and `videoProcessing` while they
 * are queued, being made or failed; the original MP4 (`videoUrl`) plays meanwhile.
 */
import { z } from 'zod';

/** The states of a video's renditions, in order. */
export const VIDEO_PROCESSING_STATES = ['queued', 'processing', 'ready', 'failed'] as const;
export type VideoProcessingState = (typeof VIDEO_PROCESSING_STATES)[number];

/** The rendition heights made (never above the source's height; a smaller source gets its own height). */
export const HLS_RENDITION_HEIGHTS = [240, 480, 720] as const;
export type HlsRenditionHeight = (typeof HLS_RENDITION_HEIGHTS)[number];

/** The length of one HLS segment, in seconds. */
export const HLS_SEGMENT_SECONDS = 4;

/** How a video's renditions stand. `percent` is 0–100 (100 when ready). */
export const videoProcessingSchema = z.object({
  state: z.enum(VIDEO_PROCESSING_STATES),
  percent: z.number().int().min(0).max(100),
});
export type VideoProcessing = z.infer<typeof videoProcessingSchema>;

/** GET HLS_API.processing: the lesson's video processing and, when ready, its master playlist. */
export const lessonVideoProcessingSchema = z.object({
  lessonId: z.string(),
  /** Null when the lesson has no video (a quiz). */
  videoProcessing: videoProcessingSchema.nullable(),
  /** The master playlist's path once the renditions are ready; null before. */
  hlsUrl: z.string().nullable(),
});
export type LessonVideoProcessing = z.infer<typeof lessonVideoProcessingSchema>;
