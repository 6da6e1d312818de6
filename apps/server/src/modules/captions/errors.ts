/** The failures of the captions routes: HTTP status, a stable code, and the message shown. */
import { CAPTION_FILE_FIELD, CAPTION_MSG, COURSE_MSG } from '@cms/contract';
import { AppError, badRequest, notFound } from '../../errors/index.js';

export const captionErrors = {
  /** What is wrong with the file, naming its line; under the file field. */
  invalidFile: (message: string) => badRequest(message, { [CAPTION_FILE_FIELD]: message }),
  tooLarge: () =>
    new AppError(413, 'PAYLOAD_TOO_LARGE', CAPTION_MSG.tooLarge, { [CAPTION_FILE_FIELD]: CAPTION_MSG.tooLarge }),
  missingFile: () => badRequest(CAPTION_MSG.fileRequired, { [CAPTION_FILE_FIELD]: CAPTION_MSG.fileRequired }),
  invalidLabel: (message: string) => badRequest(message, { label: message }),
  notMultipart: () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', CAPTION_MSG.fileRequired),
  videoLessonsOnly: () => badRequest(CAPTION_MSG.videoLessonsOnly),
  /** Not the caller's course (or deleted): as a missing one. */
  courseNotFound: () => notFound(COURSE_MSG.courseNotFound),
  lessonNotFound: () => notFound(CAPTION_MSG.lessonNotFound),
  captionsNotFound: () => notFound(CAPTION_MSG.captionsNotFound),
};
