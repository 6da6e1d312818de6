/** The caller as the services see them, read from the request's session. */
import type { FastifyRequest } from 'fastify';
import type { Role } from '@cms/contract';

/** Who is asking: null for an anonymous caller. */
export type Viewer = { userId: string; role: Role } | null;

/** The signed-in caller's id and role, or null for a visitor. */
export const viewerOf = (request: FastifyRequest): Viewer =>
  request.user ? { userId: request.user.userId, role: request.user.role } : null;

/** For routes whose role declaration already requires a signed-in user. */
export const signedIn = (request: FastifyRequest): NonNullable<Viewer> => viewerOf(request)!;
