/** The admins' instructor routes: the list with its figures, one instructor's detail, their sales. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INSTRUCTORS_MSG,
  INSTRUCTOR_ADMIN_API,
  errorBodySchema,
  instructorDetailSchema,
  instructorListQuerySchema,
  instructorListSchema,
  salesPageSchema,
  salesQuerySchema,
} from '@cms/contract';
import { listRoute } from '../../http/list-route.js';
import type { InstructorService } from './service.js';

const idParams = z.object({ id: z.uuid({ error: INSTRUCTORS_MSG.notFound }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export async function instructorRoutes(
  app: FastifyInstance,
  { instructors: service }: { instructors: InstructorService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['instructors'];

  listRoute(app, {
    url: INSTRUCTOR_ADMIN_API.list,
    roles: ['Admin'],
    tags,
    description:
      'Instructors by name, paged. `search` matches name, e-mail, college and branch. `stats` are over every ' +
      'instructor: how many, their courses (not deleted), how many have at least one, and courses per ' +
      'instructor (one decimal).',
    query: instructorListQuerySchema,
    page: instructorListSchema,
    list: (query) => service.list(query),
  });

  r.get(
    INSTRUCTOR_ADMIN_API.profile,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        description:
          "An instructor's profile, their courses (not deleted), distinct students and leads enrolled in them, " +
          'total earnings and balance. 404 INSTRUCTOR_NOT_FOUND for anyone who is not an instructor.',
        params: idParams,
        response: { 200: instructorDetailSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  r.get(
    INSTRUCTOR_ADMIN_API.sales,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        description:
          "The instructor's sales, the same list the instructor sees (sort, search over course title and buyer " +
          'e-mail, pages). 404 INSTRUCTOR_NOT_FOUND for anyone who is not an instructor.',
        params: idParams,
        querystring: salesQuerySchema,
        response: { 200: salesPageSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => service.sales(request.params.id, request.query),
  );
}
