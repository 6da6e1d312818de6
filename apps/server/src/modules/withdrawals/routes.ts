/** Withdrawal routes: the instructor's history and requests, the admins' list and decisions. */
import type { FastifyInstance } from 'fastify';
import {
  WITHDRAWAL_API,
  WITHDRAWAL_MSG,
  adminWithdrawalsQuerySchema,
  adminWithdrawalsSchema,
  processWithdrawalInputSchema,
  processWithdrawalResponseSchema,
  withdrawalHistorySchema,
  withdrawalRequestInputSchema,
  withdrawalRequestResponseSchema,
} from '@cms/contract';
import type { Config } from '../../config/index.js';
import { appOrigin } from '../../http/origin.js';
import { signedIn } from '../../http/viewer.js';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import type { WithdrawalService } from './service.js';

const idParams = uuidParams('id', WITHDRAWAL_MSG.notFound);
const errors = [400, 401, 403] as const;

export async function withdrawalRoutes(
  app: FastifyInstance,
  { config, withdrawals: service }: { config: Config; withdrawals: WithdrawalService },
) {
  const tags = ['withdrawals'];
  const instructors = routeSet(app, { tags, roles: ['Instructor'] });
  const admins = routeSet(app, { tags, roles: ['Admin'] });

  instructors.route({
    method: 'GET',
    url: WITHDRAWAL_API.history,
    description:
      "The caller's withdrawal requests, newest first, with the balance (available = approved earnings − " +
      'approved − pending withdrawals − payouts) and the UPI ID of the profile (null when none).',
    response: withdrawalHistorySchema,
    errors,
    handler: async (request) => service.history(signedIn(request).userId),
  });

  instructors.route({
    method: 'POST',
    url: WITHDRAWAL_API.request,
    description:
      'A new pending request for `amountPaise` (a positive whole number of paise; 400 otherwise) out of the ' +
      "available balance, paid to the profile's UPI ID (copied onto the request). One transaction holding the " +
      "instructor's balance lock: concurrent requests never add up to more than the balance. 409 " +
      'INSUFFICIENT_BALANCE, 409 UPI_REQUIRED, 409 NEGATIVE_BALANCE while refunds keep the balance below zero.',
    body: withdrawalRequestInputSchema,
    status: 201,
    response: withdrawalRequestResponseSchema,
    errors: [...errors, 409],
    handler: async (request) => service.request(signedIn(request).userId, request.body),
  });

  admins.listRoute({
    url: WITHDRAWAL_API.admin,
    description:
      "Every instructor's withdrawal requests with the instructor's name and e-mail, newest first, filtered by " +
      '`status`, paginated; `pending` counts the pending requests whatever the filter.',
    query: adminWithdrawalsQuerySchema,
    page: adminWithdrawalsSchema,
    list: (query) => service.adminList(query),
  });

  admins.route({
    method: 'PUT',
    url: WITHDRAWAL_API.process,
    description:
      'Approves or rejects a pending request with optional remarks, once (written to the audit log, and the ' +
      "instructor's mail queued, in the same transaction). 404 WITHDRAWAL_NOT_FOUND; 409 ALREADY_PROCESSED " +
      'when it is no longer pending ' +
      '(a second or concurrent decision).',
    params: idParams,
    body: processWithdrawalInputSchema,
    response: processWithdrawalResponseSchema,
    errors: [...errors, 404, 409],
    handler: async (request) =>
      service.process(signedIn(request).userId, request.params.id, request.body, appOrigin(config, request.server)),
  });
}
