/**
 * Every API route declares who may call it in `config.roles`:
 *   'public'         anyone, signed in or not
 *   'authenticated'  any signed-in user, whatever the role (Empty included)
 *   Role[]           signed-in users with one of these roles
 * A route without a declaration cannot be registered. The declaration is enforced
 * before the body is read, and every route is listed in app.routeCatalog.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@cms/contract';
import { forbidden, unauthorized } from '../errors/index.js';

export type Access = 'public' | 'authenticated' | readonly Role[];

export interface CatalogEntry {
  method: string;
  url: string;
  roles: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: Access;
  }
  interface FastifyInstance {
    routeCatalog: CatalogEntry[];
  }
}

/** Routes added by plugins we do not write (the OpenAPI UI) are public documentation. */
const PUBLIC_PREFIXES = ['/api/docs'];

export function isAllowed(access: Access, role: Role | null): 'ok' | 'unauthenticated' | 'forbidden' {
  if (access === 'public') return 'ok';
  if (role === null) return 'unauthenticated';
  if (access === 'authenticated') return 'ok';
  return access.includes(role) ? 'ok' : 'forbidden';
}

export const authorizationPlugin = fp(async (app: FastifyInstance) => {
  const catalog: CatalogEntry[] = [];
  app.decorate('routeCatalog', catalog);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const config = (route.config ?? {}) as { roles?: Access };
    if (config.roles === undefined) {
      if (PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
        route.config = { ...config, roles: 'public' } as typeof route.config;
      } else {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no roles (config.roles)`);
      }
    }
    const roles = (route.config as { roles: Access }).roles;
    if (route.schema) {
      const who = roles === 'public' ? 'anyone' : roles === 'authenticated' ? 'any signed-in user' : roles.join(', ');
      const schema = route.schema as { description?: string };
      schema.description = `${schema.description ? `${schema.description}\n\n` : ''}Allowed: ${who}.`;
    }
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' && catalog.some((c) => c.url === route.url && c.method === 'GET')) continue;
      catalog.push({ method, url: route.url, roles });
    }
  });

  app.addHook('onRequest', async (request) => {
    const roles = request.routeOptions.config.roles;
    if (roles === undefined) return; // static files and the not-found handler
    const verdict = isAllowed(roles, request.user?.role ?? null);
    if (verdict === 'unauthenticated') throw unauthorized();
    if (verdict === 'forbidden') throw forbidden();
  });
});
