/**
 * Checkout's pricing (issue 21): the quote at Buy Now and the order made from the same choices —
 * the provider offered, the billing state required when GST is charged, a GSTIN registered in the
 * billing state, the GST split by the buyer's state, and nothing the browser sends about the price.
 */
import { sql } from 'drizzle-orm';
import { CHECKOUT_API, CHECKOUT_MSG, GST_MSG, PAYMENT_CHOICE_LABELS } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { priceOf } from '../src/modules/orders/checkout/pricing.js';
import { appDrivers } from './helpers/app.js';
import { BUYING_CAST, createOrder, publishedCourse } from './helpers/orders.js';
import { suiteWithUsers } from './helpers/suite.js';

describe('priceOf', () => {
  it('takes the discount off the list price, never below zero, and carves the GST out of the rest', () => {
    const tax = { stateCode: '29', rateBp: 1800 };
    const p = priceOf({ listPricePaise: 49_900, discountPaise: 9_980, tax, buyerStateCode: '29' });
    expect(p).toMatchObject({ listPricePaise: 49_900, discountPaise: 9_980, pricePaise: 39_920 });
    expect(p.gst!.supply).toBe('intra-state');
    expect(p.gst!.taxablePaise + p.gst!.cgstPaise + p.gst!.sgstPaise).toBe(39_920);
    expect(priceOf({ listPricePaise: 100, discountPaise: 500, tax: null, buyerStateCode: null })).toEqual({
      listPricePaise: 100,
      discountPaise: 100,
      pricePaise: 0,
      gst: null,
    });
    const inter = priceOf({ listPricePaise: 1_18_000, discountPaise: 0, tax, buyerStateCode: '27' }).gst!;
    expect(inter).toMatchObject({ supply: 'inter-state', taxablePaise: 1_00_000, igstPaise: 18_000, cgstPaise: 0 });
  });
});

describe.each(appDrivers)('checkout pricing (%s)', (driver) => {
  const t = suiteWithUsers(driver, BUYING_CAST);
  let courseId: string;

  const quote = (body: object) => t.student.client.post(CHECKOUT_API.quote, body);
  const setSeller = (on: boolean) =>
    t.query(
      on
        ? sql`insert into seller_settings (id, legal_name, address, state_code, gstin, rate_bp)
              values (1, 'CMS Learning LLP', '12 MG Road, Bengaluru', '29', '29AAPFU0939F1ZR', 1800)
              on conflict (id) do nothing`
        : sql`delete from seller_settings`,
    );

  beforeAll(async () => {
    courseId = await publishedCourse(t.instructor, 1180, 'Priced course');
  });

  describe('without GST settings', () => {
    beforeAll(() => setSeller(false));

    it('quotes the list price with no tax and the providers offered', async () => {
      const res = await quote({ courseId });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({
        courseId,
        listPricePaise: 1_18_000,
        discountPaise: 0,
        pricePaise: 1_18_000,
        coupon: null,
        tax: null,
        billingStateRequired: false,
        providers: [{ name: 'sandbox', label: PAYMENT_CHOICE_LABELS.sandbox }],
      });
    });

    it('makes the order at the course price whatever the browser says about prices', async () => {
      const res = await createOrder(t.student, { courseId, pricePaise: 1, discountPaise: 1_00_000 });
      expect(res.status, res.text).toBe(201);
      const [row] = await t.query<Record<string, number | string | null>>(
        sql`select price_paise, list_price_paise, discount_paise, earning_paise, billing_state from orders where id = ${res.body.orderId}`,
      );
      expect(row).toEqual({
        price_paise: 1_18_000,
        list_price_paise: 1_18_000,
        discount_paise: 0,
        earning_paise: 1_18_000,
        billing_state: null,
      });
    });

    it('refuses a provider that is not offered, with a field message', async () => {
      const res = await createOrder(t.student, { courseId, provider: 'razorpay' });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ provider: CHECKOUT_MSG.providerNotOffered });
    });
  });

  describe('with GST settings (seller in Karnataka, 18 %)', () => {
    beforeAll(() => setSeller(true));

    it('splits CGST + SGST for a buyer in Karnataka and IGST for one elsewhere; the lines add up to the price', async () => {
      const intra = await quote({ courseId, billingState: 'Karnataka' });
      expect(intra.status, intra.text).toBe(200);
      expect(intra.body.billingStateRequired).toBe(true);
      expect(intra.body.tax).toEqual({
        ratePercent: 18,
        supply: 'intra-state',
        taxablePaise: 1_00_000,
        cgstPaise: 9_000,
        sgstPaise: 9_000,
        igstPaise: 0,
      });
      const inter = await quote({ courseId, billingState: 'Maharashtra' });
      expect(inter.body.tax).toMatchObject({ supply: 'inter-state', taxablePaise: 1_00_000, igstPaise: 18_000, cgstPaise: 0 });
      const none = await quote({ courseId });
      expect(none.body.tax.supply).toBeNull();
    });

    it('refuses a course the buyer owns as owned, before asking for the billing state', async () => {
      const owned = await publishedCourse(t.instructor, 500, 'Owned already');
      await t.query(sql`insert into enrolments (user_id, course_id) values (${t.lead.userId}, ${owned})`);
      const res = await createOrder(t.lead, { courseId: owned });
      expect(res.status, res.text).toBe(409);
      expect(res.body.error.code).toBe('ALREADY_OWNED');
    });

    it('requires the billing state to make the order', async () => {
      const res = await createOrder(t.student, { courseId });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ billingState: GST_MSG.billingState });
    });

    it('refuses a GSTIN of another state than the billing state, and a malformed one', async () => {
      const other = await createOrder(t.student, { courseId, billingState: 'Maharashtra', buyerGstin: '29AAPFU0939F1ZR' });
      expect(other.status).toBe(400);
      expect(other.body.error.fields).toEqual({ buyerGstin: CHECKOUT_MSG.gstinNeedsState });
      const typo = await createOrder(t.student, { courseId, billingState: 'Karnataka', buyerGstin: '29AAPFU0939F1ZS' });
      expect(typo.status).toBe(400);
      expect(typo.body.error.fields.buyerGstin).toBe(GST_MSG.gstinCheckCharacter);
    });

    it('keeps the billing state code and the GSTIN (upper-cased) on the order', async () => {
      const res = await createOrder(t.lead, { courseId, billingState: 'Karnataka', buyerGstin: ' 29aapfu0939f1zr ' });
      expect(res.status, res.text).toBe(201);
      const [row] = await t.query(sql`select billing_state, buyer_gstin from orders where id = ${res.body.orderId}`);
      expect(row).toEqual({ billing_state: '29', buyer_gstin: '29AAPFU0939F1ZR' });
    });
  });

  it('refuses a coupon code of the wrong shape with a field message', async () => {
    const res = await quote({ courseId, couponCode: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.couponCode).toBe(CHECKOUT_MSG.couponFormat);
  });

  it('is for buyers only', async () => {
    expect((await t.instructor.client.post(CHECKOUT_API.quote, { courseId })).status).toBe(403);
  });
});
