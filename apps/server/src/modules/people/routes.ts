/** The admins' people lists: /Admin/leads and /Admin/users. */
import type { FastifyInstance } from 'fastify';
import { PEOPLE_API, leadListQuerySchema, leadListSchema, userListQuerySchema, userListSchema } from '@cms/contract';
import { listRoute } from '../../http/list-route.js';
import type { PeopleService } from './service.js';

export async function peopleRoutes(app: FastifyInstance, { people: service }: { people: PeopleService }) {
  const tags = ['people'];

  listRoute(app, {
    url: PEOPLE_API.leads,
    roles: ['Admin'],
    tags,
    description:
      'Every lead (users with role Lead) with their profile, ordered by team (Team-1, Team-2, …) then name. ' +
      "`teamMembers`: students whose team is the lead's team; `coursesOwned`: the lead's enrolments. " +
      '`search` matches name, e-mail, team and branch (substring, any case).',
    query: leadListQuerySchema,
    page: leadListSchema,
    list: (query) => service.leads(query),
  });

  listRoute(app, {
    url: PEOPLE_API.users,
    roles: ['Admin'],
    tags,
    description:
      'Every account, unverified sign-ups (role Empty) included, newest first. `role` filters by role; ' +
      '`search` matches name and e-mail. `team` comes from the student or lead profile; `image` is the ' +
      "profile picture, else the account's own image (e.g. from Google).",
    query: userListQuerySchema,
    page: userListSchema,
    list: (query) => service.users(query),
  });
}
