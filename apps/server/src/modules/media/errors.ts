/** The failures of uploads and media: HTTP status, a stable code, and the message shown. */
import { MSG, UPLOAD_MSG } from '@cms/contract';
import type { Viewer } from '../../session/viewer.js';
import { AppError, forbidden, notFound, tooManyRequests, unauthorized } from '../../errors/index.js';

export const mediaErrors = {
  /** Over the upload's limit (declared, or seen while streaming). */
  payloadTooLarge: (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message),
  notMultipart: () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MSG.invalidFile),
  /** The form has no file under the rule's field. */
  missingFile: (field: string, message: string) => new AppError(400, 'BAD_REQUEST', message, { [field]: message }),
  emptyFile: () => new AppError(400, 'BAD_REQUEST', MSG.invalidFile),
  /** The multipart body itself is broken (no boundary, cut short, malformed part headers). */
  brokenForm: () => new AppError(400, 'BAD_REQUEST', MSG.invalidFile),
  /** The content is not of a type the rule accepts. */
  wrongType: (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message),
  /** The user's uploads of the last 24 hours fill their daily quota (UPLOAD_QUOTA_MB_PER_DAY). */
  dailyQuota: () => tooManyRequests(UPLOAD_MSG.dailyQuota),
  /** Images: a frame is over IMAGE_MAX_SIDE_PX, or all frames together over IMAGE_MAX_PIXELS. */
  imageDimensions: (field: string) =>
    new AppError(400, 'BAD_REQUEST', UPLOAD_MSG.imageDimensions, { [field]: UPLOAD_MSG.imageDimensions }),
  /** Images: the file of an image type cannot be decoded (or declares no pixels). */
  imageUnreadable: (field: string) =>
    new AppError(400, 'BAD_REQUEST', UPLOAD_MSG.imageUnreadable, { [field]: UPLOAD_MSG.imageUnreadable }),
  fileNotFound: () => notFound('File not found'),
  /** Not allowed to read: 403 for a signed-in caller, 401 for a visitor. */
  notAllowed: (viewer: Viewer) => (viewer ? forbidden() : unauthorized()),
};

/**
 * The parser's own complaint about the client's multipart body (plain errors, no status) becomes a
 * 400; its limit errors (413 and the like) and ours pass unchanged.
 */
export function asFormError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' ? err : mediaErrors.brokenForm();
}
