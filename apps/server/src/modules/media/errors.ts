/** The failures of uploads and media: HTTP status, a stable code, and the message shown. */
import { MSG } from '@cms/contract';
import type { Viewer } from '../../http/viewer.js';
import { AppError, forbidden, notFound, unauthorized } from '../../errors/index.js';

export const mediaErrors = {
  /** Over the upload's limit (declared, or seen while streaming). */
  payloadTooLarge: (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message),
  notMultipart: () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MSG.invalidFile),
  /** The form has no file under the rule's field. */
  missingFile: (field: string, message: string) => new AppError(400, 'BAD_REQUEST', message, { [field]: message }),
  emptyFile: () => new AppError(400, 'BAD_REQUEST', MSG.invalidFile),
  /** The content is not of a type the rule accepts. */
  wrongType: (message: string) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message),
  fileNotFound: () => notFound('File not found'),
  /** Not allowed to read: 403 for a signed-in caller, 401 for a visitor. */
  notAllowed: (viewer: Viewer) => (viewer ? forbidden() : unauthorized()),
};
