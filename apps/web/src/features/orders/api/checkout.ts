/**
 * The checkout dialog's data (issue 21): the server's quote of a course for the buyer's choices
 * (coupon, billing state), and the billing state the buyer chose last time on this browser.
 */
import { CHECKOUT_API, GST_STATE_NAMES, quoteSchema, type GstStateName, type QuoteInput } from '@cms/contract';
import { parseResponse, request } from '@/lib/api';

/** POST CHECKOUT_API.quote: what the course costs with these choices (nothing is reserved). */
export const getQuote = async (input: QuoteInput, signal?: AbortSignal) =>
  parseResponse(quoteSchema, await request(CHECKOUT_API.quote, { method: 'POST', body: input, signal }));

export const checkoutKeys = {
  quote: (input: QuoteInput) => ['checkout-quote', input] as const,
};

/** localStorage key of the billing state chosen last (a convenience: the form starts with it). */
export const BILLING_STATE_STORAGE_KEY = 'cms-billing-state';

export function readBillingState(): GstStateName | '' {
  try {
    const stored = window.localStorage.getItem(BILLING_STATE_STORAGE_KEY);
    return GST_STATE_NAMES.find((name) => name === stored) ?? '';
  } catch {
    return '';
  }
}

export function rememberBillingState(state: string): void {
  try {
    if (state) window.localStorage.setItem(BILLING_STATE_STORAGE_KEY, state);
  } catch {
    // Storage unavailable (private mode): the buyer picks the state again next time.
  }
}
