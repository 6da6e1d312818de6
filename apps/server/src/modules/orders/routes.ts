/** orders routes (issue 4) — being built. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/index.js';

export async function orderRoutes(_app: FastifyInstance, _opts: { config: Config }) {}
