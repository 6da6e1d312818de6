/** The lead's team (spec 7 "GET /lead/team/members", "POST /lead/team/message/{memberId}") and View Profile. */
import type { FastifyInstance } from 'fastify';
import {
  TEAM_API,
  TEAM_MSG,
  messageInputSchema,
  teamMemberDetailSchema,
  teamMembersSchema,
  teamMessageResponseSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { appOrigin } from '../../http/origin.js';
import { LOOKUP_ERRORS, rateLimitedCreate } from '../../http/route.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import { messageRateLimit } from '../messages/rate-limit.js';
import type { TeamService } from './service.js';

const memberParams = uuidParams('memberId', TEAM_MSG.memberNotFound);

export async function teamRoutes(
  app: FastifyInstance,
  { config, teams: service }: { config: Config; teams: TeamService },
) {
  const { route } = routeSet(app, { tags: ['team'], roles: ['Lead'] });

  route({
    method: 'GET',
    url: TEAM_API.members,
    description:
      "The caller's team: the users with role Student whose team is the lead's team (other leads are not " +
      'members), by name, each with the number of courses they are enrolled in. The page sorts and searches ' +
      'the list itself (spec 4). Empty for a lead without a lead profile.',
    response: teamMembersSchema,
    errors: [401, 403],
    handler: async (request) => service.members(signedIn(request)),
  });

  route({
    method: 'GET',
    url: TEAM_API.member,
    description:
      "View Profile: a member of the caller's team with every enrolled course, its status (Completed once " +
      'every lesson is watched, else In Progress) and real progress, and the conversation with the member if ' +
      'there is one. 403 NOT_IN_TEAM for any user outside the team, 404 MEMBER_NOT_FOUND for an unknown id.',
    params: memberParams,
    response: teamMemberDetailSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.member(signedIn(request), request.params.memberId),
  });

  route({
    method: 'POST',
    url: TEAM_API.message,
    description:
      "A message to a member of the caller's team: added to the pair's conversation (created by the first " +
      'message) under Messages, and mailed to the member in the same transaction. 400 for a blank message ' +
      '("Please enter a message") or one over 5000 characters; 403 NOT_IN_TEAM, 404 MEMBER_NOT_FOUND as above; ' +
      `429 over ${config.rateLimit.messagesPerMinute} messages a minute (per lead).`,
    ...rateLimitedCreate(messageRateLimit(config), LOOKUP_ERRORS),
    params: memberParams,
    body: messageInputSchema,
    response: teamMessageResponseSchema,
    handler: async (request) =>
      service.message(
        signedIn(request),
        request.params.memberId,
        request.body.message,
        appOrigin(config, request.server),
      ),
  });
}
