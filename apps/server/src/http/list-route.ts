/**
 * A list's GET route, declared once: who may call it, its query (the contract's query schema: 400
 * with the fields when it does not parse) and the page it answers (the contract's page schema).
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../authorization/plugin.js';
import { route } from './route.js';

/** A list route as a route set (route-set.ts) declares it: all but its OpenAPI tags and who may call it. */
export interface ListRouteDeclaration<Q extends z.ZodType, P extends z.ZodType> {
  url: string;
  description: string;
  /** The contract's query schema of the list: filters, search, sort, page. */
  query: Q;
  /** The contract's schema of what the list answers. */
  page: P;
  list: (query: z.output<Q>) => Promise<z.input<P>>;
}

export interface ListRoute<Q extends z.ZodType, P extends z.ZodType> extends ListRouteDeclaration<Q, P> {
  roles: Access;
  tags: string[];
}

export function listRoute<Q extends z.ZodType, P extends z.ZodType>(app: FastifyInstance, spec: ListRoute<Q, P>) {
  const { page, list, ...declared } = spec;
  route(app, {
    method: 'GET',
    ...declared,
    response: page,
    errors: [400, 401, 403],
    // The app's zod validator parses the query into z.output<Q> before the handler runs.
    handler: async (request) => list(request.query as z.output<Q>),
  });
}
