/** Earnings routes: the instructor's own money and sales; nobody else's. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EARNINGS_API,
  EARNINGS_CHART_MONTHS,
  earningsSummarySchema,
  errorBodySchema,
  salesPageSchema,
  salesQuerySchema,
} from '@cms/contract';
import { signedIn } from '../../http/viewer.js';
import type { EarningsService } from './service.js';

const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export async function earningsRoutes(app: FastifyInstance, { earnings: service }: { earnings: EarningsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['earnings'];

  r.get(
    EARNINGS_API.summary,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description:
          "The caller's earnings, in paise: total (their Approval orders), this and last calendar month in the " +
          'college time zone (`timeZone`), spec 9 growth, the balance (available = earned − approved − pending ' +
          `withdrawals − payouts) and the last ${EARNINGS_CHART_MONTHS} months oldest first, months without sales included.`,
        response: { 200: earningsSummarySchema, ...errors },
      },
    },
    async (request) => service.summary(signedIn(request).userId),
  );

  r.get(
    EARNINGS_API.sales,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description:
          "Every order of the caller's courses (all statuses) with its buyer and whether it was paid out. `sort`: " +
          'date (newest first), amount (highest first, then newest), status (A–Z, then newest); `search` matches ' +
          'the course title and the buyer e-mail; paged by `page` and `pageSize`.',
        querystring: salesQuerySchema,
        response: { 200: salesPageSchema, 400: errorBodySchema, ...errors },
      },
    },
    async (request) => service.sales(signedIn(request).userId, request.query),
  );
}
