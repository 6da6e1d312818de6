/** Course routes: catalogue, course page, the instructor's courses, admin views, deletion. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  COURSE_API,
  COURSE_MSG,
  adminCourseDetailSchema,
  courseDetailSchema,
  courseInputSchema,
  newCourseInputSchema,
  catalogueQuerySchema,
  courseListQuerySchema,
  courseListSchema,
  courseMutationResponseSchema,
  featuredCoursesSchema,
  messageResponseSchema,
  publishInputSchema,
} from '@cms/contract';
import { PreparedAnswers } from '../../cache/prepared-answers.js';
import { PRIVATE_REVALIDATE, PUBLIC_SHORT, sendJson, toJsonResponse } from '../../http/json-response.js';
import { answerEncoding, sendPrepared } from '../../http/prepared-reply.js';
import { signedIn, viewerOf } from '../../http/viewer.js';
import { LOOKUP_ERRORS } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import type { CourseService } from './service.js';

const idParams = uuidParams('id', COURSE_MSG.courseNotFound);

export async function courseRoutes(app: FastifyInstance, { courses: service }: { courses: CourseService }) {
  const { route, listRoute } = routeSet(app, { tags: ['courses'] });
  /**
   * What anonymous visitors get from the catalogue, the landing's featured courses and course pages:
   * the bytes, serialised and compressed once per catalogue version (which moves with every committed
   * write they show; each request reads it afresh).
   */
  const publicAnswers = new PreparedAnswers();
  const sendPublic = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
  ) =>
    sendPrepared(
      request,
      reply,
      await publicAnswers.get(await service.catalogueVersion(), key, answerEncoding(request), compute),
      PUBLIC_SHORT,
    );

  // ---- public ----
  route({
    method: 'GET',
    url: COURSE_API.catalogue,
    roles: 'public',
    description:
      'Published courses. `search` matches course titles and instructor names; `category` and `level` are one ' +
      "of the course form's options; `minPrice` and `maxPrice` are rupees, both ends included (free courses: " +
      '`maxPrice=0`); `minRating` keeps courses whose average review is at least that (unrated courses never ' +
      'match); `sort` is newest (the default), popular (most enrolments), rating (highest average, then most ' +
      'reviews), price-asc or price-desc, ties newest first. `total` and `stats` cover every match. For a ' +
      "signed-in caller every card carries `viewerEnrolmentId` (the caller's enrolment in it, or null).",
    query: catalogueQuerySchema,
    response: courseListSchema,
    errors: [400],
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer)
        return sendJson(
          request,
          reply,
          toJsonResponse(await service.catalogue(request.query, viewer)),
          PRIVATE_REVALIDATE,
        );
      return sendPublic(request, reply, `catalogue\n${service.catalogueKey(request.query)}`, () =>
        service.catalogue(request.query),
      );
    },
  });

  route({
    method: 'GET',
    url: COURSE_API.featured,
    roles: 'public',
    description: 'The three published courses with the most enrolments (ties: newest first).',
    response: featuredCoursesSchema,
    errors: [],
    handler: async (request, reply) => {
      return sendPublic(request, reply, 'featured', () => service.featured());
    },
  });

  route({
    method: 'GET',
    url: COURSE_API.course,
    roles: 'public',
    description:
      'A course page. Drafts and deleted courses only for their instructor, admins and enrolled users (404 for ' +
      'others). `lessons[].videoUrl` is set for free previews and for callers who may watch (viewer.canWatch).',
    params: idParams,
    response: courseDetailSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      if (viewer) return sendJson(request, reply, toJsonResponse(await service.detail(id, viewer)), PRIVATE_REVALIDATE);
      return sendPublic(request, reply, `course\n${id}`, () => service.detail(id, null));
    },
  });

  // ---- instructor ----
  route({
    method: 'GET',
    url: COURSE_API.instructorCourses,
    roles: ['Instructor'],
    description: "The caller's courses (drafts included, deleted ones not). `search` matches titles.",
    query: courseListQuerySchema,
    response: courseListSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.instructorCourses(signedIn(request).userId, request.query),
  });

  route({
    method: 'GET',
    url: COURSE_API.instructorCourse,
    roles: ['Instructor'],
    description:
      "One of the caller's courses, as its management page shows it (drafts and deleted ones too). Another " +
      "instructor's course is 404, as a missing one.",
    params: idParams,
    response: courseDetailSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.ownCourse(request.params.id, signedIn(request)),
  });

  route({
    method: 'POST',
    url: COURSE_API.instructorCourses,
    roles: ['Instructor'],
    description:
      'Creates a course of the caller: a draft, or published at once with `publish: true`. `thumbnailId` and every ' +
      '`lessons[].videoId` must be uploads of the caller (course-thumbnail / lesson-video); price in rupees (stored in paise).',
    body: newCourseInputSchema,
    status: 201,
    response: courseMutationResponseSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => {
      const course = await service.create(signedIn(request), request.body, request.body.publish);
      return {
        success: true,
        message: course.isPublished ? COURSE_MSG.courseCreatedAndPublished : COURSE_MSG.courseCreatedAsDraft,
        course,
      };
    },
  });

  route({
    method: 'PUT',
    url: COURSE_API.instructorCourse,
    roles: ['Instructor'],
    description:
      "Edits the caller's course. Lessons are replaced by the list sent: ones sent with the id of an existing " +
      'lesson of this course keep it, the others are new, lessons not sent are removed.',
    params: idParams,
    body: courseInputSchema,
    response: courseMutationResponseSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => {
      const course = await service.update(request.params.id, signedIn(request), request.body);
      return { success: true, message: COURSE_MSG.courseUpdated, course };
    },
  });

  route({
    method: 'PUT',
    url: COURSE_API.publish,
    roles: ['Instructor'],
    description: "Publishes or unpublishes the caller's course.",
    params: idParams,
    body: publishInputSchema,
    response: courseMutationResponseSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => {
      const { isPublished } = request.body;
      const course = await service.setPublished(request.params.id, signedIn(request), isPublished);
      const message = isPublished ? COURSE_MSG.coursePublished : COURSE_MSG.courseUnpublished;
      return { success: true, message, course };
    },
  });

  route({
    method: 'PUT',
    url: COURSE_API.deleteCourse,
    roles: ['Instructor', 'Admin'],
    description:
      'Soft-deletes a course: it leaves the catalogue and every list; enrolled users keep their access. ' +
      'Instructors delete their own courses, admins any.',
    params: idParams,
    response: messageResponseSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => {
      await service.softDelete(request.params.id, signedIn(request));
      return { success: true, message: COURSE_MSG.courseDeleted };
    },
  });

  // ---- admin ----
  listRoute({
    url: COURSE_API.adminCourses,
    roles: ['Admin'],
    description: 'Every course that is not deleted, drafts included. `search` matches titles and instructor names.',
    query: courseListQuerySchema,
    page: courseListSchema,
    list: (query) => service.adminCourses(query),
  });

  route({
    method: 'GET',
    url: COURSE_API.adminCourse,
    roles: ['Admin'],
    description: 'A course (deleted ones too) with the users enrolled in it.',
    params: idParams,
    response: adminCourseDetailSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.adminDetail(request.params.id, signedIn(request)),
  });
}
