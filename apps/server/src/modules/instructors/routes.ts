/** The admins' instructor routes (the list with its figures, one instructor's detail, their sales) and the public page. */
import type { FastifyInstance } from 'fastify';
import {
  INSTRUCTORS_MSG,
  INSTRUCTOR_ADMIN_API,
  INSTRUCTOR_PUBLIC_API,
  instructorDetailSchema,
  instructorPublicPageSchema,
  instructorListQuerySchema,
  instructorListSchema,
  salesPageSchema,
  salesQuerySchema,
} from '@cms/contract';
import { LOOKUP_ERRORS } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import type { InstructorService } from './service.js';

const idParams = uuidParams('id', INSTRUCTORS_MSG.notFound);

export async function instructorRoutes(
  app: FastifyInstance,
  { instructors: service }: { instructors: InstructorService },
) {
  const { route, listRoute } = routeSet(app, { tags: ['instructors'] });

  listRoute({
    url: INSTRUCTOR_ADMIN_API.list,
    roles: ['Admin'],
    description:
      'Instructors by name, paged. `search` matches name, e-mail, college and branch. `stats` are over every ' +
      'instructor: how many, their courses (not deleted), how many have at least one, and courses per ' +
      'instructor (one decimal).',
    query: instructorListQuerySchema,
    page: instructorListSchema,
    list: (query) => service.list(query),
  });

  route({
    method: 'GET',
    url: INSTRUCTOR_ADMIN_API.profile,
    roles: ['Admin'],
    description:
      "An instructor's profile, their courses (not deleted), distinct students and leads enrolled in them, " +
      'total earnings and balance. 404 INSTRUCTOR_NOT_FOUND for anyone who is not an instructor.',
    params: idParams,
    response: instructorDetailSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.detail(request.params.id),
  });

  route({
    method: 'GET',
    url: INSTRUCTOR_PUBLIC_API.page,
    roles: 'public',
    description:
      "An instructor's public page, for anyone: name, profile image, college and profile links (never the " +
      'e-mail, phone, UPI, roll number or gender), their published courses as catalogue cards (newest first), ' +
      'and over those courses the distinct students and leads enrolled and the average of every review. 404 ' +
      'INSTRUCTOR_NOT_FOUND for an unknown id or someone who is not an instructor.',
    params: idParams,
    response: instructorPublicPageSchema,
    errors: [400, 404],
    handler: async (request) => service.publicPage(request.params.id),
  });

  route({
    method: 'GET',
    url: INSTRUCTOR_ADMIN_API.sales,
    roles: ['Admin'],
    description:
      "The instructor's sales, the same list the instructor sees (sort, search over course title and buyer " +
      'e-mail, pages). 404 INSTRUCTOR_NOT_FOUND for anyone who is not an instructor.',
    params: idParams,
    query: salesQuerySchema,
    response: salesPageSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.sales(request.params.id, request.query),
  });
}
