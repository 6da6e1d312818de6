/**
 * Process Payment over HTTP: the pay page's context, recording a payout (the balance, the audit
 * entry), and every refusal: a second or concurrent payout of one order, an order that did not
 * succeed, a sale above the available balance, a race that ends on the unique order id.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  AUDIT_API,
  PAYOUT_MSG,
  WITHDRAWAL_API,
  type AuditEntry,
  type Balance,
  type PayoutContext,
} from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import { DECIDING_ADMINS, instructorWithCourse, payPath, sale, sales, setUpi } from './helpers/sales.js';
import { expectErrorShape, type TestUser } from './helpers/users.js';
import { suiteWithUsers } from './helpers/suite.js';

describe.each(databaseDrivers)('payouts (%s)', (driver) => {
  const t = suiteWithUsers(driver, DECIDING_ADMINS);

  const context = async (orderId: string) => {
    const res = await t.admin.client.get(payPath(orderId));
    expect(res.status, res.text).toBe(200);
    return res.body as PayoutContext;
  };
  const record = (who: TestUser, orderId: string, reference: unknown = 'UPI-REF-1') =>
    who.client.post(payPath(orderId), { reference });
  const balanceOf = async (instructor: TestUser) =>
    (await instructor.client.get(WITHDRAWAL_API.history)).body.balance as Balance;
  const payoutCount = async (orderId: string) =>
    (await t.query<{ n: number }>(sql`select count(*)::int as n from payouts where order_id = ${orderId}`))[0]!.n;

  it('pays the earning of a taxed sale: the price less GST, in the context, the payout and the balance', async () => {
    const { courseId } = await instructorWithCourse(t);
    const [orderId] = await sales(t, courseId, [1_18_000]);
    await t.query(sql`update orders set cgst_paise = 9000, sgst_paise = 9000 where id = ${orderId!}`);
    const ctx = await context(orderId!);
    expect(ctx.order.amountPaise).toBe(1_18_000);
    expect(ctx.payoutPaise).toBe(1_00_000);
    const res = await t.admin.client.post(payPath(orderId!), { reference: 'UPI-TAXED-1' });
    expect(res.status, res.text).toBe(201);
    expect(res.body.payout.amountPaise).toBe(1_00_000);
  });

  it('the pay page: the order, the instructor with the UPI ID, the balance, no payout, nothing blocking', async () => {
    const { instructor, courseId } = await instructorWithCourse(t);
    const [orderId] = await sales(t, courseId, [49_900, 30_000]);
    const ctx = await context(orderId!);
    expect(ctx).toMatchObject({
      order: {
        id: orderId,
        status: 'Approval',
        courseId,
        courseTitle: 'Paid Course',
        instructorId: instructor.userId,
        amountPaise: 49_900,
      },
      // No GST on this sale: the instructor is paid the whole price.
      payoutPaise: 49_900,
      instructor: {
        id: instructor.userId,
        name: 'Ira Instructor',
        email: instructor.creds.email,
        upi: 'teacher@okbank',
      },
      balance: {
        earnedPaise: 79_900,
        approvedWithdrawalsPaise: 0,
        pendingWithdrawalsPaise: 0,
        paidOutPaise: 0,
        availablePaise: 79_900,
      },
      payout: null,
      blockedReason: null,
      audit: [],
    });
    expect(ctx.order.userEmail).toMatch(/@example\.com$/);
    expect(Date.parse(ctx.order.date)).not.toBeNaN();

    await setUpi(t, instructor.userId, ' ');
    expect((await context(orderId!)).instructor.upi).toBeNull();
  });

  it('recording a payout: 201, the payout of the order price, the balance reduced by it, the audit entry', async () => {
    const { instructor, courseId } = await instructorWithCourse(t);
    const [orderId, other] = await sales(t, courseId, [49_900, 30_000]);
    const res = await record(t.admin, orderId!, '  UTR123456  ');
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: PAYOUT_MSG.recorded,
      payout: {
        orderId,
        amountPaise: 49_900,
        reference: 'UTR123456',
        recordedBy: { id: t.admin.userId, name: 'Asha Admin', email: t.admin.creds.email },
      },
      balance: { earnedPaise: 79_900, paidOutPaise: 49_900, availablePaise: 30_000 },
    });
    expect(await balanceOf(instructor)).toEqual({
      earnedPaise: 79_900,
      approvedWithdrawalsPaise: 0,
      pendingWithdrawalsPaise: 0,
      paidOutPaise: 49_900,
      availablePaise: 30_000,
    });

    const ctx = await context(orderId!);
    expect(ctx.payout).toEqual(res.body.payout);
    expect(ctx.blockedReason).toBe(PAYOUT_MSG.alreadyPaid);
    expect(ctx.audit).toHaveLength(1);
    expect(ctx.audit[0]).toMatchObject({
      actor: { id: t.admin.userId, name: 'Asha Admin', email: t.admin.creds.email, role: 'Admin' },
      action: 'payout.recorded',
      entityType: 'order',
      entityId: orderId,
      summary: '₹499.00 to Ira Instructor for Paid Course',
      before: null,
      after: { payoutId: res.body.payout.id, amountPaise: 49_900, reference: 'UTR123456' },
    });
    // The other sale is still payable, against the reduced balance.
    expect((await context(other!)).blockedReason).toBeNull();

    const list = await t.admin.client.get(`${AUDIT_API.list}?action=payout.recorded&entityId=${orderId}`);
    expect(list.status, list.text).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1 });
    expect((list.body.entries as AuditEntry[])[0]).toEqual(ctx.audit[0]);
  });

  it('the reference round trip: 6 and 64 characters of letters, digits, - and _ are stored and shown as typed', async () => {
    const { courseId } = await instructorWithCourse(t);
    const [short, long] = await sales(t, courseId, [10_000, 10_000]);
    const longest = `UPI_${'a1-'.repeat(20)}`;
    expect(longest).toHaveLength(64);
    for (const [orderId, reference] of [
      [short!, 'Ab-1_2'],
      [long!, longest],
    ] as const) {
      const res = await record(t.admin, orderId, reference);
      expect(res.status, res.text).toBe(201);
      expect((await context(orderId)).payout?.reference).toBe(reference);
      const [row] = await t.query<{ reference: string }>(
        sql`select reference from payouts where order_id = ${orderId}`,
      );
      expect(row!.reference).toBe(reference);
    }
  });

  it('a second payout of the same order answers 409 ALREADY_PAID', async () => {
    const { courseId } = await instructorWithCourse(t);
    const [orderId] = await sales(t, courseId, [20_000, 20_000]);
    expect((await record(t.admin, orderId!)).status).toBe(201);
    for (const who of [t.admin, t.secondAdmin]) {
      const again = await record(who, orderId!, 'UPI-REF-2');
      expectErrorShape(again, 409, 'ALREADY_PAID');
      expect(again.body.error.message).toBe(PAYOUT_MSG.alreadyPaid);
    }
    expect(await payoutCount(orderId!)).toBe(1);
  });

  it('two concurrent payouts of one order: exactly one 201 and one 409', async () => {
    const { instructor, courseId } = await instructorWithCourse(t);
    const [orderId] = await sales(t, courseId, [20_000, 20_000]);
    const results = await Promise.all([
      record(t.admin, orderId!, 'UPI-RACE-A'),
      record(t.secondAdmin, orderId!, 'UPI-RACE-B'),
    ]);
    expect(results.map((r) => r.status).sort(), results.map((r) => r.text).join('\n')).toEqual([201, 409]);
    expectErrorShape(
      results.find((r) => r.status === 409)!,
      409,
      'ALREADY_PAID',
    );
    expect(await payoutCount(orderId!)).toBe(1);
    expect((await balanceOf(instructor)).paidOutPaise).toBe(20_000);
    expect((await context(orderId!)).audit).toHaveLength(1);
  });

  it('an order that did not succeed cannot be paid out (409 NOT_PAYABLE)', async () => {
    const { courseId } = await instructorWithCourse(t);
    await sales(t, courseId, [100_000]);
    for (const status of ['Pending', 'Rejected', 'Cancelled'] as const) {
      const orderId = await sale(t, courseId, 10_000, status);
      expect((await context(orderId)).blockedReason).toBe(PAYOUT_MSG.notPayable);
      const res = await record(t.admin, orderId);
      expectErrorShape(res, 409, 'NOT_PAYABLE');
      expect(res.body.error.message).toBe(PAYOUT_MSG.notPayable);
      expect(await payoutCount(orderId)).toBe(0);
    }
  });

  it('a sale above the available balance cannot be paid out (409 INSUFFICIENT_BALANCE)', async () => {
    const { instructor, courseId } = await instructorWithCourse(t);
    const [orderId] = await sales(t, courseId, [50_000]);
    const w = await instructor.client.post(WITHDRAWAL_API.request, { amountPaise: 30_000 });
    expect(w.status, w.text).toBe(201);
    // 20,000 available after the pending request; the sale is 50,000.
    const ctx = await context(orderId!);
    expect(ctx.balance.availablePaise).toBe(20_000);
    expect(ctx.blockedReason).toBe(PAYOUT_MSG.exceedsBalance);
    const res = await record(t.admin, orderId!);
    expectErrorShape(res, 409, 'INSUFFICIENT_BALANCE');
    expect(res.body.error.message).toBe(PAYOUT_MSG.exceedsBalance);
    expect(await payoutCount(orderId!)).toBe(0);
    expect((await balanceOf(instructor)).availablePaise).toBe(20_000);
  });

  it('unknown orders 404, a blank or malformed reference 400 (6-64 letters, digits, - or _), admins only', async () => {
    const missing = await t.admin.client.get(payPath(randomUUID()));
    expectErrorShape(missing, 404, 'ORDER_NOT_FOUND');
    expect(missing.body.error.message).toBe(PAYOUT_MSG.orderNotFound);
    expectErrorShape(await record(t.admin, randomUUID()), 404, 'ORDER_NOT_FOUND');
    expectErrorShape(await t.admin.client.get(payPath('nope')), 400, 'BAD_REQUEST');

    const { instructor, courseId } = await instructorWithCourse(t);
    const [orderId] = await sales(t, courseId, [10_000]);
    for (const body of [
      { reference: '' },
      { reference: '   ' },
      {},
      { reference: 7 },
      { reference: 'x'.repeat(65) },
      { reference: 'UTR12' },
      { reference: 'UTR 123456' },
      { reference: 'ref@bank!' },
      { reference: '=HYPERLINK("x")' },
    ]) {
      const res = await t.admin.client.post(payPath(orderId!), body);
      expectErrorShape(res, 400, 'BAD_REQUEST');
      if (typeof body.reference === 'string') {
        expect(res.body.error.message).toBe(
          body.reference.trim() === '' ? PAYOUT_MSG.referenceRequired : PAYOUT_MSG.referenceShape,
        );
      }
    }
    expectErrorShape(await instructor.client.get(payPath(orderId!)), 403, 'FORBIDDEN');
    expectErrorShape(await record(instructor, orderId!), 403, 'FORBIDDEN');
    expectErrorShape(await t.client().get(payPath(orderId!)), 401, 'UNAUTHENTICATED');
    expect(await payoutCount(orderId!)).toBe(0);
  });

  // Only a server with several connections can hold a competing insert open while the request runs.
  if (driver === 'postgres') {
    it('a payout racing past the checks ends on the unique order id: 409 ALREADY_PAID, not 500', async () => {
      const { courseId } = await instructorWithCourse(t);
      const [orderId] = await sales(t, courseId, [10_000]);
      const other = new pg.Client({ connectionString: t.databaseUrl });
      await other.connect();
      try {
        await other.query('begin');
        // Written by another path that takes no balance lock (booked to another user, so it holds no
        // lock on the instructor either): the request's checks cannot see it until it commits.
        await other.query(
          `insert into payouts (order_id, instructor_id, amount_paise, reference, recorded_by) values ($1, $2, 10000, 'other', $2)`,
          [orderId, t.secondAdmin.userId],
        );
        const pending = record(t.admin, orderId!);
        // Wait until the request's insert waits on the uncommitted one.
        for (let i = 0; ; i++) {
          const [row] = await t.query<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and query ilike 'insert into "payouts"%'`);
          if (row!.n > 0) break;
          if (i > 500) throw new Error('the payout request never reached its insert');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await other.query('commit');
        const res = await pending;
        expectErrorShape(res, 409, 'ALREADY_PAID');
        expect(res.body.error.message).toBe(PAYOUT_MSG.alreadyPaid);
      } finally {
        await other.end();
      }
      expect(await payoutCount(orderId!)).toBe(1);
      expect((await context(orderId!)).audit).toEqual([]);
    });
  }
});
