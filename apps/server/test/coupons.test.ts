/**
 * Coupons (issue 21 item 3): the makers' routes (an instructor for one own course or all of them, an
 * admin for any or every course; validation, a taken code, another instructor's course; the lists
 * with uses and revenue; disabling; the audit log), and the coupon book checkout prices orders
 * through: the rules in their order, the discount, and (on both drivers) concurrent redemptions that
 * never pass the maximum uses, in total and per buyer.
 */
import {
  AUDIT_API,
  CHECKOUT_API,
  CHECKOUT_MSG,
  COUPON_API,
  COUPON_MSG,
  COURSE_MSG,
  type AuditEntry,
  type CouponInput,
  type CouponList,
  type CouponRow,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema/index.js';
import type { AppliedCoupon, CouponRequest } from '../src/modules/orders/checkout/coupon-book.js';
import { appDrivers, databaseDrivers, sql } from './helpers/app.js';
import { insertOrder, insertUser, type Person } from './helpers/earnings.js';
import { publishedCourse } from './helpers/orders.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers, type Suite } from './helpers/suite.js';
import { expectErrorShape, type TestUser } from './helpers/users.js';

const disablePath = (base: string, id: string) => base.replace(':id', id);
const percent = (code: string, percentOff: number, courseId: string | null, extra: Partial<CouponInput> = {}) =>
  ({ code, kind: 'percent', percentOff, courseId, ...extra }) satisfies CouponInput;
const fixed = (code: string, amountOffPaise: number, courseId: string | null, extra: Partial<CouponInput> = {}) =>
  ({ code, kind: 'fixed', amountOffPaise, courseId, ...extra }) satisfies CouponInput;

/** A day (yyyy-mm-dd) `days` from today in UTC. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const CAST = { ...usualCast('admin', 'instructor', 'priya', 'student') } as const;
type CouponSuite = Suite<keyof typeof CAST>;

async function create(who: TestUser, body: unknown, side: 'instructor' | 'admin' = 'instructor') {
  return who.client.post(side === 'admin' ? COUPON_API.admin : COUPON_API.instructor, body);
}

async function created(who: TestUser, body: unknown, side: 'instructor' | 'admin' = 'instructor'): Promise<CouponRow> {
  const res = await create(who, body, side);
  expect(res.status, res.text).toBe(201);
  return res.body.coupon as CouponRow;
}

async function list(who: TestUser, side: 'instructor' | 'admin', query = ''): Promise<CouponList> {
  const res = await who.client.get(`${side === 'admin' ? COUPON_API.admin : COUPON_API.instructor}${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as CouponList;
}

/** The coupon book's refusal of `request` (its status, code and field), or the coupon applied. */
async function preview(t: CouponSuite, request: CouponRequest) {
  try {
    return { applied: await t.app.services.coupons.preview(request) };
  } catch (err) {
    const e = err as { status: number; code: string; message: string; fields?: Record<string, string> };
    return { refused: { status: e.status, code: e.code, message: e.message, fields: e.fields } };
  }
}

describe.each(appDrivers)('coupons (%s)', (driver) => {
  const t = suiteWithUsers(driver, CAST);
  /** Ira's two courses (₹499 and ₹1,000) and Priya's (₹299). */
  let iraCourse: string;
  let iraOther: string;
  let priyaCourse: string;

  beforeAll(async () => {
    iraCourse = await publishedCourse(t.instructor, 499, 'Ira course one');
    iraOther = await publishedCourse(t.instructor, 1000, 'Ira course two');
    priyaCourse = await publishedCourse(t.priya, 299, 'Priya course');
  });

  const course = (id: string, instructorId: string, pricePaise: number) => ({ id, instructorId, pricePaise });

  describe('making coupons', () => {
    it('an instructor makes one for an own course: the code in capitals, the row as the list shows it, audited', async () => {
      const coupon = await created(t.instructor, percent('ira-twenty', 20, iraCourse, { maxUses: 10 }));
      expect(coupon).toMatchObject({
        code: 'IRA-TWENTY',
        kind: 'percent',
        percentOff: 20,
        amountOffPaise: null,
        description: '20 % off',
        scope: 'course',
        course: { id: iraCourse, title: 'Ira course one' },
        instructor: { id: t.instructor.userId, name: 'Ira Instructor' },
        createdBy: { id: t.instructor.userId, name: 'Ira Instructor', role: 'Instructor' },
        expiresAt: null,
        maxUses: 10,
        maxUsesPerBuyer: null,
        minPricePaise: null,
        uses: 0,
        revenuePaise: 0,
        status: 'active',
      });
      const audit = await t.admin.client.get(`${AUDIT_API.list}?entityType=coupon&entityId=${coupon.id}`);
      expect(audit.status, audit.text).toBe(200);
      const entries = audit.body.entries as AuditEntry[];
      expect(entries.map((e) => [e.action, e.actor.id, e.summary])).toEqual([
        ['coupon.created', t.instructor.userId, 'IRA-TWENTY: 20 % off'],
      ]);
      expect(entries[0]!.after).toMatchObject({ code: 'IRA-TWENTY', courseId: iraCourse, maxUses: 10 });
    });

    it("an instructor's coupon without a course is for all their courses; an admin's for every course", async () => {
      const mine = await created(t.instructor, fixed('IRA-ALL', 10_000, null, { minPricePaise: 50_000 }));
      expect(mine).toMatchObject({
        scope: 'instructor',
        course: null,
        instructor: { id: t.instructor.userId },
        description: '₹100 off',
        minPricePaise: 50_000,
      });
      const everyone = await created(t.admin, percent('EVERYONE-5', 5, null), 'admin');
      expect(everyone).toMatchObject({ scope: 'all', course: null, instructor: null, createdBy: { role: 'Admin' } });
      const forPriya = await created(t.admin, fixed('PRIYA-50', 5_050, priyaCourse), 'admin');
      expect(forPriya).toMatchObject({
        scope: 'course',
        course: { id: priyaCourse },
        instructor: { id: t.priya.userId, name: 'Priya Sharma' },
        description: '₹50.50 off',
      });
    });

    it("another instructor's course is 404 as a missing one; nothing is written", async () => {
      const before = await t.query<{ n: number }>(sql`select count(*)::int as n from coupons`);
      for (const courseId of [priyaCourse, '00000000-0000-4000-8000-000000000000']) {
        const res = await create(t.instructor, percent('NOT-MINE', 10, courseId));
        expectErrorShape(res, 404, 'NOT_FOUND');
        expect(res.body.error.fields).toEqual({ courseId: COURSE_MSG.courseNotFound });
      }
      const after = await t.query<{ n: number }>(sql`select count(*)::int as n from coupons`);
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it('a code already in use (in any case) is 409 with the message under the code', async () => {
      await created(t.instructor, percent('TAKEN-CODE', 10, iraCourse));
      for (const [who, side] of [
        [t.instructor, 'instructor'],
        [t.admin, 'admin'],
      ] as const) {
        const res = await create(who, percent('taken-code', 15, null), side);
        expectErrorShape(res, 409, 'COUPON_CODE_TAKEN');
        expect(res.body.error.fields).toEqual({ code: COUPON_MSG.codeTaken });
      }
    });

    it.each([
      ['a code of two characters', percent('AB', 10, null), 'code', CHECKOUT_MSG.couponFormat],
      ['a code with a space', percent('NO SPACE', 10, null), 'code', CHECKOUT_MSG.couponFormat],
      ['0 %', percent('ZERO-PC', 0, null), 'percentOff', COUPON_MSG.percentRange],
      ['101 %', percent('MORE-PC', 101, null), 'percentOff', COUPON_MSG.percentRange],
      ['12.5 %', percent('HALF-PC', 12.5, null), 'percentOff', COUPON_MSG.percentRange],
      [
        'a percent coupon without its percent',
        { code: 'NO-PC', kind: 'percent', courseId: null },
        'percentOff',
        COUPON_MSG.percentRange,
      ],
      ['₹0 off', fixed('ZERO-RS', 0, null), 'amountOffPaise', COUPON_MSG.amountInvalid],
      [
        'a fixed coupon without its amount',
        { code: 'NO-RS', kind: 'fixed', courseId: null },
        'amountOffPaise',
        COUPON_MSG.amountInvalid,
      ],
      [
        'a day that has passed',
        percent('OLD-DAY', 10, null, { expiresOn: dayFromNow(-2) }),
        'expiresOn',
        COUPON_MSG.expiryInvalid,
      ],
      ['not a day', percent('BAD-DAY', 10, null, { expiresOn: '2030-02-30' }), 'expiresOn', COUPON_MSG.expiryInvalid],
      ['0 uses', percent('NO-USES', 10, null, { maxUses: 0 }), 'maxUses', COUPON_MSG.limitInvalid],
      [
        '0 uses per buyer',
        percent('NO-BUYER', 10, null, { maxUsesPerBuyer: 0 }),
        'maxUsesPerBuyer',
        COUPON_MSG.limitInvalid,
      ],
      [
        'a negative minimum',
        percent('NEG-MIN', 10, null, { minPricePaise: -1 }),
        'minPricePaise',
        COUPON_MSG.minPriceInvalid,
      ],
      [
        'no course and no null',
        { code: 'NO-SCOPE', kind: 'percent', percentOff: 10 },
        'courseId',
        COUPON_MSG.scopeRequired,
      ],
    ])('refuses %s with 400 and the field', async (_what, body, field, message) => {
      const res = await create(t.instructor, body);
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields[field]).toBe(message);
    });

    it('takes an expiry day from today on: the coupon works to the end of that day', async () => {
      const coupon = await created(t.instructor, percent('LAST-DAY', 10, iraCourse, { expiresOn: dayFromNow(1) }));
      expect(Date.parse(coupon.expiresAt!)).toBeGreaterThan(Date.now());
      expect(coupon.status).toBe('active');
    });
  });

  describe('the lists', () => {
    it("an instructor sees the coupons of their courses (an admin's for one of them too), an admin every one", async () => {
      const adminForIra = await created(t.admin, percent('ADMIN-FOR-IRA', 30, iraOther), 'admin');
      const priyaOwn = await created(t.priya, percent('PRIYA-OWN', 10, null));
      const ira = await list(t.instructor, 'instructor', '?pageSize=100');
      const codes = ira.coupons.map((c) => c.code);
      expect(codes).toContain(adminForIra.code);
      expect(codes).toContain('IRA-ALL');
      expect(codes).not.toContain(priyaOwn.code);
      expect(codes).not.toContain('EVERYONE-5');
      expect(ira.total).toBe(codes.length);
      const all = await list(t.admin, 'admin', '?pageSize=100');
      expect(all.coupons.map((c) => c.code)).toEqual(expect.arrayContaining([...codes, 'PRIYA-OWN', 'EVERYONE-5']));
      const [row] = await t.query<{ n: number }>(sql`select count(*)::int as n from coupons`);
      expect(all.total).toBe(row!.n);
      // newest first
      expect(all.coupons[0]!.code).toBe('PRIYA-OWN');
    });

    it('searches by code (any case, % literally) and pages', async () => {
      const found = await list(t.admin, 'admin', '?search=ira-');
      expect(found.coupons.map((c) => c.code).sort()).toEqual(['IRA-ALL', 'IRA-TWENTY']);
      expect((await list(t.admin, 'admin', '?search=%25')).total).toBe(0);
      const page1 = await list(t.admin, 'admin', '?pageSize=2');
      const page2 = await list(t.admin, 'admin', '?pageSize=2&page=2');
      expect(page1.coupons).toHaveLength(2);
      expect(page2.page).toBe(2);
      expect(page2.coupons.map((c) => c.id)).not.toContain(page1.coupons[0]!.id);
    });

    it('counts uses (orders Pending or paid) and revenue (paid), and says when every use is taken', async () => {
      const coupon = await created(t.instructor, percent('COUNTED', 10, iraCourse, { maxUses: 3 }));
      const buyers: Person[] = [];
      for (const name of ['One', 'Two', 'Three', 'Four']) buyers.push(await insertUser(t, `Buyer ${name}`));
      const statuses = ['Approval', 'Approval', 'Pending', 'Cancelled'] as const;
      for (const [i, status] of statuses.entries()) {
        const id = await insertOrder(t, {
          buyer: buyers[i]!,
          courseId: iraCourse,
          pricePaise: 44_910 - i,
          status,
          createdAt: new Date(),
        });
        await t.query(sql`update orders set coupon_id = ${coupon.id}, coupon_code = ${coupon.code},
          list_price_paise = 49_900, discount_paise = 49_900 - price_paise where id = ${id}`);
      }
      const [row] = (await list(t.instructor, 'instructor', '?search=COUNTED')).coupons;
      expect(row).toMatchObject({ uses: 3, revenuePaise: 44_910 + 44_909, status: 'used-up' });
      const [same] = (await list(t.admin, 'admin', '?search=COUNTED')).coupons;
      expect(same).toEqual(row);
    });

    it('only Instructor reaches the instructor list, only Admin the admin list', async () => {
      expectErrorShape(await t.student.client.get(COUPON_API.instructor), 403);
      expectErrorShape(await t.instructor.client.get(COUPON_API.admin), 403);
      expectErrorShape(await t.admin.client.get(COUPON_API.instructor), 403);
      expectErrorShape(await t.client().get(COUPON_API.admin), 401);
    });
  });

  describe('disabling', () => {
    it('an instructor disables a coupon of their list (audited once); another instructor gets 404', async () => {
      const coupon = await created(t.instructor, percent('SWITCH-OFF', 10, iraCourse));
      expectErrorShape(
        await t.priya.client.post(disablePath(COUPON_API.instructorDisable, coupon.id)),
        404,
        'NOT_FOUND',
      );
      const res = await t.instructor.client.post(disablePath(COUPON_API.instructorDisable, coupon.id));
      expect(res.status, res.text).toBe(200);
      expect(res.body.message).toBe(COUPON_MSG.disabledDone('SWITCH-OFF'));
      expect(res.body.coupon).toMatchObject({ id: coupon.id, status: 'disabled' });
      const again = await t.instructor.client.post(disablePath(COUPON_API.instructorDisable, coupon.id));
      expect(again.status, again.text).toBe(200);
      const audit = await t.admin.client.get(`${AUDIT_API.list}?entityType=coupon&entityId=${coupon.id}`);
      expect((audit.body.entries as AuditEntry[]).map((e) => e.action)).toEqual(['coupon.disabled', 'coupon.created']);
      const refused = await preview(t, {
        code: 'SWITCH-OFF',
        buyerId: t.student.userId,
        course: course(iraCourse, t.instructor.userId, 49_900),
      });
      expect(refused.refused).toMatchObject({ status: 404, code: 'COUPON_NOT_FOUND' });
    });

    it("an admin disables anyone's coupon; an unknown id is 404", async () => {
      const coupon = await created(t.priya, percent('PRIYA-OFF', 10, priyaCourse));
      const res = await t.admin.client.post(disablePath(COUPON_API.adminDisable, coupon.id));
      expect(res.status, res.text).toBe(200);
      expect(res.body.coupon.status).toBe('disabled');
      expectErrorShape(
        await t.admin.client.post(disablePath(COUPON_API.adminDisable, '00000000-0000-4000-8000-000000000000')),
        404,
      );
    });
  });

  describe('at Buy Now (the coupon book)', () => {
    const ira = () => course(iraCourse, t.instructor.userId, 49_900);

    it("prices Buy Now's quote with the code (any case) and refuses one that does not apply", async () => {
      const res = await t.student.client.post(CHECKOUT_API.quote, { courseId: iraCourse, couponCode: 'ira-twenty' });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toMatchObject({
        listPricePaise: 49_900,
        discountPaise: 9_980,
        pricePaise: 39_920,
        coupon: { code: 'IRA-TWENTY', description: '20 % off' },
      });
      const refused = await t.student.client.post(CHECKOUT_API.quote, { courseId: iraCourse, couponCode: 'PRIYA-OWN' });
      expectErrorShape(refused, 409, 'COUPON_NOT_FOR_COURSE');
      expect(refused.body.error.fields).toEqual({ couponCode: CHECKOUT_MSG.couponNotForCourse });
      expectErrorShape(
        await t.student.client.post(CHECKOUT_API.quote, { courseId: iraCourse, couponCode: 'NO-SUCH-CODE' }),
        404,
        'COUPON_NOT_FOUND',
      );
    });

    it('applies a percent coupon as floor(price × percent / 100) and a fixed one up to the price', async () => {
      await created(t.instructor, percent('ODD-PRICE', 20, null));
      await created(t.instructor, fixed('BIG-FIXED', 200_000, null));
      const odd = await preview(t, {
        code: 'ODD-PRICE',
        buyerId: t.student.userId,
        course: course(iraCourse, t.instructor.userId, 49_999),
      });
      expect(odd.applied).toMatchObject<Partial<AppliedCoupon>>({
        code: 'ODD-PRICE',
        discountPaise: 9_999,
        description: '20 % off',
      });
      const big = await preview(t, { code: 'BIG-FIXED', buyerId: t.student.userId, course: ira() });
      expect(big.applied).toMatchObject({ discountPaise: 49_900, description: '₹2,000 off' });
      const hundred = await created(t.admin, percent('ALL-FREE', 100, null), 'admin');
      const free = await preview(t, { code: 'ALL-FREE', buyerId: t.student.userId, course: ira() });
      expect(free.applied).toEqual({
        couponId: hundred.id,
        code: 'ALL-FREE',
        discountPaise: 49_900,
        description: '100 % off',
      });
    });

    it('refuses in order: unknown, expired, not for this course, below the minimum, used up, used by this buyer', async () => {
      const buyer = await insertUser(t, 'Rule Buyer');
      const refusal = async (code: string, c = ira(), buyerId = buyer.id) =>
        (await preview(t, { code, buyerId, course: c })).refused;

      expect(await refusal('NO-SUCH-CODE')).toEqual({
        status: 404,
        code: 'COUPON_NOT_FOUND',
        message: CHECKOUT_MSG.couponNotFound,
        fields: { couponCode: CHECKOUT_MSG.couponNotFound },
      });

      // Expired and for another course: expired is said first.
      const old = await created(t.priya, percent('GONE-BY', 10, priyaCourse));
      await t.query(sql`update coupons set expires_at = now() - interval '1 minute' where id = ${old.id}`);
      expect(await refusal('GONE-BY')).toMatchObject({
        status: 409,
        code: 'COUPON_EXPIRED',
        message: CHECKOUT_MSG.couponExpired,
      });

      // Course scope and instructor scope.
      expect(await refusal('PRIYA-50')).toMatchObject({ status: 409, code: 'COUPON_NOT_FOR_COURSE' });
      expect(await refusal('PRIYA-OWN')).toMatchObject({ code: 'COUPON_NOT_FOR_COURSE' });
      expect(await refusal('IRA-TWENTY', course(iraOther, t.instructor.userId, 100_000))).toMatchObject({
        code: 'COUPON_NOT_FOR_COURSE',
        fields: { couponCode: CHECKOUT_MSG.couponNotForCourse },
      });
      expect(
        (
          await preview(t, {
            code: 'IRA-ALL',
            buyerId: buyer.id,
            course: course(iraOther, t.instructor.userId, 100_000),
          })
        ).applied,
      ).toMatchObject({ discountPaise: 10_000 });

      // IRA-ALL: ₹100 off from ₹500.00 on; the ₹499 course is below it.
      expect(await refusal('IRA-ALL')).toEqual({
        status: 409,
        code: 'COUPON_BELOW_MINIMUM',
        message: CHECKOUT_MSG.couponBelowMinimum('₹500.00'),
        fields: { couponCode: 'This coupon applies to courses priced at ₹500.00 or more' },
      });

      // COUNTED: 3 uses of 3 taken.
      expect(await refusal('COUNTED')).toMatchObject({
        status: 409,
        code: 'COUPON_USED_UP',
        message: CHECKOUT_MSG.couponUsedUp,
      });

      // Once per buyer: a Pending order of this buyer holds the use; a cancelled one does not.
      const once = await created(t.instructor, percent('ONCE-EACH', 10, iraCourse, { maxUsesPerBuyer: 1 }));
      const orderId = await insertOrder(t, {
        buyer,
        courseId: iraCourse,
        pricePaise: 44_910,
        status: 'Cancelled',
        createdAt: new Date(),
      });
      await t.query(
        sql`update orders set coupon_id = ${once.id}, list_price_paise = 49_900, discount_paise = 4_990 where id = ${orderId}`,
      );
      expect((await preview(t, { code: 'ONCE-EACH', buyerId: buyer.id, course: ira() })).applied).toBeDefined();
      await t.query(sql`update orders set status = 'Pending' where id = ${orderId}`);
      expect(await refusal('ONCE-EACH')).toMatchObject({
        status: 409,
        code: 'COUPON_ALREADY_USED',
        message: CHECKOUT_MSG.couponAlreadyUsed,
      });
      // Another buyer still may.
      expect((await preview(t, { code: 'ONCE-EACH', buyerId: t.student.userId, course: ira() })).applied).toBeDefined();
    });
  });
});

describe.each(databaseDrivers)('coupon redemptions at once (%s)', (driver) => {
  const t = suiteWithUsers(driver, usualCast('admin', 'instructor'));
  let courseId: string;

  beforeAll(async () => {
    courseId = await publishedCourse(t.instructor, 499, 'Raced course');
  });

  /**
   * What checkout does: in one transaction, redeem the code (its row locked) and insert the order
   * naming it. Answers the refusal's code, or 'ok'.
   */
  async function buyWith(code: string, buyer: Person): Promise<string> {
    const request: CouponRequest = {
      code,
      buyerId: buyer.id,
      course: { id: courseId, instructorId: t.instructor.userId, pricePaise: 49_900 },
    };
    try {
      await t.app.db.transaction(async (tx) => {
        const applied = await t.app.services.coupons.redeem(tx, request);
        await tx.insert(orders).values({
          userId: buyer.id,
          userEmail: buyer.email,
          instructorId: t.instructor.userId,
          courseId,
          courseTitle: 'Raced course',
          listPricePaise: 49_900,
          discountPaise: applied.discountPaise,
          pricePaise: 49_900 - applied.discountPaise,
          couponId: applied.couponId,
          couponCode: applied.code,
          provider: 'sandbox',
        });
      });
      return 'ok';
    } catch (err) {
      return (err as { code: string }).code;
    }
  }

  const usesOf = async (couponId: string) =>
    (await t.query<{ n: number }>(sql`select count(*)::int as n from orders where coupon_id = ${couponId}`))[0]!.n;

  it('20 buyers at once against 5 uses: exactly 5 orders name the coupon', async () => {
    const coupon = await created(t.instructor, percent('RACE-FIVE', 10, courseId, { maxUses: 5 }));
    const buyers = await Promise.all(Array.from({ length: 20 }, (_, i) => insertUser(t, `Racer ${i}`)));
    const results = await Promise.all(buyers.map((b) => buyWith(coupon.code, b)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'COUPON_USED_UP')).toBe(true);
    expect(await usesOf(coupon.id)).toBe(5);
  });

  it('one buyer 10 times at once against 2 uses per buyer: exactly 2 orders', async () => {
    const coupon = await created(t.instructor, fixed('RACE-BUYER', 5_000, courseId, { maxUsesPerBuyer: 2 }));
    const buyer = await insertUser(t, 'Eager Buyer');
    const results = await Promise.all(Array.from({ length: 10 }, () => buyWith(coupon.code, buyer)));
    expect(results.filter((r) => r === 'ok')).toHaveLength(2);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'COUPON_ALREADY_USED')).toBe(true);
    expect(await usesOf(coupon.id)).toBe(2);
  });
});
