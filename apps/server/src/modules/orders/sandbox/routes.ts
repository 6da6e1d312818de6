/**
 * The sandbox provider's checkout page and its three buttons, as plain HTML forms posting to the
 * app itself (same origin, so the Origin check admits them). Only the buyer sees the page.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_API, PAYMENT_MSG, errorBodySchema } from '@cms/contract';
import { renderSandboxCheckout } from '../../../payments/sandbox-page.js';
import { BUYER_ROLES, buyerOf } from '../checkout/buyer.js';
import type { Buyer } from '../checkout/service.js';
import type { SandboxCheckoutService } from './service.js';

const params = z.object({ paymentId: z.string().min(1).max(200) });
const pageErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const actionErrors = { ...pageErrors, 409: errorBodySchema };

export async function sandboxRoutes(app: FastifyInstance, { service }: { service: SandboxCheckoutService }) {
  // The forms post application/x-www-form-urlencoded (with no fields); only in this scope.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments (sandbox)'];

  r.get(
    ORDER_API.sandboxCheckout,
    {
      config: { roles: BUYER_ROLES },
      schema: {
        tags,
        description:
          `${PAYMENT_MSG.sandboxNote} The checkout page (text/html) of a sandbox payment: course, amount, buyer, ` +
          'and the Approve, Cancel and Decline buttons while the payment is open. 404 for anyone but the buyer.',
        params,
        response: pageErrors,
      },
    },
    async (request, reply) => {
      const page = await service.page(buyerOf(request), request.params.paymentId);
      // HTML, not one of the JSON shapes declared for the errors.
      return (
        (reply as FastifyReply)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The app-wide Referrer-Policy is no-referrer, under which Chromium posts this page's forms with
          // `Origin: null`, and the Origin check refuses that. same-origin sends the real origin to us only.
          .header('referrer-policy', 'same-origin')
          .send(renderSandboxCheckout(page))
      );
    },
  );

  const action = (url: string, description: string, run: (buyer: Buyer, paymentId: string) => Promise<string>) =>
    r.post(
      url,
      {
        config: { roles: BUYER_ROLES },
        schema: {
          tags,
          description: `${description} Answers 303 See Other; 409 ORDER_CLOSED once the payment or order is closed.`,
          params,
          response: actionErrors,
        },
      },
      async (request, reply) => reply.redirect(await run(buyerOf(request), request.params.paymentId), 303),
    );

  action(
    ORDER_API.sandboxApprove,
    'Approve: the payment becomes APPROVED; back to the return page with `paymentId` and `PayerID`.',
    (buyer, id) => service.approve(buyer, id),
  );
  action(
    ORDER_API.sandboxDecline,
    'Decline (a refused card): the payment becomes DECLINED; back to the return page like Approve, and the ' +
      'capture then declines.',
    (buyer, id) => service.decline(buyer, id),
  );
  action(
    ORDER_API.sandboxCancel,
    'Cancel: the payment and the order are cancelled; back to the return page with `cancelled=1&paymentId=`.',
    (buyer, id) => service.cancel(buyer, id),
  );
}
