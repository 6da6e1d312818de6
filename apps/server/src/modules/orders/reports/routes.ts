/** The admins' orders screen and its CSV download (spec 2 "Orders", 8, 9). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_ORDER_API,
  ORDER_DETAIL_MSG,
  ORDERS_CSV_COLUMNS,
  adminOrderDetailSchema,
  adminOrdersQuerySchema,
  adminOrdersSchema,
  ordersCsvQuerySchema,
} from '@cms/contract';
import { LOOKUP_ERRORS } from '../../../http/route.js';
import { routeSet } from '../../../http/route-set.js';
import { uuidParams } from '../../../http/route-params.js';
import { CSV_CONTENT_TYPE, ordersCsv } from './orders-csv.js';
import type { OrderReportService } from './service.js';

const filters =
  '`search` matches course titles and buyer e-mails (substring, any case); `status` success = Approval, ' +
  'pending = Pending, failed = Rejected, cancelled = Cancelled; `range` today / 7d / 30d are the last 1 / 7 / 30 calendar ' +
  "days, today included, in the college's time zone (TIME_ZONE).";

export async function orderReportRoutes(
  app: FastifyInstance,
  { orderReports: service }: { orderReports: OrderReportService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin orders'];
  const { route, listRoute } = routeSet(app, { tags, roles: ['Admin'] });

  listRoute({
    url: ADMIN_ORDER_API.list,
    description:
      `Every order, filtered, sorted and paginated. ${filters} Sorted by \`sort\` and \`dir\`, ties by id. ` +
      '`stats` are computed over every order matching the filters, not only the page: revenue and average ' +
      'over the successful (Approval) orders, success rate = successful / total.',
    query: adminOrdersQuerySchema,
    page: adminOrdersSchema,
    list: (query) => service.list(query),
  });

  route({
    method: 'GET',
    url: ADMIN_ORDER_API.detail,
    description:
      'One order: the buyer (name, e-mail), course, amount, the payment provider and its references (payment ' +
      'id: sandbox id or PayPal order id; payer id; capture id), the failure reason, the status history ' +
      '(created, captured, failed or cancelled, oldest first), the payout recorded for it (amount, reference, ' +
      "date, admin) or null, and `timeZone`, the college's, for showing the times. 404 ORDER_NOT_FOUND.",
    params: uuidParams('id', ORDER_DETAIL_MSG.notFound),
    response: adminOrderDetailSchema,
    errors: LOOKUP_ERRORS,
    handler: async (request) => service.detail(request.params.id),
  });

  r.get(
    ADMIN_ORDER_API.csv,
    {
      config: { roles: ['Admin'] },
      schema: {
        tags,
        description:
          `The filtered orders as a CSV download (text/csv; charset=utf-8), streamed: ${ORDERS_CSV_COLUMNS.join(', ')}. ` +
          `Same filters and sort as the list, no pages. ${filters} Dates are yyyy-MM-dd HH:mm in the college's ` +
          'time zone; amounts in rupees with two decimals; a cell starting with =, +, -, @, a tab or a carriage ' +
          "return is prefixed with ' (formula injection). File name orders-{today}.csv.",
        querystring: ordersCsvQuerySchema,
        // No response schema: the body is a stream (errors are the usual JSON error body).
      },
    },
    async (request, reply) => {
      const { fileName, batches } = await service.csv(request.query);
      reply
        .header('content-type', CSV_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename=${fileName}`)
        .header('cache-control', 'no-store');
      // A HEAD answers the headers only (Fastify would otherwise drain the whole export).
      if (request.method === 'HEAD') {
        await batches.return(undefined);
        return reply.send();
      }
      return reply.send(ordersCsv(batches));
    },
  );
}
