/** Health and public configuration. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, healthResponseSchema, publicConfigSchema } from '@cms/contract';
import type { Config } from '../../config/index.js';
import type { Database } from '../../db/client.js';

export async function healthRoutes(app: FastifyInstance, opts: { config: Config; database: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    API.health,
    {
      config: { roles: 'public' },
      schema: { tags: ['system'], response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (_request, reply) => {
      const ok = await opts.database.ping();
      return reply
        .status(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'degraded', database: ok ? 'ok' : 'down', driver: opts.database.driver });
    },
  );
  r.get(
    API.config,
    { config: { roles: 'public' }, schema: { tags: ['system'], response: { 200: publicConfigSchema } } },
    async () => ({ googleEnabled: opts.config.google !== null }),
  );
}
