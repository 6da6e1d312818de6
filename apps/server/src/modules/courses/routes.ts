/** Course routes: catalogue, course page, the instructor's courses, admin views, deletion. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_API,
  COURSE_MSG,
  adminCourseDetailSchema,
  courseDetailSchema,
  courseInputSchema,
  courseListQuerySchema,
  courseListSchema,
  courseMutationResponseSchema,
  errorBodySchema,
  featuredCoursesSchema,
  messageResponseSchema,
  publishInputSchema,
} from '@cms/contract';
import { VersionedCache } from '../../cache/versioned-cache.js';
import {
  PRIVATE_REVALIDATE,
  PUBLIC_SHORT,
  sendJson,
  toJsonResponse,
  type JsonResponse,
} from '../../http/json-response.js';
import { signedIn, viewerOf } from '../../http/viewer.js';
import { listRoute } from '../../http/list-route.js';
import type { CourseService } from './service.js';

const idParams = z.object({ id: z.uuid({ error: COURSE_MSG.courseNotFound }) });
/**
 * What anonymous visitors get from the catalogue, the landing's featured courses and course pages,
 * serialized once per catalogue version (which moves with every committed write they show).
 */
const PUBLIC_ANSWERS = 2000;

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export async function courseRoutes(app: FastifyInstance, { courses: service }: { courses: CourseService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['courses'];
  const publicAnswers = new VersionedCache<JsonResponse>(PUBLIC_ANSWERS);

  // ---- public ----
  r.get(
    COURSE_API.catalogue,
    {
      config: { roles: 'public' },
      schema: {
        tags,
        description:
          'Published courses, newest first. `search` matches course titles and instructor names. For a signed-in ' +
          "caller every card carries `viewerEnrolmentId` (the caller's enrolment in it, or null).",
        querystring: courseListQuerySchema,
        response: { 200: courseListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      if (viewer)
        return sendJson(
          request,
          reply,
          toJsonResponse(await service.catalogue(request.query, viewer)),
          PRIVATE_REVALIDATE,
        );
      const { page, pageSize, search } = request.query;
      const answer = await publicAnswers.get(
        await service.catalogueVersion(),
        `catalogue\n${page}\n${pageSize}\n${search ?? ''}`,
        async () => toJsonResponse(await service.catalogue(request.query)),
      );
      return sendJson(request, reply, answer, PUBLIC_SHORT);
    },
  );

  r.get(
    COURSE_API.featured,
    {
      config: { roles: 'public' },
      schema: {
        tags,
        description: 'The three published courses with the most enrolments (ties: newest first).',
        response: { 200: featuredCoursesSchema },
      },
    },
    async (request, reply) => {
      const answer = await publicAnswers.get(await service.catalogueVersion(), 'featured', async () =>
        toJsonResponse(await service.featured()),
      );
      return sendJson(request, reply, answer, PUBLIC_SHORT);
    },
  );

  r.get(
    COURSE_API.course,
    {
      config: { roles: 'public' },
      schema: {
        tags,
        description:
          'A course page. Drafts and deleted courses only for their instructor, admins and enrolled users (404 for ' +
          'others). `lessons[].videoUrl` is set for free previews and for callers who may watch (viewer.canWatch).',
        params: idParams,
        response: { 200: courseDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      if (viewer) return sendJson(request, reply, toJsonResponse(await service.detail(id, viewer)), PRIVATE_REVALIDATE);
      const answer = await publicAnswers.get(await service.catalogueVersion(), `course\n${id}`, async () =>
        toJsonResponse(await service.detail(id, null)),
      );
      return sendJson(request, reply, answer, PUBLIC_SHORT);
    },
  );

  // ---- instructor ----
  r.get(
    COURSE_API.instructorCourses,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description: "The caller's courses (drafts included, deleted ones not). `search` matches titles.",
        querystring: courseListQuerySchema,
        response: { 200: courseListSchema, ...errors },
      },
    },
    async (request) => service.instructorCourses(signedIn(request).userId, request.query),
  );

  r.post(
    COURSE_API.instructorCourses,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description:
          'Creates a draft course of the caller. `thumbnailId` and every `lessons[].videoId` must be uploads of the ' +
          'caller (course-thumbnail / lesson-video); price in rupees (stored in paise).',
        body: courseInputSchema,
        response: { 201: courseMutationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const course = await service.create(signedIn(request), request.body);
      return reply.status(201).send({ success: true, message: COURSE_MSG.courseCreated, course });
    },
  );

  r.put(
    COURSE_API.instructorCourse,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description:
          "Edits the caller's course. Lessons are replaced by the list sent: ones sent with the id of an existing " +
          'lesson of this course keep it, the others are new, lessons not sent are removed.',
        params: idParams,
        body: courseInputSchema,
        response: { 200: courseMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const course = await service.update(request.params.id, signedIn(request), request.body);
      return { success: true, message: COURSE_MSG.courseUpdated, course };
    },
  );

  r.put(
    COURSE_API.publish,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description: "Publishes or unpublishes the caller's course.",
        params: idParams,
        body: publishInputSchema,
        response: { 200: courseMutationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { isPublished } = request.body;
      const course = await service.setPublished(request.params.id, signedIn(request), isPublished);
      const message = isPublished ? COURSE_MSG.coursePublished : COURSE_MSG.courseUnpublished;
      return { success: true, message, course };
    },
  );

  r.put(
    COURSE_API.deleteCourse,
    {
      config: { roles: ['Instructor', 'Admin'] },
      schema: {
        tags,
        description:
          'Soft-deletes a course: it leaves the catalogue and every list; enrolled users keep their access. ' +
          'Instructors delete their own courses, admins any.',
        params: idParams,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.softDelete(request.params.id, signedIn(request));
      return { success: true, message: COURSE_MSG.courseDeleted };
    },
  );

  // ---- admin ----
  listRoute(app, {
    url: COURSE_API.adminCourses,
    roles: ['Admin'],
    tags,
    description: 'Every course that is not deleted, drafts included. `search` matches titles and instructor names.',
    query: courseListQuerySchema,
    page: courseListSchema,
    list: (query) => service.adminCourses(query),
  });

  r.get(
    COURSE_API.adminCourse,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        description: 'A course (deleted ones too) with the users enrolled in it.',
        params: idParams,
        response: { 200: adminCourseDetailSchema, ...errors },
      },
    },
    async (request) => service.adminDetail(request.params.id, signedIn(request)),
  );
}
