/** Refuses state-changing requests that come from a foreign site (CSRF defence next to SameSite=Lax). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config/index.js';
import { forbidden } from '../errors/index.js';
import { MSG } from '@cms/contract';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

export function ownOrigin(config: Config, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export const originPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw forbidden(MSG.foreignOrigin);
    if (origin !== undefined && origin !== ownOrigin(opts.config, request)) throw forbidden(MSG.foreignOrigin);
  });
});
