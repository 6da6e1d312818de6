import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE_PX } from '../constants.js';

/** The server's refusals of an upload beyond the spec's byte and type texts (those are in MSG). */
export const UPLOAD_MSG = {
  imageDimensions: `Image dimensions are too large. Use an image of at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels and ${IMAGE_MAX_SIDE_PX} pixels on a side.`,
  imageUnreadable: 'This image could not be read. Please upload a valid image file.',
  /** Over the user's bytes for the last 24 hours (UPLOAD_QUOTA_MB_PER_DAY). */
  dailyQuota: "You have reached today's upload limit. Please try again tomorrow.",
  /** Too many uploads in a minute (UPLOAD_RATE_LIMIT_PER_MINUTE). */
  tooManyUploads: 'Too many uploads. Please wait a minute and try again.',
} as const;
