/**
 * An instructor's earnings over HTTP, on data built here (orders written straight to the database
 * with chosen statuses, prices and dates): total, this and last calendar month, spec 9 growth
 * (previous month zero), the balance with withdrawals and payouts, the monthly series; the sales
 * list's sorts, pages and search; and that an instructor only ever sees their own money. Month
 * boundaries in the college's time zone are checked with the service on a pinned clock, over the
 * real SQL.
 */
import { randomUUID } from 'node:crypto';
import {
  EARNINGS_API,
  EARNINGS_CHART_MONTHS,
  EARNINGS_MSG,
  type EarningsSort,
  type EarningsSummary,
  type OrderStatus,
  type Sale,
  type SalesPage,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DatabaseLedger } from '../src/modules/earnings/ledger.js';
import { EarningsRepository } from '../src/modules/earnings/repository.js';
import { EarningsService } from '../src/modules/earnings/service.js';
import { monthWindows } from '../src/modules/earnings/months.js';
import { databaseDrivers } from './helpers/app.js';
import { createCourse } from './helpers/courses.js';
import {
  inMonth,
  insertOrder,
  insertPayout,
  insertUser,
  insertWithdrawal,
  ist,
  type Person,
} from './helpers/earnings.js';
import { expectErrorShape, type TestUser } from './helpers/users.js';
import { USUAL_PEOPLE, usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

const TZ = 'Asia/Kolkata';

describe('calendar months in the time zone (no database)', () => {
  it('a month begins at local midnight of its first day, as an instant', () => {
    // 00:00 IST on 1 April 2025 is 18:30 UTC on 31 March.
    const w = monthWindows(ist('2025-04-01 00:00'), TZ, 6);
    expect(w.thisMonth).toEqual({
      key: '2025-04',
      start: new Date('2025-03-31T18:30:00Z'),
      end: new Date('2025-04-30T18:30:00Z'),
    });
    expect(w.lastMonth).toEqual({
      key: '2025-03',
      start: new Date('2025-02-28T18:30:00Z'),
      end: new Date('2025-03-31T18:30:00Z'),
    });
    expect(w.chart.map((m) => m.key)).toEqual(['2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04']);
    // One minute earlier it is still March there, though already 31 March 18:29 in UTC.
    expect(monthWindows(ist('2025-03-31 23:59'), TZ, 6).thisMonth.key).toBe('2025-03');
  });

  it('the months follow the configured time zone', () => {
    const w = monthWindows(new Date('2025-01-01T03:00:00Z'), 'America/New_York', 2);
    expect(w.thisMonth.key).toBe('2024-12');
    expect(w.chart.map((m) => m.key)).toEqual(['2024-11', '2024-12']);
    expect(w.thisMonth.start).toEqual(new Date('2024-12-01T05:00:00Z'));
  });
});

type BuyerKey = 'b1' | 'b2' | 'b3' | 'b4' | 'b5' | 'b6' | 'b7';
type CourseKey = 'react' | 'node';

/** Ira's orders: [buyer, course, paise, status, months back, hours into that month]. */
const PLAN: [BuyerKey, CourseKey, number, OrderStatus, number, number][] = [
  ['b1', 'react', 49_900, 'Approval', 0, 1],
  ['b2', 'react', 29_900, 'Approval', 0, 48],
  ['b3', 'node', 50_000, 'Approval', 1, 72],
  ['b4', 'node', 10_000, 'Approval', 1, 1],
  ['b1', 'node', 99_900, 'Approval', 3, 120],
  ['b5', 'react', 49_900, 'Pending', 0, 3],
  ['b6', 'react', 49_900, 'Rejected', 1, 2],
  ['b2', 'node', 50_000, 'Cancelled', 4, 5],
  ['b7', 'react', 19_900, 'Approval', EARNINGS_CHART_MONTHS + 2, 5],
];
const BUYERS: Record<BuyerKey, string> = {
  b1: 'Asha Buyer',
  b2: 'Bala Buyer',
  b3: 'Chitra Buyer',
  b4: 'Dev Buyer',
  b5: 'Esha Buyer',
  b6: 'Farid Buyer',
  b7: 'Gita Buyer',
};
const TITLES: Record<CourseKey, string> = { react: 'React Basics', node: 'Node 100%_Deep' };

const paid = PLAN.filter((p) => p[3] === 'Approval');
const paidIn = (monthsBack: number) => paid.filter((p) => p[4] === monthsBack).reduce((s, p) => s + p[2], 0);
const salesIn = (monthsBack: number) => paid.filter((p) => p[4] === monthsBack).length;
const TOTAL = paid.reduce((s, p) => s + p[2], 0);

describe.each(databaseDrivers)('earnings (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    ira: USUAL_PEOPLE.instructor,
    omar: ['Instructor', 'Omar Instructor'],
    fresh: ['Instructor', 'Farah New'],
    ...usualCast('quiet'),
    pin: ['Instructor', 'Pinaki Clock'],
    ...usualCast('student'),
    admin: ['Admin', 'Anil Admin'],
  });
  const courseIds = {} as Record<CourseKey, string>;
  const buyers = {} as Record<BuyerKey, Person>;
  /** Ira's orders in PLAN order. */
  const orderIds: string[] = [];
  const omarOrders: string[] = [];
  let paidOutOrder: string;

  beforeAll(async () => {
    for (const key of ['react', 'node'] as const) {
      courseIds[key] = (
        await createCourse(t.ira.client, { lessons: 1, publish: true, overrides: { title: TITLES[key] } })
      ).id;
    }
    for (const [key, name] of Object.entries(BUYERS)) buyers[key as BuyerKey] = await insertUser(t, name);
    for (const [buyer, course, pricePaise, status, back, hours] of PLAN) {
      orderIds.push(
        await insertOrder(t, {
          buyer: buyers[buyer],
          courseId: courseIds[course],
          pricePaise,
          status,
          createdAt: inMonth(TZ, back, hours),
        }),
      );
    }
    // Omar sells to one of Ira's buyers too.
    const omarCourse = (
      await createCourse(t.omar.client, { lessons: 1, publish: true, overrides: { title: 'React Basics' } })
    ).id;
    for (const [buyer, status] of [
      ['b1', 'Approval'],
      ['b3', 'Pending'],
    ] as const) {
      omarOrders.push(
        await insertOrder(t, {
          buyer: buyers[buyer],
          courseId: omarCourse,
          pricePaise: 77_700,
          status,
          createdAt: inMonth(TZ, 0, 5),
        }),
      );
    }
    // Ira's money going out: withdrawals in each status and one payout (of the node sale to b3).
    await insertWithdrawal(t, t.ira.userId, 20_000, 'approved', t.admin.userId);
    await insertWithdrawal(t, t.ira.userId, 15_000, 'pending', t.admin.userId);
    await insertWithdrawal(t, t.ira.userId, 50_000, 'rejected', t.admin.userId);
    paidOutOrder = orderIds[2]!;
    await insertPayout(t, paidOutOrder, t.admin.userId);
    // Farah sold only this month.
    const freshCourse = (await createCourse(t.fresh.client, { lessons: 1, publish: true })).id;
    await insertOrder(t, {
      buyer: buyers.b1,
      courseId: freshCourse,
      pricePaise: 12_300,
      status: 'Approval',
      createdAt: inMonth(TZ, 0, 2),
    });
  });

  const summaryOf = async (who: TestUser) => {
    const res = await who.client.get(EARNINGS_API.summary);
    expect(res.status, res.text).toBe(200);
    return res.body as EarningsSummary;
  };
  const salesOf = async (who: TestUser, query: Record<string, string | number> = {}) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
    const res = await who.client.get(`${EARNINGS_API.sales}${qs ? `?${qs}` : ''}`);
    expect(res.status, res.text).toBe(200);
    return res.body as SalesPage;
  };
  const allSalesOf = async (who: TestUser, sort: EarningsSort = 'date') =>
    (await salesOf(who, { sort, pageSize: 100 })).sales;

  describe('summary', () => {
    it('total, this month, last month and growth come from the Approval orders only', async () => {
      const s = await summaryOf(t.ira);
      expect(s.totalPaise).toBe(TOTAL);
      expect(s.thisMonthPaise).toBe(paidIn(0));
      expect(s.lastMonthPaise).toBe(paidIn(1));
      expect(s.thisMonthPaise).toBe(79_800);
      expect(s.lastMonthPaise).toBe(60_000);
      expect(s.growthPercent).toBe(33); // (79 800 − 60 000) / 60 000 × 100
      expect(s.timeZone).toBe(TZ);
    });

    it('the monthly series: the last months oldest first, months without sales as zero', async () => {
      const s = await summaryOf(t.ira);
      expect(s.monthly).toHaveLength(EARNINGS_CHART_MONTHS);
      const expected = Array.from({ length: EARNINGS_CHART_MONTHS }, (_, i) => EARNINGS_CHART_MONTHS - 1 - i).map(
        (back) => ({
          month: keyOf(back),
          amountPaise: paidIn(back),
          sales: salesIn(back),
        }),
      );
      expect(s.monthly).toEqual(expected);
      expect(s.monthly.filter((m) => m.amountPaise === 0).length).toBeGreaterThan(0);
      // The sale older than the chart counts in the total only.
      expect(s.monthly.reduce((sum, m) => sum + m.amountPaise, 0)).toBe(TOTAL - paidIn(EARNINGS_CHART_MONTHS + 2));
    });

    it('the balance: earned − approved − pending withdrawals − payouts; rejected requests give nothing back', async () => {
      const s = await summaryOf(t.ira);
      expect(s.balance).toEqual({
        earnedPaise: TOTAL,
        approvedWithdrawalsPaise: 20_000,
        pendingWithdrawalsPaise: 15_000,
        paidOutPaise: 50_000,
        availablePaise: TOTAL - 20_000 - 15_000 - 50_000,
      });
    });

    it('growth with last month at zero is 100, and 0 when both months are zero', async () => {
      const f = await summaryOf(t.fresh);
      expect([f.thisMonthPaise, f.lastMonthPaise, f.growthPercent]).toEqual([12_300, 0, 100]);
      const q = await summaryOf(t.quiet);
      expect(q).toEqual({
        totalPaise: 0,
        thisMonthPaise: 0,
        lastMonthPaise: 0,
        growthPercent: 0,
        balance: {
          earnedPaise: 0,
          approvedWithdrawalsPaise: 0,
          pendingWithdrawalsPaise: 0,
          paidOutPaise: 0,
          availablePaise: 0,
        },
        monthly: Array.from({ length: EARNINGS_CHART_MONTHS }, (_, i) => ({
          month: keyOf(EARNINGS_CHART_MONTHS - 1 - i),
          amountPaise: 0,
          sales: 0,
        })),
        timeZone: TZ,
      });
    });

    it("each instructor's figures are their own", async () => {
      const o = await summaryOf(t.omar);
      expect(o.totalPaise).toBe(77_700);
      expect(o.balance.availablePaise).toBe(77_700);
    });
  });

  describe('month boundaries on a pinned clock (the service over the real SQL)', () => {
    let course: string;
    const service = (now: string) =>
      new EarningsService(new EarningsRepository(t.app.db), new DatabaseLedger(t.app.db), TZ, () => ist(now));

    beforeAll(async () => {
      course = (await createCourse(t.pin.client, { lessons: 1, publish: true })).id;
      const buyer = async (name: string) => insertUser(t, name);
      const at = async (local: string, pricePaise: number) =>
        insertOrder(t, {
          buyer: await buyer(`Pin ${local}`),
          courseId: course,
          pricePaise,
          status: 'Approval',
          createdAt: ist(local),
        });
      await at('2025-02-28 23:59', 1_000); // February in India (18:29 UTC, 28 Feb)
      await at('2025-03-01 00:01', 2_000); // March in India, still 28 February in UTC
      await at('2025-03-31 23:59', 4_000); // March in India
      await at('2025-04-01 00:01', 8_000); // April in India, still 31 March in UTC
    });

    it('a sale at 23:59 on the last day counts in that month, one at 00:01 in the next', async () => {
      const april = await service('2025-04-15 12:00').summary(t.pin.userId);
      expect(april.thisMonthPaise).toBe(8_000);
      expect(april.lastMonthPaise).toBe(2_000 + 4_000);
      expect(april.growthPercent).toBe(33.3); // (8 000 − 6 000) / 6 000 × 100, one decimal
      expect(april.monthly).toEqual([
        { month: '2024-11', amountPaise: 0, sales: 0 },
        { month: '2024-12', amountPaise: 0, sales: 0 },
        { month: '2025-01', amountPaise: 0, sales: 0 },
        { month: '2025-02', amountPaise: 1_000, sales: 1 },
        { month: '2025-03', amountPaise: 6_000, sales: 2 },
        { month: '2025-04', amountPaise: 8_000, sales: 1 },
      ]);
      expect(april.totalPaise).toBe(15_000);
    });

    it('the clock crossing local midnight moves this month and last month', async () => {
      const lastMinuteOfMarch = await service('2025-03-31 23:59').monthFigures(t.pin.userId);
      expect(lastMinuteOfMarch).toEqual({ thisMonthPaise: 6_000, lastMonthPaise: 1_000, growthPercent: 500 });
      const firstMinuteOfApril = await service('2025-04-01 00:00').monthFigures(t.pin.userId);
      expect(firstMinuteOfApril).toEqual({ thisMonthPaise: 8_000, lastMonthPaise: 6_000, growthPercent: 33.3 });
      const may = await service('2025-05-02 09:00').monthFigures(t.pin.userId);
      expect(may).toEqual({ thisMonthPaise: 0, lastMonthPaise: 8_000, growthPercent: -100 });
    });

    it('another time zone puts the same sales in other months', async () => {
      const utc = new EarningsService(
        new EarningsRepository(t.app.db),
        new DatabaseLedger(t.app.db),
        'UTC',
        () => new Date('2025-04-15T00:00:00Z'),
      );
      const s = await utc.summary(t.pin.userId);
      expect(s.thisMonthPaise).toBe(0);
      expect(s.lastMonthPaise).toBe(4_000 + 8_000);
      expect(s.monthly.find((m) => m.month === '2025-02')).toEqual({ month: '2025-02', amountPaise: 3_000, sales: 2 });
    });
  });

  describe('sales', () => {
    /** Ira's orders as the list must show them, in PLAN order. */
    const expectedSales = (): Sale[] =>
      PLAN.map(([buyer, course, pricePaise, status, back, hours], i) => ({
        orderId: orderIds[i]!,
        date: inMonth(TZ, back, hours).toISOString(),
        courseId: courseIds[course],
        courseTitle: TITLES[course],
        buyerName: buyers[buyer].name,
        buyerEmail: buyers[buyer].email,
        amountPaise: pricePaise,
        status,
        paidOut: orderIds[i] === paidOutOrder,
      }));
    const byDate = (a: Sale, b: Sale) => Date.parse(b.date) - Date.parse(a.date) || (b.orderId > a.orderId ? 1 : -1);
    const sorted: Record<EarningsSort, (a: Sale, b: Sale) => number> = {
      date: byDate,
      amount: (a, b) => b.amountPaise - a.amountPaise || byDate(a, b),
      status: (a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : byDate(a, b)),
    };

    it.each(['date', 'amount', 'status'] as const)(
      'sorted by %s, every status, with buyer and payout',
      async (sort) => {
        const page = await salesOf(t.ira, { sort, pageSize: 100 });
        expect(page.total).toBe(PLAN.length);
        expect(page.sales).toEqual(expectedSales().sort(sorted[sort]));
      },
    );

    it('counts as sales only the paid orders (not the failed, cancelled or pending ones), search included', async () => {
      const paidOrders = PLAN.filter((p) => p[3] === 'Approval').length;
      expect(paidOrders, 'the plan has paid orders').toBeGreaterThan(0);
      expect(paidOrders, 'and others').toBeLessThan(PLAN.length);
      const page = await salesOf(t.ira, { pageSize: 4 });
      expect([page.total, page.paidTotal]).toEqual([PLAN.length, paidOrders]);
      const react = await salesOf(t.ira, { search: 'react', pageSize: 100 });
      expect(react.paidTotal).toBe(react.sales.filter((s) => s.status === 'Approval').length);
    });

    it('the default is by date, newest first, 20 a page', async () => {
      const page = await salesOf(t.ira);
      expect([page.page, page.pageSize]).toEqual([1, 20]);
      expect(page.sales.map((s) => s.orderId)).toEqual(
        expectedSales()
          .sort(byDate)
          .map((s) => s.orderId),
      );
    });

    it.each(['date', 'amount', 'status'] as const)('pages by %s cover the list once, in order', async (sort) => {
      const all = await allSalesOf(t.ira, sort);
      const seen: Sale[] = [];
      for (let page = 1; page <= 3; page++) {
        const p = await salesOf(t.ira, { sort, page, pageSize: 4 });
        expect([p.total, p.page, p.pageSize]).toEqual([PLAN.length, page, 4]);
        expect(p.sales.length).toBe(Math.min(4, PLAN.length - (page - 1) * 4));
        seen.push(...p.sales);
      }
      expect(seen).toEqual(all);
      const beyond = await salesOf(t.ira, { sort, page: 9, pageSize: 4 });
      expect(beyond.sales).toEqual([]);
      expect(beyond.total).toBe(PLAN.length);
    });

    it('search matches the course title and the buyer e-mail, case-insensitive, wildcards taken literally', async () => {
      const ids = (sales: Sale[]) => sales.map((s) => s.orderId).sort();
      const ofCourse = (c: CourseKey) => ids(expectedSales().filter((s) => s.courseId === courseIds[c]));
      const react = await salesOf(t.ira, { search: 'rEaCt', pageSize: 100 });
      expect(ids(react.sales)).toEqual(ofCourse('react'));
      expect(react.total).toBe(ofCourse('react').length);
      expect(ids((await salesOf(t.ira, { search: '100%_', pageSize: 100 })).sales)).toEqual(ofCourse('node'));
      // Unescaped, these would match "React Basics" (or everything); taken literally only "Node 100%_Deep" has them.
      for (const search of ['e%s', 'r_act']) expect((await salesOf(t.ira, { search })).total, search).toBe(0);
      for (const search of ['%', '_']) {
        expect(ids((await salesOf(t.ira, { search, pageSize: 100 })).sales), search).toEqual(ofCourse('node'));
      }
      const b1 = buyers.b1.email.toUpperCase();
      const byEmail = await salesOf(t.ira, { search: b1, pageSize: 100 });
      expect(ids(byEmail.sales)).toEqual(ids(expectedSales().filter((s) => s.buyerEmail === buyers.b1.email)));
      expect(byEmail.sales.length).toBe(2);
      // Searching pages too.
      const second = await salesOf(t.ira, { search: 'react', page: 2, pageSize: 2 });
      expect(second.total).toBe(ofCourse('react').length);
      expect(second.sales).toHaveLength(2);
      // The buyer's name is not searched.
      expect((await salesOf(t.ira, { search: 'Asha' })).total).toBe(0);
    });

    it("an instructor never sees another instructor's sales", async () => {
      const mine = (await allSalesOf(t.ira)).map((s) => s.orderId);
      const his = (await allSalesOf(t.omar)).map((s) => s.orderId);
      expect(mine.sort()).toEqual([...orderIds].sort());
      expect(his.sort()).toEqual([...omarOrders].sort());
      expect(mine.filter((id) => his.includes(id))).toEqual([]);
      // Same course title and the same buyer: still only Omar's own orders.
      expect((await salesOf(t.omar, { search: buyers.b1.email })).sales.map((s) => s.orderId)).toEqual([omarOrders[0]]);
      expect((await allSalesOf(t.quiet)).length).toBe(0);
    });

    it('a bad query is refused', async () => {
      for (const qs of ['sort=price', 'page=0', 'pageSize=101', 'pageSize=x', `search=${'x'.repeat(101)}`]) {
        const res = await t.ira.client.get(`${EARNINGS_API.sales}?${qs}`);
        expectErrorShape(res, 400, 'BAD_REQUEST');
      }
    });
  });

  describe('who may ask', () => {
    it('only instructors, for their own money', async () => {
      for (const url of [EARNINGS_API.summary, EARNINGS_API.sales]) {
        expectErrorShape(await t.student.client.get(url), 403, 'FORBIDDEN');
        expectErrorShape(await t.admin.client.get(url), 403, 'FORBIDDEN');
        expectErrorShape(await t.client().get(url), 401, 'UNAUTHENTICATED');
      }
    });

    it('the service refuses anyone who is not an instructor', async () => {
      const earnings = new EarningsService(new EarningsRepository(t.app.db), new DatabaseLedger(t.app.db), TZ);
      for (const id of [t.student.userId, t.admin.userId, randomUUID()]) {
        await expect(earnings.summary(id)).rejects.toMatchObject({
          status: 404,
          code: 'INSTRUCTOR_NOT_FOUND',
          message: EARNINGS_MSG.instructorNotFound,
        });
        await expect(
          earnings.sales(id, { sort: 'date', search: undefined, page: 1, pageSize: 20 }),
        ).rejects.toMatchObject({
          status: 404,
        });
      }
    });
  });
});

/** YYYY-MM of the month `monthsBack` before the current one in India. */
function keyOf(monthsBack: number): string {
  return monthWindows(inMonth(TZ, monthsBack), TZ, 1).thisMonth.key;
}
