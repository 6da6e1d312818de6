/** Earnings routes: the instructor's own money and sales; nobody else's. */
import type { FastifyInstance } from 'fastify';
import {
  EARNINGS_API,
  EARNINGS_CHART_MONTHS,
  earningsSummarySchema,
  salesPageSchema,
  salesQuerySchema,
} from '@cms/contract';
import { route } from '../../http/route.js';
import { signedIn } from '../../http/viewer.js';
import type { EarningsService } from './service.js';

const errors = [401, 403, 404] as const;

export async function earningsRoutes(app: FastifyInstance, { earnings: service }: { earnings: EarningsService }) {
  const tags = ['earnings'];

  route(app, {
    method: 'GET',
    url: EARNINGS_API.summary,
    roles: ['Instructor'],
    tags,
    description:
      "The caller's earnings, in paise: total (their Approval orders), this and last calendar month in the " +
      'college time zone (`timeZone`), spec 9 growth, the balance (available = earned − approved − pending ' +
      `withdrawals − payouts) and the last ${EARNINGS_CHART_MONTHS} months oldest first, months without sales included.`,
    response: earningsSummarySchema,
    errors,
    handler: async (request) => service.summary(signedIn(request).userId),
  });

  route(app, {
    method: 'GET',
    url: EARNINGS_API.sales,
    roles: ['Instructor'],
    tags,
    description:
      "Every order of the caller's courses (all statuses) with its buyer and whether it was paid out. `sort`: " +
      'date (newest first), amount (highest first, then newest), status (A–Z, then newest); `search` matches ' +
      'the course title and the buyer e-mail; paged by `page` and `pageSize`.',
    query: salesQuerySchema,
    response: salesPageSchema,
    errors: [400, ...errors],
    handler: async (request) => service.sales(signedIn(request).userId, request.query),
  });
}
