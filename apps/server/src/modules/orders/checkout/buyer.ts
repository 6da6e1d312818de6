/** Who buys: Students and Leads. */
import type { FastifyRequest } from 'fastify';
import type { Buyer } from './service.js';

export const BUYER_ROLES = ['Student', 'Lead'] as const;

/** For routes declared for BUYER_ROLES: the signed-in Student or Lead. */
export const buyerOf = (request: FastifyRequest) => request.user as Buyer;
