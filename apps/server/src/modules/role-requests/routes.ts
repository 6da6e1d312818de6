/** Role requests: the applicant's own latest, the admins' approvals list and decisions. */
import type { FastifyInstance } from 'fastify';
import {
  ROLE_REQUEST_API,
  ROLE_REQUEST_MSG,
  adminRoleRequestsQuerySchema,
  adminRoleRequestsSchema,
  decideRoleRequestResponseSchema,
  myRoleRequestSchema,
  rejectRoleRequestInputSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { appOrigin } from '../../http/origin.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import type { RoleRequestService } from './service.js';

const idParams = uuidParams('id', ROLE_REQUEST_MSG.notFound);
const errors = [400, 401, 403, 404, 409] as const;

export async function roleRequestRoutes(
  app: FastifyInstance,
  { config, roleRequests: service }: { config: Config; roleRequests: RoleRequestService },
) {
  const { route, listRoute } = routeSet(app, { tags: ['role-requests'] });

  route({
    method: 'GET',
    url: ROLE_REQUEST_API.mine,
    roles: 'authenticated',
    description:
      "The caller's latest role request (ROLE_APPROVAL), null when none was sent: the waiting-for-approval home " +
      'while it is pending, the reason after a rejection.',
    response: myRoleRequestSchema,
    errors: [401],
    handler: async (request) => service.mine(signedIn(request).userId),
  });

  listRoute({
    url: ROLE_REQUEST_API.admin,
    roles: ['Admin'],
    description:
      'Role requests with the applicant and the form they sent; `status` filters (default pending, oldest first; ' +
      'the others newest first); `pending` counts the pending ones whatever the filter (the badge).',
    query: adminRoleRequestsQuerySchema,
    page: adminRoleRequestsSchema,
    list: (query) => service.list(query),
  });

  route({
    method: 'POST',
    url: ROLE_REQUEST_API.approve,
    roles: ['Admin'],
    description:
      "Approves a pending request once: the applicant's profile is written and the role granted (effective on " +
      'their next request), audited and mailed, in one transaction. 404 unknown; 409 ALREADY_DECIDED; 409 ' +
      'APPLICANT_UNAVAILABLE when the applicant has a role or is disabled; 409 when the roll number was taken meanwhile.',
    params: idParams,
    response: decideRoleRequestResponseSchema,
    errors,
    handler: async (request) =>
      service.approve(signedIn(request).userId, request.params.id, appOrigin(config, request.server)),
  });

  route({
    method: 'POST',
    url: ROLE_REQUEST_API.reject,
    roles: ['Admin'],
    description:
      'Rejects a pending request once with a reason (1-500 characters; shown to the applicant and mailed), ' +
      'audited. The applicant may send a new request. 404 unknown; 409 ALREADY_DECIDED.',
    params: idParams,
    body: rejectRoleRequestInputSchema,
    response: decideRoleRequestResponseSchema,
    errors,
    handler: async (request) =>
      service.reject(
        signedIn(request).userId,
        request.params.id,
        request.body.reason,
        appOrigin(config, request.server),
      ),
  });
}
