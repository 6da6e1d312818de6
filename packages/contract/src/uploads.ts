/**
 * The three upload kinds (profile image, course thumbnail, lesson video): one rule each, read by the
 * server (limit while streaming, type by content, messages) and by the web drop zone (accept list,
 * size check, the same messages), so the two sides cannot drift apart.
 */
import { THUMBNAIL_UPLOAD_FIELD, VIDEO_UPLOAD_FIELD } from './courses.js';
import { API, COURSE_API } from './paths.js';
import { z } from 'zod';
import { IMAGE_MAX_BYTES, PROFILE_UPLOAD_FIELD, THUMBNAIL_MAX_BYTES, VIDEO_MAX_BYTES } from './constants.js';
import { COURSE_MSG } from './texts/course.js';
import { MSG } from './texts/common.js';

export type UploadPurpose = 'profile-image' | 'course-thumbnail' | 'lesson-video';

export interface UploadRule {
  /** POST endpoint (multipart). */
  endpoint: string;
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** Accepted MIME types → file extensions (the first is the one stored). */
  types: Readonly<Record<string, readonly string[]>>;
  tooLarge: string;
  invalidType: string;
  /** The answer when the request carries no file. */
  missing: string;
  /** Videos: the duration is read from the file. */
  readsDuration: boolean;
  /** Images: decoded and re-encoded (every frame held to IMAGE_MAX_SIDE_PX, all frames to IMAGE_MAX_PIXELS). */
  readsDimensions: boolean;
}

/**
 * An accepted image is stored re-encoded at most this many pixels on its long side (never
 * enlarged): enough for a profile picture or a course card on a high-density screen.
 */
export const STORED_IMAGE_MAX_SIDE_PX = 2048;

const IMAGE_TYPES_EXT = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
} as const;

export const UPLOAD_RULES: Readonly<Record<UploadPurpose, UploadRule>> = {
  'profile-image': {
    endpoint: API.uploadProfileImage,
    field: PROFILE_UPLOAD_FIELD,
    maxBytes: IMAGE_MAX_BYTES,
    types: IMAGE_TYPES_EXT,
    tooLarge: MSG.fileTooLarge,
    invalidType: MSG.invalidImageType,
    missing: MSG.profileImage,
    readsDuration: false,
    readsDimensions: true,
  },
  'course-thumbnail': {
    endpoint: COURSE_API.uploadThumbnail,
    field: THUMBNAIL_UPLOAD_FIELD,
    maxBytes: THUMBNAIL_MAX_BYTES,
    types: { ...IMAGE_TYPES_EXT, 'image/webp': ['.webp'] },
    tooLarge: COURSE_MSG.imageTooLarge,
    invalidType: COURSE_MSG.invalidImage,
    missing: COURSE_MSG.invalidImage,
    readsDuration: false,
    readsDimensions: true,
  },
  'lesson-video': {
    endpoint: COURSE_API.uploadVideo,
    field: VIDEO_UPLOAD_FIELD,
    maxBytes: VIDEO_MAX_BYTES,
    types: {
      'video/mp4': ['.mp4'],
      'video/webm': ['.webm'],
      'video/ogg': ['.ogv', '.ogg'],
      'video/quicktime': ['.mov'],
    },
    tooLarge: COURSE_MSG.videoTooLarge,
    invalidType: COURSE_MSG.invalidVideo,
    missing: COURSE_MSG.invalidVideo,
    readsDuration: true,
    readsDimensions: false,
  },
};

export const uploadResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Lesson videos: the duration read from the file, in seconds. */
  durationSeconds: z.number().nullable().optional(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
