/** Withdrawal routes: the instructor's history and requests, the admins' list and decisions. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WITHDRAWAL_API,
  WITHDRAWAL_MSG,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsSchema,
  errorBodySchema,
  processWithdrawalInputSchema,
  processWithdrawalResponseSchema,
  withdrawalHistorySchema,
  withdrawalRequestInputSchema,
  withdrawalRequestResponseSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { ownOrigin } from '../../http/origin.js';
import { signedIn } from '../../http/viewer.js';
import { listRoute } from '../../http/list-route.js';
import type { WithdrawalService } from './service.js';

const idParams = z.object({ id: z.uuid({ error: WITHDRAWAL_MSG.notFound }) });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export async function withdrawalRoutes(
  app: FastifyInstance,
  { config, withdrawals: service }: { config: Config; withdrawals: WithdrawalService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['withdrawals'];

  r.get(
    WITHDRAWAL_API.history,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description:
          "The caller's withdrawal requests, newest first, with the balance (available = approved earnings − " +
          'approved − pending withdrawals − payouts) and the UPI ID of the profile (null when none).',
        response: { 200: withdrawalHistorySchema, ...errors },
      },
    },
    async (request) => service.history(signedIn(request).userId),
  );

  r.post(
    WITHDRAWAL_API.request,
    {
      config: { roles: ['Instructor'] },
      schema: {
        tags,
        description:
          'A new pending request for `amountPaise` (a positive whole number of paise; 400 otherwise) out of the ' +
          "available balance, paid to the profile's UPI ID (copied onto the request). One transaction holding the " +
          "instructor's balance lock: concurrent requests never add up to more than the balance. 409 " +
          'INSUFFICIENT_BALANCE, 409 UPI_REQUIRED.',
        body: withdrawalRequestInputSchema,
        response: { 201: withdrawalRequestResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.request(signedIn(request).userId, request.body)),
  );

  listRoute(app, {
    url: WITHDRAWAL_API.admin,
    roles: ['Admin'],
    tags,
    description:
      "Every instructor's withdrawal requests with the instructor's name and e-mail, newest first, filtered by " +
      '`status`, paginated; `pending` counts the pending requests whatever the filter.',
    query: adminWithdrawalsQuerySchema,
    page: adminWithdrawalsSchema,
    list: (query) => service.adminList(query),
  });

  r.put(
    WITHDRAWAL_API.process,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        description:
          'Approves or rejects a pending request with optional remarks, once (written to the audit log, and the ' +
          "instructor's mail queued, in the same transaction). 404 WITHDRAWAL_NOT_FOUND; 409 ALREADY_PROCESSED " +
          'when it is no longer pending ' +
          '(a second or concurrent decision).',
        params: idParams,
        body: processWithdrawalInputSchema,
        response: { 200: processWithdrawalResponseSchema, ...errors, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) =>
      service.process(signedIn(request).userId, request.params.id, request.body, ownOrigin(config, request)),
  );
}
