/**
 * A module's API routes declared as one set: their OpenAPI tags, and who may call them when every
 * route of the set has the same roles, said once; each route then declares the rest (route.ts,
 * list-route.ts). A set without roles leaves them to each route.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Access } from '../authorization/plugin.js';
import { listRoute, type ListRoute, type ListRouteDeclaration } from './list-route.js';
import { route, type Route, type RouteDeclaration } from './route.js';

interface Shared {
  tags: string[];
  roles?: Access;
}

/** What each route of the set still says about its callers: nothing when the set names them. */
type Callers<S extends Shared> = S extends { roles: Access } ? unknown : { roles: Access };

export function routeSet<S extends Shared>(app: FastifyInstance, shared: S) {
  return {
    route: <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
      spec: RouteDeclaration<P, Q, B, R> & Callers<S>,
    ) => route(app, { ...shared, ...spec } as Route<P, Q, B, R>),
    listRoute: <Q extends z.ZodType, P extends z.ZodType>(spec: ListRouteDeclaration<Q, P> & Callers<S>) =>
      listRoute(app, { ...shared, ...spec } as ListRoute<Q, P>),
  };
}
