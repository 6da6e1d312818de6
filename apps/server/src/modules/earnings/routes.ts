/** Earnings routes: the instructor's own money and sales; nobody else's. */
import type { FastifyInstance } from 'fastify';
import {
  EARNINGS_API,
  EARNINGS_CHART_MONTHS,
  earningsSummarySchema,
  salesPageSchema,
  salesQuerySchema,
} from '@cms/contract';
import { routeSet } from '../../http/route-set.js';
import { signedIn } from '../../http/viewer.js';
import type { EarningsService } from './service.js';

const errors = [401, 403, 404] as const;

export async function earningsRoutes(app: FastifyInstance, { earnings: service }: { earnings: EarningsService }) {
  const { route } = routeSet(app, { tags: ['earnings'], roles: ['Instructor'] });

  route({
    method: 'GET',
    url: EARNINGS_API.summary,
    description:
      "The caller's earnings, in paise: total (their Approval orders), this and last calendar month in the " +
      'college time zone (`timeZone`), spec 9 growth, the balance (available = earned − approved − pending ' +
      `withdrawals − payouts) and the last ${EARNINGS_CHART_MONTHS} months oldest first, months without sales included.`,
    response: earningsSummarySchema,
    errors,
    handler: async (request) => service.summary(signedIn(request).userId),
  });

  route({
    method: 'GET',
    url: EARNINGS_API.sales,
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
