/**
 * /api/check-verify/{student,lead,instructor}: role verification. A role ROLE_APPROVAL holds is
 * not granted here: the form becomes a request for an admin (202 with the request).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  MSG,
  errorBodySchema,
  instructorRegistrationSchema,
  leadRegistrationSchema,
  roleRequestSentSchema,
  studentRegistrationSchema,
  verifyResponseSchema,
} from '@cms/contract';
import type { FastifyReply } from 'fastify';
import type { Registration } from '../profiles/service.js';
import type { RoleRequestService } from './service.js';

const schema = <T>(body: T) => ({
  tags: ['profiles'],
  description:
    'Registers the role-specific profile once (role Empty only; 409 afterwards) and answers 201 with the new role. ' +
    'When ROLE_APPROVAL holds the role (instructor, lead), nothing is granted: the form is kept as a request for ' +
    'an admin and the answer is 202 with it (409 ROLE_REQUEST_PENDING while one waits). The roll number must be free.',
  body,
  response: {
    201: verifyResponseSchema,
    202: roleRequestSentSchema,
    400: errorBodySchema,
    409: errorBodySchema,
  },
});

export async function verificationRoutes(
  app: FastifyInstance,
  { roleRequests: service }: { roleRequests: RoleRequestService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Any signed-in user may call; the service answers 409 once the role is set.
  const config = { roles: 'authenticated' as const };

  const respond = async (reply: FastifyReply, userId: string, reg: Registration) => {
    const outcome = await service.verify(userId, reg);
    if (outcome.kind === 'requested') return reply.status(202).send(outcome.sent);
    return reply.status(201).send({ success: true, message: MSG.registrationSuccess, ...outcome.result });
  };

  r.post(API.verifyStudent, { config, schema: schema(studentRegistrationSchema) }, async (request, reply) =>
    respond(reply, request.user!.userId, { role: 'Student', input: request.body }),
  );
  r.post(API.verifyLead, { config, schema: schema(leadRegistrationSchema) }, async (request, reply) =>
    respond(reply, request.user!.userId, { role: 'Lead', input: request.body }),
  );
  r.post(API.verifyInstructor, { config, schema: schema(instructorRegistrationSchema) }, async (request, reply) =>
    respond(reply, request.user!.userId, { role: 'Instructor', input: request.body }),
  );
}
