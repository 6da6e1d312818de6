/**
 * Invoice routes: the seller's GST settings (admins), an invoice or receipt as JSON and as a PDF,
 * and a credit note's PDF (the order's buyer and admins; anyone else 404, as for an unknown id).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INVOICE_API,
  INVOICE_MSG,
  invoiceDocumentSchema,
  sellerSettingsInputSchema,
  sellerSettingsResponseSchema,
} from '@cms/contract';
import { routeSet } from '../../http/route-set.js';
import { uuidParams } from '../../http/route-params.js';
import { signedIn } from '../../http/viewer.js';
import type { DocumentFile, InvoiceService } from './service.js';
import type { SellerSettingsService } from './seller-settings-service.js';

const tags = ['invoices'];
const invoiceParams = uuidParams('id', INVOICE_MSG.notFound);
const creditNoteParams = uuidParams('id', INVOICE_MSG.creditNoteNotFound);

/** A document as a download: made now, never cached (it names a person). */
const sendPdf = (reply: FastifyReply, { pdf, filename }: DocumentFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

export async function invoiceRoutes(
  app: FastifyInstance,
  { invoices, sellerSettings }: { invoices: InvoiceService; sellerSettings: SellerSettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { route } = routeSet(app, { tags });

  route({
    method: 'GET',
    url: INVOICE_API.sellerSettings,
    roles: ['Admin'],
    description: "The seller's GST settings, or `settings: null` when none are saved (plain receipts, no tax lines).",
    response: sellerSettingsResponseSchema,
    errors: [401, 403],
    handler: async () => sellerSettings.get(),
  });

  route({
    method: 'PUT',
    url: INVOICE_API.sellerSettings,
    roles: ['Admin'],
    description:
      "Saves the seller's GST settings: legal name, address, state (by name; stored as its GST state code), " +
      "GSTIN (format and check character; its first two digits must be the state's code), SAC (6 digits, default " +
      '999293), GST rate in percent (0, 5, 12, 18 or 28; default 18). Orders paid from then on get tax invoices. ' +
      'Audited (seller-settings.saved).',
    body: sellerSettingsInputSchema,
    response: sellerSettingsResponseSchema,
    errors: [400, 401, 403],
    handler: async (request) => sellerSettings.save(signedIn(request).userId, request.body),
  });

  route({
    method: 'DELETE',
    url: INVOICE_API.sellerSettings,
    roles: ['Admin'],
    description:
      'Removes the GST settings: orders paid from then on get plain receipts with no tax lines (issued invoices ' +
      'stay). Audited (seller-settings.removed) when there were settings.',
    response: sellerSettingsResponseSchema,
    errors: [401, 403],
    handler: async (request) => sellerSettings.remove(signedIn(request).userId),
  });

  route({
    method: 'GET',
    url: INVOICE_API.invoice,
    roles: 'authenticated',
    description:
      "One tax invoice or receipt as issued, for its order's buyer and admins (anyone else: 404, as for an unknown " +
      'id): number, date, the parties as they were, place of supply, the line with its tax split, amount in words.',
    params: invoiceParams,
    response: invoiceDocumentSchema,
    errors: [400, 401, 404],
    handler: async (request) => invoices.view(signedIn(request), request.params.id),
  });

  r.get(
    INVOICE_API.invoicePdf,
    {
      config: { roles: 'authenticated' },
      schema: {
        tags,
        description:
          "The tax invoice or receipt as a PDF (application/pdf, an attachment named after its number), for its order's " +
          'buyer and admins; anyone else 404.',
        params: invoiceParams,
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.pdf(signedIn(request), request.params.id)),
  );

  r.get(
    INVOICE_API.creditNotePdf,
    {
      config: { roles: 'authenticated' },
      schema: {
        tags,
        description:
          "A credit note as a PDF (its refunded invoice's amounts, the invoice's number and the reason), for the order's " +
          'buyer and admins; anyone else 404.',
        params: creditNoteParams,
      },
    },
    async (request, reply) => sendPdf(reply, await invoices.creditNotePdf(signedIn(request), request.params.id)),
  );
}
