/** Checkout fixtures (issue 21): the server's quote at Buy Now, in the contract's shape. */
import { PAYMENT_CHOICE_LABELS, type Quote, type QuoteInput } from '@cms/contract';
import { afterEach, beforeEach, vi } from 'vitest';
import { browser } from '@/features/orders/api/orders';
import type { Handler } from './render';

/**
 * Catches the pages' redirects to the payment provider (browser.assign) in every test of the file:
 * the mock they call. After each test it is cleared, and so is the session storage.
 */
export function catchRedirects() {
  const assign = vi.fn();
  beforeEach(() => {
    vi.spyOn(browser, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    assign.mockClear();
    vi.restoreAllMocks();
    window.sessionStorage.clear();
  });
  return assign;
}

export function makeQuote(overrides: Partial<Quote> = {}): Quote {
  return {
    courseId: 'c1',
    listPricePaise: 49_900,
    discountPaise: 0,
    pricePaise: 49_900,
    coupon: null,
    tax: null,
    billingStateRequired: false,
    providers: [{ name: 'sandbox', label: PAYMENT_CHOICE_LABELS.sandbox }],
    ...overrides,
  };
}

/** A quote handler (POST /api/orders/quote) answering what `answer` makes of the request's body. */
export const quoteHandler =
  (answer: (input: QuoteInput) => Response | Promise<Response>): Handler =>
  (init) =>
    answer(JSON.parse(String(init?.body)) as QuoteInput);
