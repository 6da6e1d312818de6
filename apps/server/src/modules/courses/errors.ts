/** The failures of the course routes: HTTP status, a stable code, and the message shown. */
import { COURSE_MSG } from '@cms/contract';
import { AppError, badRequest, notFound } from '../../errors/index.js';

export const courseErrors = {
  /** Missing, deleted, or not visible to the caller. */
  courseNotFound: () => notFound(COURSE_MSG.courseNotFound),
  notYourCourse: () => new AppError(403, 'FORBIDDEN', COURSE_MSG.notYourCourse),
  thumbnailNotYours: () => badRequest(COURSE_MSG.thumbnailNotYours, { thumbnailId: COURSE_MSG.thumbnailNotYours }),
  /** Lesson `index`'s video is not an upload of the caller's. */
  videoNotYours: (index: number) =>
    badRequest(COURSE_MSG.videoNotYours, { [`lessons.${index}.videoId`]: COURSE_MSG.videoNotYours }),
};
