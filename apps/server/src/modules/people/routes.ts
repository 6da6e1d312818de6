/** The admins' people lists: /Admin/leads and /Admin/users. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  PEOPLE_API,
  errorBodySchema,
  leadListQuerySchema,
  leadListSchema,
  userListQuerySchema,
  userListSchema,
} from '@cms/contract';
import type { PeopleService } from './service.js';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export async function peopleRoutes(app: FastifyInstance, { people: service }: { people: PeopleService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['people'];

  r.get(
    PEOPLE_API.leads,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        description:
          'Every lead (users with role Lead) with their profile, ordered by team (Team-1, Team-2, …) then name. ' +
          "`teamMembers`: students whose team is the lead's team; `coursesOwned`: the lead's enrolments. " +
          '`search` matches name, e-mail, team and branch (substring, any case).',
        querystring: leadListQuerySchema,
        response: { 200: leadListSchema, ...errors },
      },
    },
    async (request) => service.leads(request.query),
  );

  r.get(
    PEOPLE_API.users,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        description:
          'Every account, unverified sign-ups (role Empty) included, newest first. `role` filters by role; ' +
          '`search` matches name and e-mail. `team` comes from the student or lead profile; `image` is the ' +
          "profile picture, else the account's own image (e.g. from Google).",
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errors },
      },
    },
    async (request) => service.users(request.query),
  );
}
