/** /api/check-verify/{student,lead,instructor}: role verification. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API,
  MSG,
  errorBodySchema,
  instructorRegistrationSchema,
  leadRegistrationSchema,
  studentRegistrationSchema,
  verifyResponseSchema,
} from '@cms/contract';
import { ProfileService, type Registration } from './service.js';

const schema = <T>(body: T) => ({
  tags: ['profiles'],
  body,
  response: { 201: verifyResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
});

export async function profileRoutes(app: FastifyInstance, { profiles: service }: { profiles: ProfileService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Any signed-in user may call; the service answers 409 once the role is set.
  const config = { roles: 'authenticated' as const };

  const respond = async (userId: string, reg: Registration) => {
    const result = await service.verify(userId, reg);
    return { success: true, message: MSG.registrationSuccess, ...result };
  };

  r.post(API.verifyStudent, { config, schema: schema(studentRegistrationSchema) }, async (request, reply) =>
    reply.status(201).send(await respond(request.user!.userId, { role: 'Student', input: request.body })),
  );
  r.post(API.verifyLead, { config, schema: schema(leadRegistrationSchema) }, async (request, reply) =>
    reply.status(201).send(await respond(request.user!.userId, { role: 'Lead', input: request.body })),
  );
  r.post(API.verifyInstructor, { config, schema: schema(instructorRegistrationSchema) }, async (request, reply) =>
    reply.status(201).send(await respond(request.user!.userId, { role: 'Instructor', input: request.body })),
  );
}
