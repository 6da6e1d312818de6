/** The admins' people lists, /Admin/leads and /Admin/users, and disabling or enabling an account. */
import type { FastifyInstance } from 'fastify';
import {
  PEOPLE_API,
  PEOPLE_MSG,
  leadListQuerySchema,
  leadListSchema,
  userListQuerySchema,
  userListSchema,
  userStatusResponseSchema,
} from '@cms/contract';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import type { PeopleService } from './service.js';

export async function peopleRoutes(app: FastifyInstance, { people: service }: { people: PeopleService }) {
  const { route, listRoute } = routeSet(app, { tags: ['people'], roles: ['Admin'] });

  listRoute({
    url: PEOPLE_API.leads,
    description:
      'Every lead (users with role Lead) with their profile, ordered by team (Team-1, Team-2, …) then name. ' +
      "`teamMembers`: students whose team is the lead's team; `coursesOwned`: the lead's enrolments. " +
      '`search` matches name, e-mail, team and branch (substring, any case).',
    query: leadListQuerySchema,
    page: leadListSchema,
    list: (query) => service.leads(query),
  });

  listRoute({
    url: PEOPLE_API.users,
    description:
      'Every account, unverified sign-ups (role Empty) included, newest first. `role` filters by role; ' +
      '`search` matches name and e-mail. `team` comes from the student or lead profile; `image` is the ' +
      "profile picture, else the account's own image (e.g. from Google).",
    query: userListQuerySchema,
    page: userListSchema,
    list: (query) => service.users(query),
  });

  const idParams = uuidParams('id', PEOPLE_MSG.userNotFound);
  for (const [url, disabled] of [
    [PEOPLE_API.disable, true],
    [PEOPLE_API.enable, false],
  ] as const) {
    route({
      method: 'POST',
      url,
      description: disabled
        ? 'Disables the account: every session of it ends at once and sign-in is refused (403 ACCOUNT_DISABLED) ' +
          'until it is enabled; audited. 409 OWN_ACCOUNT for the caller, 409 LAST_ADMIN for the last active admin; ' +
          '404 for an unknown id. Disabling a disabled account changes nothing.'
        : 'Enables a disabled account again (its owner signs in as before); audited. 404 for an unknown id.',
      params: idParams,
      response: userStatusResponseSchema,
      errors: [400, 401, 403, 404, ...(disabled ? ([409] as const) : [])],
      handler: async (request) => service.setDisabled(signedIn(request).userId, request.params.id, disabled),
    });
  }
}
