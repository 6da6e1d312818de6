import {
  CHECKOUT_MSG,
  formatRupees,
  GST_MSG,
  ORDER_API,
  ORDER_ID_STORAGE_KEY,
  PAYMENT_CHOICE_LABELS,
  PAYMENT_MSG,
  type Quote,
  type SessionUser,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDetail } from '@/test/courses';
import { catchRedirects, makeQuote, quoteHandler } from '@/test/checkout';
import { apiError, json, renderApp, stubFetch, USERS, type Handler } from '@/test/render';
import { BILLING_STATE_STORAGE_KEY } from '@/features/orders/api/checkout';

const ORDER_ID = '7b0f6a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
const CREATED = { success: true, orderId: ORDER_ID, approvalUrl: '/api/payments/sandbox/SBX-1' };

const assign = catchRedirects();
afterEach(() => {
  window.localStorage.clear();
});

const bodiesOf = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([u]) => new URL(String(u), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** GST at 18 % inside ₹499.00, split by the billing state (the seller is in Karnataka). */
const TAX = { taxablePaise: 42_288, totalTaxPaise: 7_612 };
function gstQuote(input: { billingState?: string; couponCode?: string }, overrides: Partial<Quote> = {}): Quote {
  const supply = !input.billingState ? null : input.billingState === 'Karnataka' ? 'intra-state' : 'inter-state';
  return makeQuote({
    billingStateRequired: true,
    tax: {
      ratePercent: 18,
      supply,
      taxablePaise: TAX.taxablePaise,
      cgstPaise: supply === 'intra-state' ? 3_806 : 0,
      sgstPaise: supply === 'intra-state' ? 3_806 : 0,
      igstPaise: supply === 'intra-state' ? 0 : TAX.totalTaxPaise,
    },
    ...overrides,
  });
}

async function openCheckout(handlers: Record<string, Handler>, user: SessionUser = USERS.student) {
  const fetchMock = stubFetch(user, { 'GET /api/courses/c1': () => json(makeDetail({ id: 'c1' })), ...handlers });
  const rendered = renderApp(`/${user.role.toLowerCase()}/courses/c1`);
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: PAYMENT_MSG.buyNow }));
  const dialog = await screen.findByRole('dialog', { name: CHECKOUT_MSG.title });
  return { fetchMock, user: u, dialog, ...rendered };
}

describe('checkout dialog', () => {
  it("shows the server's quote (price, GST inside it, total) and Pay with the total; a skeleton first; Esc closes", async () => {
    let answer!: (r: Response) => void;
    const { dialog, user } = await openCheckout({
      'POST /api/orders/quote': () => new Promise<Response>((r) => (answer = r)),
    });
    expect(within(dialog).getByTestId('quote-skeleton')).toBeInTheDocument();
    answer(json(gstQuote({})));
    expect(await within(dialog).findByRole('button', { name: CHECKOUT_MSG.pay('₹499.00') })).toBeEnabled();
    expect(
      within(dialog).getByText(CHECKOUT_MSG.taxIncluded(formatRupees(TAX.totalTaxPaise)), { exact: false }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(CHECKOUT_MSG.taxNeedsState, { exact: false })).toBeInTheDocument();
    // One provider: no choice shown.
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('applies a coupon (Enter in the field): the discount line, the new total, Remove; a refused code shows the server message under the field', async () => {
    const { dialog, user, fetchMock } = await openCheckout({
      'POST /api/orders/quote': quoteHandler((input) =>
        input.couponCode === 'EXPIRED'
          ? apiError(409, CHECKOUT_MSG.couponExpired, { couponCode: CHECKOUT_MSG.couponExpired })
          : json(
              input.couponCode === 'SAVE20'
                ? makeQuote({
                    discountPaise: 9_980,
                    pricePaise: 39_920,
                    coupon: { code: 'SAVE20', description: '20 % off' },
                  })
                : makeQuote(),
            ),
      ),
      'POST /api/orders': () => json(CREATED, 201),
    });
    const field = await within(dialog).findByLabelText(CHECKOUT_MSG.couponLabel);
    await user.type(field, 'expired');
    await user.click(within(dialog).getByRole('button', { name: CHECKOUT_MSG.apply }));
    expect(await within(dialog).findByText(CHECKOUT_MSG.couponExpired)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: CHECKOUT_MSG.pay('₹499.00') })).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'save20{Enter}');
    expect(await within(dialog).findByRole('button', { name: CHECKOUT_MSG.pay('₹399.20') })).toBeEnabled();
    expect(
      within(dialog).getByText(`${CHECKOUT_MSG.discount} (${CHECKOUT_MSG.couponApplied('SAVE20', '20 % off')})`),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('−₹99.80')).toBeInTheDocument();
    expect(within(dialog).queryByText(CHECKOUT_MSG.couponExpired)).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders/quote').at(-1)).toEqual({ courseId: 'c1', couponCode: 'SAVE20' });

    await user.click(within(dialog).getByRole('button', { name: CHECKOUT_MSG.pay('₹399.20') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CREATED.approvalUrl));
    expect(bodiesOf(fetchMock, ORDER_API.create)).toEqual([
      { courseId: 'c1', provider: 'sandbox', couponCode: 'SAVE20' },
    ]);
  });

  it('Remove takes the coupon off: the list price again', async () => {
    const { dialog, user } = await openCheckout({
      'POST /api/orders/quote': quoteHandler((input) =>
        json(
          input.couponCode
            ? makeQuote({
                discountPaise: 10_000,
                pricePaise: 39_900,
                coupon: { code: 'FLAT100', description: '₹100.00 off' },
              })
            : makeQuote(),
        ),
      ),
    });
    await user.type(await within(dialog).findByLabelText(CHECKOUT_MSG.couponLabel), 'FLAT100{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: CHECKOUT_MSG.removeCoupon }));
    expect(await within(dialog).findByRole('button', { name: CHECKOUT_MSG.pay('₹499.00') })).toBeEnabled();
    expect(within(dialog).getByLabelText(CHECKOUT_MSG.couponLabel)).toHaveValue('');
  });

  it('the billing state is required when GST is charged, asks the quote again (CGST + SGST or IGST), is sent and remembered', async () => {
    const { dialog, user, fetchMock } = await openCheckout({
      'POST /api/orders/quote': quoteHandler((input) => json(gstQuote(input))),
      'POST /api/orders': () => json(CREATED, 201),
    });
    const state = await within(dialog).findByRole('combobox', { name: CHECKOUT_MSG.billingStateLabel });
    expect(state).toHaveAttribute('aria-required', 'true');
    // Pay without a state: the contract's message under the select, no order.
    await user.click(within(dialog).getByRole('button', { name: CHECKOUT_MSG.pay('₹499.00') }));
    expect(await within(dialog).findByText(GST_MSG.billingState)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, ORDER_API.create)).toEqual([]);

    await user.selectOptions(state, 'Karnataka');
    expect(await within(dialog).findByText(CHECKOUT_MSG.cgst(9))).toBeInTheDocument();
    expect(within(dialog).getByText(CHECKOUT_MSG.sgst(9))).toBeInTheDocument();
    expect(within(dialog).queryByText(CHECKOUT_MSG.igst(18))).not.toBeInTheDocument();

    await user.selectOptions(state, 'Delhi');
    expect(await within(dialog).findByText(CHECKOUT_MSG.igst(18))).toBeInTheDocument();
    expect(within(dialog).queryByText(CHECKOUT_MSG.cgst(9))).not.toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/orders/quote').at(-1)).toEqual({ courseId: 'c1', billingState: 'Delhi' });

    await user.click(within(dialog).getByRole('button', { name: CHECKOUT_MSG.pay('₹499.00') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CREATED.approvalUrl));
    expect(bodiesOf(fetchMock, ORDER_API.create)).toEqual([
      { courseId: 'c1', provider: 'sandbox', billingState: 'Delhi' },
    ]);
    expect(window.localStorage.getItem(BILLING_STATE_STORAGE_KEY)).toBe('Delhi');
  });

  it('starts with the billing state chosen last time', async () => {
    window.localStorage.setItem(BILLING_STATE_STORAGE_KEY, 'Karnataka');
    const { dialog, fetchMock } = await openCheckout({
      'POST /api/orders/quote': quoteHandler((input) => json(gstQuote(input))),
    });
    expect(await within(dialog).findByText(CHECKOUT_MSG.cgst(9))).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: CHECKOUT_MSG.billingStateLabel })).toHaveValue('Karnataka');
    expect(bodiesOf(fetchMock, '/api/orders/quote')).toEqual([{ courseId: 'c1', billingState: 'Karnataka' }]);
  });

  it('offers the providers as radio cards when there are several, and sends the chosen one', async () => {
    const { dialog, user, fetchMock } = await openCheckout(
      {
        'POST /api/orders/quote': () =>
          json(
            makeQuote({
              providers: [
                { name: 'razorpay', label: PAYMENT_CHOICE_LABELS.razorpay },
                { name: 'paypal', label: PAYMENT_CHOICE_LABELS.paypal },
              ],
            }),
          ),
        'POST /api/orders': () => json(CREATED, 201),
      },
      USERS.lead,
    );
    const group = await within(dialog).findByRole('group', { name: CHECKOUT_MSG.payWith });
    expect(within(group).getByRole('radio', { name: PAYMENT_CHOICE_LABELS.razorpay })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: PAYMENT_CHOICE_LABELS.paypal }));
    await user.click(within(dialog).getByRole('button', { name: CHECKOUT_MSG.pay('₹499.00') }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(bodiesOf(fetchMock, ORDER_API.create)).toEqual([{ courseId: 'c1', provider: 'paypal' }]);
  });

  it('a 100 % coupon: "Enrol for free", then the learning page with a toast, no order id kept', async () => {
    const free = makeQuote({
      discountPaise: 49_900,
      pricePaise: 0,
      coupon: { code: 'FREE100', description: '100 % off' },
    });
    const { dialog, user, router } = await openCheckout({
      'POST /api/orders/quote': quoteHandler((input) => json(input.couponCode ? free : makeQuote())),
      'POST /api/orders': () =>
        json(
          {
            success: true,
            orderId: ORDER_ID,
            approvalUrl: `${window.location.origin}/student/mycourses/view-page/e1`,
            enrolmentId: 'e1',
          },
          201,
        ),
    });
    await user.type(await within(dialog).findByLabelText(CHECKOUT_MSG.couponLabel), 'FREE100{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: CHECKOUT_MSG.enrolFree }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/mycourses/view-page/e1'));
    expect(await screen.findByText(CHECKOUT_MSG.enrolled)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(ORDER_ID_STORAGE_KEY)).toBeNull();
  });

  it("shows the server's field message under its field; a GSTIN is checked by the contract on blur", async () => {
    const { dialog, user } = await openCheckout({
      'POST /api/orders/quote': quoteHandler((input) => json(gstQuote(input))),
      'POST /api/orders': () =>
        apiError(400, CHECKOUT_MSG.gstinNeedsState, { buyerGstin: CHECKOUT_MSG.gstinNeedsState }),
    });
    const gstin = await within(dialog).findByLabelText(CHECKOUT_MSG.gstinLabel);
    await user.type(gstin, '27AAPFU0939F1Z');
    await user.tab();
    expect(await within(dialog).findByText(GST_MSG.gstinFormat)).toBeInTheDocument();
    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZV');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: CHECKOUT_MSG.billingStateLabel }),
      'Karnataka',
    );
    await user.click(await within(dialog).findByRole('button', { name: CHECKOUT_MSG.pay('₹499.00') }));
    expect(await within(dialog).findByText(CHECKOUT_MSG.gstinNeedsState)).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(assign).not.toHaveBeenCalled();
  });
});
