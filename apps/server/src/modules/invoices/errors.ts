/** The failures of the invoice routes: HTTP status, a stable code, and the message shown. */
import { INVOICE_MSG } from '@cms/contract';
import { notFound } from '../../errors/index.js';

export const invoiceErrors = {
  /** No invoice has this id, or the caller is neither its order's buyer nor an admin (the same answer). */
  notFound: () => notFound(INVOICE_MSG.notFound),
  creditNoteNotFound: () => notFound(INVOICE_MSG.creditNoteNotFound),
};
