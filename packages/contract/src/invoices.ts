/**
 * GST tax invoices, receipts and credit notes (issue 21 item 2, beyond the spec): the seller's GST
 * settings that admins keep, the documents issued when an order is paid (a tax invoice with the
 * settings, a plain receipt without them) and their PDFs for the buyer and admins.
 */
import { z } from 'zod';
import { couponPricingShape } from './checkout.js';
import { GST_STATE_NAMES, gstSplitShape, gstStateCodeOf, gstinSchema } from './gst.js';
import { INVOICE_MSG } from './texts/invoice.js';
import { SELLER_LEGAL_NAME_MAX, SELLER_ADDRESS_MAX } from './constants.js';

/** The SAC (services accounting code) of "commercial training and coaching services" by default. */
export const DEFAULT_SAC = '999293';
/** The GST rates an admin may choose, in percent. */
export const GST_RATES_PERCENT = [0, 5, 12, 18, 28] as const;
export const DEFAULT_GST_RATE_PERCENT = 18;

/** tax_invoice: the seller has GST settings; receipt: it has none (no tax lines). */
export const INVOICE_KINDS = ['tax_invoice', 'receipt'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** A document's file name: its number with '/' as '-' ("CMS-26-27-000123.pdf"). */
export const documentFileName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

/** A GST rate in percent as typed or sent (a select gives "18"). */
export const gstRatePercentSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/)
        .transform(Number),
    ],
    { error: INVOICE_MSG.gstRateChoice },
  )
  .refine((rate) => (GST_RATES_PERCENT as readonly number[]).includes(rate), { error: INVOICE_MSG.gstRateChoice });

/** PUT INVOICE_API.sellerSettings: the state by name (stored as its GST code); the GSTIN must be of that state. */
export const sellerSettingsInputSchema = z
  .object({
    legalName: z
      .string({ error: INVOICE_MSG.legalNameRequired })
      .trim()
      .min(1, { error: INVOICE_MSG.legalNameRequired })
      .max(SELLER_LEGAL_NAME_MAX, { error: INVOICE_MSG.legalNameRequired }),
    address: z
      .string({ error: INVOICE_MSG.addressRequired })
      .trim()
      .min(1, { error: INVOICE_MSG.addressRequired })
      .max(SELLER_ADDRESS_MAX, { error: INVOICE_MSG.addressRequired }),
    state: z.enum(GST_STATE_NAMES, { error: INVOICE_MSG.stateRequired }),
    gstin: gstinSchema,
    sac: z
      .string({ error: INVOICE_MSG.sacFormat })
      .trim()
      .regex(/^\d{6}$/, { error: INVOICE_MSG.sacFormat })
      .default(DEFAULT_SAC),
    gstRatePercent: gstRatePercentSchema.default(DEFAULT_GST_RATE_PERCENT),
  })
  .superRefine((v, ctx) => {
    const code = gstStateCodeOf(v.state);
    if (code && v.gstin.slice(0, 2) !== code) {
      ctx.addIssue({ code: 'custom', path: ['gstin'], message: INVOICE_MSG.gstinState(code, v.state) });
    }
  });
/** What the form holds (strings as typed). */
export type SellerSettingsValues = z.input<typeof sellerSettingsInputSchema>;
export type SellerSettingsInput = z.output<typeof sellerSettingsInputSchema>;

export const sellerSettingsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  state: z.string(),
  stateCode: z.string(),
  gstin: z.string(),
  sac: z.string(),
  gstRatePercent: z.number(),
  updatedAt: z.string(),
});
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

/** GET, PUT and DELETE INVOICE_API.sellerSettings: the settings, or null (no GST: plain receipts). */
export const sellerSettingsResponseSchema = z.object({ settings: sellerSettingsSchema.nullable() });
export type SellerSettingsResponse = z.infer<typeof sellerSettingsResponseSchema>;

/** An order's invoice or receipt as lists show it (the buyer's purchases, admins' orders). */
export const invoiceRefSchema = z.object({ id: z.string(), number: z.string(), kind: z.enum(INVOICE_KINDS) });
export type InvoiceRef = z.infer<typeof invoiceRefSchema>;

const partyStateShape = { state: z.string().nullable(), stateCode: z.string().nullable() };

/** GET INVOICE_API.invoice: the document as issued (amounts in paise, rates in percent). */
export const invoiceDocumentSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  seller: z.object({ legalName: z.string(), address: z.string(), gstin: z.string(), ...partyStateShape }).nullable(),
  buyer: z.object({ name: z.string(), email: z.string(), gstin: z.string().nullable(), ...partyStateShape }),
  /** The buyer's state (a tax invoice's place of supply); null on a receipt without one. */
  placeOfSupply: z.string().nullable(),
  courseTitle: z.string(),
  sac: z.string().nullable(),
  ratePercent: z.number(),
  ...couponPricingShape,
  ...gstSplitShape,
  totalPaise: z.number().int(),
  amountInWords: z.string(),
  pdfUrl: z.string(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;
