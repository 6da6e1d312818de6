/** The caller of a request as the services see them (session/viewer.ts), read from the request's session. */
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../session/viewer.js';

/** The signed-in caller's id and role, or null for a visitor. */
export const viewerOf = (request: FastifyRequest): Viewer =>
  request.user ? { userId: request.user.userId, role: request.user.role } : null;

/** For routes whose role declaration already requires a signed-in user. */
export const signedIn = (request: FastifyRequest): NonNullable<Viewer> => viewerOf(request)!;
