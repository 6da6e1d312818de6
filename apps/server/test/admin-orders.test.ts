/**
 * The admins' orders screen and its CSV, against a data set built here: orders written straight to
 * the database with chosen statuses, titles, e-mails, prices and dates around the boundaries of the
 * date ranges in Asia/Kolkata (the service's clock is fixed at noon of the college's today). Every
 * expectation is derived from the data set: the filters (status, range, search and their
 * combinations), the figures over all filtered orders, each sort in both directions, pages; and
 * the CSV (header, columns, filters, quoting, formula injection, file name, keyset batches).
 */
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { format, startOfDay, subDays, subHours, subMinutes } from 'date-fns';
import { parse } from 'csv-parse/sync';
import {
  ADMIN_ORDER_API,
  ADMIN_ORDER_SORTS,
  ORDERS_CSV_COLUMNS,
  ORDER_STATUS_LABELS,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrders,
  type AdminOrderSort,
  type DateRange,
  type OrderFilter,
  type OrderStatus,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvBatchSize } from '../src/modules/orders/reports/service.js';
import { databaseDrivers, sql } from './helpers/app.js';
import { createCourse } from './helpers/courses.js';
import { payPath } from './helpers/sales.js';
import { expectErrorShape } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

const TZ = 'Asia/Kolkata';

/** Noon today in the college's zone: the service's fixed clock (no test depends on when it runs). */
const NOW = new Date(startOfDay(new TZDate(Date.now(), TZ)).getTime() + 12 * 3_600_000);
const START_TODAY = startOfDay(new TZDate(NOW.getTime(), TZ));
const dayStart = (daysAgo: number) => new Date(subDays(START_TODAY, daysAgo).getTime());
const at = (d: Date) => new Date(d.getTime());

/** Which ranges an order falls in, by construction: today, this week (1-6 days ago), this month (7-29), older. */
type Age = 'today' | 'week' | 'month' | 'older';
const RANGE_AGES: Record<DateRange, Age[]> = {
  all: ['today', 'week', 'month', 'older'],
  today: ['today'],
  '7d': ['today', 'week'],
  '30d': ['today', 'week', 'month'],
};
const FILTER_STATUSES: Record<OrderFilter, OrderStatus[]> = {
  all: ['Approval', 'Pending', 'Rejected', 'Cancelled'],
  success: ['Approval'],
  pending: ['Pending'],
  failed: ['Rejected'],
  refunded: ['Refunded'],
  cancelled: ['Cancelled'],
};

interface Seed {
  key: string;
  title: string;
  email: string;
  status: OrderStatus;
  paise: number;
  createdAt: Date;
  /** Microseconds added to createdAt in the database (beyond a JS Date's precision). */
  micros?: number;
  age: Age;
}

const TRICKY_TITLE = 'Tricky, "quoted"\ntitle';
const SEEDS: Seed[] = [
  {
    key: 'o1',
    title: 'Alpha Algebra',
    email: 'asha@example.com',
    status: 'Approval',
    paise: 149_900,
    createdAt: subHours(NOW, 1),
    age: 'today',
  },
  {
    key: 'o2',
    title: 'Beta Biology',
    email: 'bala@example.com',
    status: 'Pending',
    paise: 99_900,
    createdAt: at(START_TODAY),
    age: 'today',
  },
  // o3 and o4 at the same instant (ties broken by id); o5 500 µs later.
  {
    key: 'o3',
    title: 'Gamma Geometry',
    email: 'chitra@example.com',
    status: 'Approval',
    paise: 49_900,
    createdAt: subHours(NOW, 2),
    age: 'today',
  },
  {
    key: 'o4',
    title: 'Alpha Algebra',
    email: 'dev@example.com',
    status: 'Rejected',
    paise: 149_900,
    createdAt: subHours(NOW, 2),
    age: 'today',
  },
  {
    key: 'o5',
    title: 'Delta Data',
    email: 'esha@example.com',
    status: 'Cancelled',
    paise: 25_050,
    createdAt: subHours(NOW, 2),
    micros: 500,
    age: 'today',
  },
  // One minute before the start of today in India: yesterday.
  {
    key: 'o6',
    title: TRICKY_TITLE,
    email: 'farah@example.com',
    status: 'Approval',
    paise: 79_900,
    createdAt: subMinutes(START_TODAY, 1),
    age: 'week',
  },
  {
    key: 'o7',
    title: '=HYPERLINK("http://evil.example","click")',
    email: '=cmd@example.com',
    status: 'Approval',
    paise: 199_900,
    createdAt: at(subHours(dayStart(3), -10)),
    age: 'week',
  },
  // The first minute of the 7-day range, and the minute before it.
  {
    key: 'o8',
    title: '+1',
    email: '@SUM(A1:A2)@example.com',
    status: 'Pending',
    paise: 149_900,
    createdAt: dayStart(6),
    age: 'week',
  },
  {
    key: 'o9',
    title: '-1',
    email: 'gita@example.com',
    status: 'Approval',
    paise: 35_000,
    createdAt: subMinutes(dayStart(6), 1),
    age: 'month',
  },
  {
    key: 'o10',
    title: '@SUM(A1:A2)',
    email: '+hari@example.com',
    status: 'Rejected',
    paise: 149_900,
    createdAt: at(subHours(dayStart(20), -15)),
    age: 'month',
  },
  // The first minute of the 30-day range, and the minute before it.
  {
    key: 'o11',
    title: '100% Practical_Python',
    email: '-ila@example.com',
    status: 'Approval',
    paise: 299_900,
    createdAt: dayStart(29),
    age: 'month',
  },
  {
    key: 'o12',
    title: 'Beta Biology',
    email: 'jai@example.com',
    status: 'Approval',
    paise: 99_900,
    createdAt: subMinutes(dayStart(29), 1),
    age: 'older',
  },
  {
    key: 'o13',
    title: 'Gamma Geometry',
    email: 'asha@example.com',
    status: 'Cancelled',
    paise: 49_900,
    createdAt: dayStart(90),
    age: 'older',
  },
  {
    key: 'o14',
    title: 'Alpha Algebra',
    email: 'kiran@example.com',
    status: 'Approval',
    paise: 149_900,
    createdAt: dayStart(200),
    age: 'older',
  },
  {
    key: 'o15',
    title: '\tTabbed title',
    email: 'lata@example.com',
    status: 'Approval',
    paise: 100,
    createdAt: dayStart(45),
    age: 'older',
  },
];

type Row = Seed & { id: string };

/** What a spreadsheet must see: a cell starting with = + - @ tab or CR gets a leading '. */
const escaped = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);
const rupees = (paise: number) => (paise / 100).toFixed(2);
const csvLine = (r: Row) => [
  format(new TZDate(r.createdAt.getTime(), TZ), 'yyyy-MM-dd HH:mm'),
  ORDER_STATUS_LABELS[r.status],
  escaped(r.title),
  escaped(r.email),
  rupees(r.paise),
];

const cmp = <T extends string | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);
const SORT_KEYS: Record<AdminOrderSort, (r: Row) => string | number> = {
  date: (r) => r.createdAt.getTime() * 1000 + (r.micros ?? 0),
  amount: (r) => r.paise,
  status: (r) => ORDER_STATUS_LABELS[r.status],
  course: (r) => r.title,
  email: (r) => r.email,
};
/** The expected order: the key, then the id (uuids compare as their lower-case text), both in `dir`. */
function sorted(rows: Row[], sort: AdminOrderSort, dir: 'asc' | 'desc'): Row[] {
  const sign = dir === 'asc' ? 1 : -1;
  const key = SORT_KEYS[sort];
  return [...rows].sort((a, b) => sign * (cmp(key(a), key(b)) || cmp(a.id, b.id)));
}

interface Filter {
  status?: OrderFilter;
  range?: DateRange;
  search?: string;
}
/** The data set's orders matching `f` (search: substring of title or e-mail, any case). */
function matching(rows: Row[], f: Filter): Row[] {
  const term = f.search?.toLowerCase();
  return rows.filter(
    (r) =>
      FILTER_STATUSES[f.status ?? 'all'].includes(r.status) &&
      RANGE_AGES[f.range ?? 'all'].includes(r.age) &&
      (!term || r.title.toLowerCase().includes(term) || r.email.toLowerCase().includes(term)),
  );
}
/** The figures computed here from the rows: revenue and average over Approval, success rate 1 decimal. */
function figures(rows: Row[]) {
  const ok = rows.filter((r) => r.status === 'Approval');
  const revenue = ok.reduce((s, r) => s + r.paise, 0);
  return {
    totalRevenuePaise: revenue,
    totalOrders: rows.length,
    successfulOrders: ok.length,
    successRate: rows.length ? Math.round((1000 * ok.length) / rows.length) / 10 : 0,
    avgOrderValuePaise: ok.length ? Math.round(revenue / ok.length) : 0,
  };
}

const query = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.toString();
};

describe.each(databaseDrivers)('admin orders (%s)', (driver) => {
  const t = suiteWithUsers(driver, usualCast('admin', 'instructor'));
  let rows: Row[];
  const byKey = (key: string) => rows.find((r) => r.key === key)!;

  beforeAll(async () => {
    t.app.services.orderReports.now = () => NOW;
    const course = await createCourse(t.instructor.client, { lessons: 1, publish: true });
    rows = [];
    for (const s of SEEDS) {
      // A buyer per order: a buyer has at most one paid order per course.
      const [buyer] = await t.query<{ id: string }>(
        sql`insert into users (name, email, role) values ('Buyer', ${`${s.key}.${Date.now()}@buyers.test`}, 'Student') returning id`,
      );
      const [order] = await t.query<{ id: string }>(sql`insert into orders
          (user_id, user_email, instructor_id, course_id, course_title, price_paise, list_price_paise, provider, status, created_at)
        values (${buyer!.id}, ${s.email}, ${t.instructor.userId}, ${course.id}, ${s.title}, ${s.paise}, ${s.paise}, 'sandbox',
          ${s.status}, ${s.createdAt.toISOString()}::timestamptz + make_interval(secs => ${(s.micros ?? 0) / 1e6}))
        returning id`);
      rows.push({ ...s, id: order!.id });
    }
  });

  async function list(params: Record<string, string | number | undefined>): Promise<AdminOrders> {
    const res = await t.admin.client.get(`${ADMIN_ORDER_API.list}?${query(params)}`);
    expect(res.status, res.text).toBe(200);
    return res.body as AdminOrders;
  }
  /** Every matching order (one page of 100). */
  const all = (params: Record<string, string | number | undefined>) => list({ pageSize: 100, ...params });
  const keysOf = (orders: AdminOrder[]) => orders.map((o) => rows.find((r) => r.id === o.id)?.key ?? o.id);
  const expectedKeys = (f: Filter) => sorted(matching(rows, f), 'date', 'desc').map((r) => r.key);

  describe('list', () => {
    it('answers every order newest first with its fields, and the figures over all of them', async () => {
      const body = await all({});
      expect(keysOf(body.orders)).toEqual(expectedKeys({}));
      expect(body.total).toBe(SEEDS.length);
      expect(body.stats).toEqual(figures(rows));
      const o1 = byKey('o1');
      expect(body.orders.find((o) => o.id === o1.id)).toEqual({
        id: o1.id,
        date: o1.createdAt.toISOString(),
        status: 'Approval',
        courseId: body.orders[0]!.courseId,
        courseTitle: 'Alpha Algebra',
        userEmail: 'asha@example.com',
        instructorId: t.instructor.userId,
        amountPaise: 149_900,
      });
    });

    it('today: from the start of today in India (a minute before it is out)', async () => {
      const body = await all({ range: 'today' });
      expect(keysOf(body.orders)).toEqual(expectedKeys({ range: 'today' }));
      expect(keysOf(body.orders)).toContain('o2');
      expect(keysOf(body.orders)).not.toContain('o6');
      // Figures worked by hand: o1 ₹1499 and o3 ₹499 succeeded out of five.
      expect(body.stats).toEqual({
        totalRevenuePaise: 199_800,
        totalOrders: 5,
        successfulOrders: 2,
        successRate: 40,
        avgOrderValuePaise: 99_900,
      });
    });

    it('7d and 30d: the last 7 and 30 calendar days, today included', async () => {
      const week = keysOf((await all({ range: '7d' })).orders);
      expect(week).toEqual(expectedKeys({ range: '7d' }));
      expect(week).toEqual(expect.arrayContaining(['o6', 'o8']));
      expect(week).not.toContain('o9');
      const month = keysOf((await all({ range: '30d' })).orders);
      expect(month).toEqual(expectedKeys({ range: '30d' }));
      expect(month).toEqual(expect.arrayContaining(['o9', 'o11']));
      expect(month).not.toContain('o12');
    });

    it('status: success is Approval, pending is Pending, failed is Rejected, cancelled is Cancelled', async () => {
      for (const status of ['success', 'pending', 'failed', 'cancelled', 'all'] as const) {
        const body = await all({ status });
        expect(keysOf(body.orders), status).toEqual(expectedKeys({ status }));
        expect(body.stats, status).toEqual(figures(matching(rows, { status })));
      }
      const failed = (await all({ status: 'failed' })).orders.map((o) => o.status);
      expect(new Set(failed)).toEqual(new Set(['Rejected']));
      const cancelled = (await all({ status: 'cancelled' })).orders.map((o) => o.status);
      expect(new Set(cancelled)).toEqual(new Set(['Cancelled']));
    });

    it("names the college's time zone the screen shows dates in (the CSV's)", async () => {
      expect((await list({})).timeZone).toBe(TZ);
    });

    it('search: course titles and e-mails, any case, with % _ and \\ taken literally', async () => {
      const cases: [string, string[]][] = [
        ['alpha', ['o1', 'o4', 'o14']],
        ['ASHA@', ['o1', 'o13']],
        ['hyperlink', ['o7']],
        ['100%', ['o11']],
        ['%', ['o11']],
        ['_', ['o11']],
        ['\\', []],
        ['no such thing', []],
      ];
      for (const [search, keys] of cases) {
        const body = await all({ search });
        expect(keysOf(body.orders).sort(), search).toEqual([...keys].sort());
        expect(keysOf(body.orders), search).toEqual(expectedKeys({ search }));
        expect(body.stats, search).toEqual(figures(matching(rows, { search })));
      }
    });

    it('combines search, status and range; the figures follow the filters', async () => {
      const combos: Filter[] = [];
      for (const status of ['all', 'success', 'pending', 'failed'] as const) {
        for (const range of ['all', 'today', '7d', '30d'] as const) {
          for (const search of [undefined, 'alpha', 'example.com', 'a']) combos.push({ status, range, search });
        }
      }
      for (const f of combos) {
        const body = await all({ ...f });
        const label = JSON.stringify(f);
        expect(keysOf(body.orders), label).toEqual(expectedKeys(f));
        expect(body.total, label).toBe(matching(rows, f).length);
        expect(body.stats, label).toEqual(figures(matching(rows, f)));
      }
      // Spot check: successful Alpha Algebra orders of the last 7 days: o1 only.
      const one = await all({ search: 'alpha', status: 'success', range: '7d' });
      expect(keysOf(one.orders)).toEqual(['o1']);
      expect(one.stats).toMatchObject({ totalOrders: 1, successRate: 100, avgOrderValuePaise: 149_900 });
    });

    it('no match: an empty page and zero figures', async () => {
      const body = await all({ search: 'nothing matches this', status: 'success' });
      expect(body.orders).toEqual([]);
      expect(body.total).toBe(0);
      expect(body.stats).toEqual({
        totalRevenuePaise: 0,
        totalOrders: 0,
        successfulOrders: 0,
        successRate: 0,
        avgOrderValuePaise: 0,
      });
    });

    it.each(ADMIN_ORDER_SORTS)('sorts by %s both ways, ties by id', async (sort) => {
      for (const dir of ['asc', 'desc'] as const) {
        const body = await all({ sort, dir });
        expect(keysOf(body.orders), `${sort} ${dir}`).toEqual(sorted(rows, sort, dir).map((r) => r.key));
      }
    });

    it('pages: page by page the same orders as one list, the figures on every page', async () => {
      const whole = keysOf((await all({ sort: 'amount', dir: 'desc' })).orders);
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const body = await list({ sort: 'amount', dir: 'desc', page, pageSize: 4 });
        expect(body.page).toBe(page);
        expect(body.pageSize).toBe(4);
        expect(body.total).toBe(SEEDS.length);
        expect(body.stats).toEqual(figures(rows));
        seen.push(...keysOf(body.orders));
      }
      expect(seen).toEqual(whole);
      const beyond = await list({ page: 5, pageSize: 4 });
      expect(beyond.orders).toEqual([]);
      expect(beyond.total).toBe(SEEDS.length);
    });

    it('refuses a bad query with 400', async () => {
      for (const q of ['status=approved', 'range=90d', 'sort=price', 'dir=up', 'pageSize=101', 'page=0']) {
        expectErrorShape(await t.admin.client.get(`${ADMIN_ORDER_API.list}?${q}`), 400);
      }
    });
  });

  describe('CSV', () => {
    async function download(params: Record<string, string | number | undefined> = {}) {
      const res = await t.admin.client.get(`${ADMIN_ORDER_API.csv}?${query(params)}`, {
        headers: { accept: 'text/csv' },
      });
      expect(res.status, res.text).toBe(200);
      const records = parse(res.text) as string[][];
      return { res, header: records[0], lines: records.slice(1) };
    }

    it('is a download named after today in India, with the header and every order newest first', async () => {
      const { res, header, lines } = await download();
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const today = format(new TZDate(NOW.getTime(), TZ), 'yyyy-MM-dd');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename=orders-${today}.csv`);
      expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
      expect(res.text.startsWith('Date,Status,Course,Email,Amount\n')).toBe(true);
      expect(lines).toEqual(sorted(rows, 'date', 'desc').map(csvLine));
    });

    it('writes dates in India, status labels and rupees with two decimals', async () => {
      const { lines } = await download({ search: 'alpha', sort: 'date', dir: 'desc' });
      const o1 = byKey('o1');
      expect(lines[0]).toEqual([
        format(new TZDate(o1.createdAt.getTime(), TZ), 'yyyy-MM-dd HH:mm'),
        'success',
        'Alpha Algebra',
        'asha@example.com',
        '1499.00',
      ]);
      expect(lines[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      // 12:00 IST less an hour is 11:00 in India (05:30 UTC).
      expect(lines[0]![0]!.slice(11)).toBe('11:00');
      expect(lines.map((l) => l[1])).toEqual(['success', 'failed', 'success']);
      const { lines: cheap } = await download({ search: 'delta' });
      expect(cheap).toEqual([[expect.any(String), 'cancelled', 'Delta Data', 'esha@example.com', '250.50']]);
      const { lines: tab } = await download({ search: 'tabbed' });
      expect(tab[0]![4]).toBe('1.00');
    });

    it('applies the filters and the sort of the list', async () => {
      const combos: (Filter & { sort?: AdminOrderSort; dir?: 'asc' | 'desc' })[] = [
        { status: 'failed', range: '30d' },
        { status: 'cancelled' },
        { status: 'success', search: 'a', sort: 'amount', dir: 'asc' },
        { range: 'today', sort: 'email', dir: 'desc' },
        { range: '7d', search: 'example', sort: 'status', dir: 'asc' },
        { search: 'nothing matches this' },
      ];
      for (const f of combos) {
        const { header, lines } = await download({ ...f });
        expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
        expect(lines, JSON.stringify(f)).toEqual(
          sorted(matching(rows, f), f.sort ?? 'date', f.dir ?? 'desc').map(csvLine),
        );
      }
    });

    it('quotes a title with a comma, a quote and a line break, and reads back the same', async () => {
      const { res, lines } = await download({ search: 'tricky' });
      expect(res.text).toContain('"Tricky, ""quoted""\ntitle"');
      expect(lines).toHaveLength(1);
      expect(lines[0]![2]).toBe(TRICKY_TITLE);
    });

    it("neutralises formulas: cells starting with =, +, -, @ or a tab get a leading '", async () => {
      const { res, lines } = await download({ sort: 'course', dir: 'asc' });
      const cells = lines.flatMap((l) => [l[2], l[3]]);
      for (const cell of [
        `'=HYPERLINK("http://evil.example","click")`,
        "'+1",
        "'-1",
        "'@SUM(A1:A2)",
        "'\tTabbed title",
        "'=cmd@example.com",
        "'@SUM(A1:A2)@example.com",
        "'+hari@example.com",
        "'-ila@example.com",
      ]) {
        expect(cells).toContain(cell);
      }
      // No cell of the file starts a formula.
      for (const line of lines) for (const cell of line) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    });

    it.each(ADMIN_ORDER_SORTS)(
      'reads in keyset batches without skipping or repeating a row (sort %s)',
      async (sort) => {
        const service = t.app.services.orderReports;
        service.csvBatchSize = () => 2;
        try {
          for (const dir of ['asc', 'desc'] as const) {
            const { lines } = await download({ sort, dir });
            expect(lines, `${sort} ${dir}`).toEqual(sorted(rows, sort, dir).map(csvLine));
            const { lines: some } = await download({ sort, dir, status: 'success', search: 'a' });
            expect(some, `${sort} ${dir} filtered`).toEqual(
              sorted(matching(rows, { status: 'success', search: 'a' }), sort, dir).map(csvLine),
            );
          }
        } finally {
          service.csvBatchSize = csvBatchSize;
        }
      },
    );

    it('HEAD answers the headers only', async () => {
      const res = await t.admin.client.request('HEAD', ADMIN_ORDER_API.csv);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=orders-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(res.text).toBe('');
    });

    it('refuses a bad query with 400 and others than admins', async () => {
      expectErrorShape(await t.admin.client.get(`${ADMIN_ORDER_API.csv}?status=approved`), 400);
      expectErrorShape(await t.instructor.client.get(ADMIN_ORDER_API.csv), 403, 'FORBIDDEN');
      expectErrorShape(await t.client().get(ADMIN_ORDER_API.csv), 401, 'UNAUTHENTICATED');
    });
  });
  describe('detail', () => {
    const detailPath = (id: string) => ADMIN_ORDER_API.detail.replace(':id', id);
    async function detail(id: string): Promise<AdminOrderDetail> {
      const res = await t.admin.client.get(detailPath(id));
      expect(res.status, res.text).toBe(200);
      return res.body as AdminOrderDetail;
    }

    it('a captured order: the buyer, course, amount, provider references, history and the payout with its reference', async () => {
      const o1 = byKey('o1');
      const captured = new Date(o1.createdAt.getTime() + 90_000);
      await t.query(sql`update orders set payment_id = 'SBX-DETAIL-1', payer_id = 'PAYER-1', capture_id = 'CAP-1',
          captured_at = ${captured.toISOString()}::timestamptz where id = ${o1.id}`);
      const [buyer] = await t.query<{ id: string; name: string; email: string }>(
        sql`select users.id, users.name, users.email from users join orders on orders.user_id = users.id where orders.id = ${o1.id}`,
      );
      const before = await detail(o1.id);
      expect(before).toMatchObject({
        order: {
          id: o1.id,
          status: 'Approval',
          courseTitle: 'Alpha Algebra',
          userEmail: 'asha@example.com',
          amountPaise: 149_900,
          currency: 'INR',
          provider: 'sandbox',
          paymentId: 'SBX-DETAIL-1',
          payerId: 'PAYER-1',
          captureId: 'CAP-1',
          failureReason: null,
        },
        buyer: { id: buyer!.id, name: 'Buyer', email: buyer!.email },
        history: [
          { event: 'created', at: o1.createdAt.toISOString(), note: null },
          { event: 'captured', at: captured.toISOString(), note: null },
        ],
        payout: null,
        invoice: null,
        timeZone: TZ,
      });
      expect(before.order).toMatchObject({ discountPaise: 0, couponCode: null, taxPaise: 0 });

      // Issue 21: once issued, the paid order's receipt (no GST settings here) is in the detail.
      await t.app.db.transaction((tx) => t.app.services.documents.issue(tx, o1.id));
      const issued = await detail(o1.id);
      expect(issued.invoice).toMatchObject({
        kind: 'receipt',
        number: expect.stringMatching(/^RCT\/\d\d-\d\d\/\d{6}$/),
      });

      const paid = await t.admin.client.post(payPath(o1.id), { reference: 'UPI_4711-ref' });
      expect(paid.status, paid.text).toBe(201);
      const after = await detail(o1.id);
      expect(after.payout).toEqual({
        id: paid.body.payout.id,
        orderId: o1.id,
        amountPaise: 149_900,
        reference: 'UPI_4711-ref',
        recordedAt: paid.body.payout.recordedAt,
        recordedBy: { id: t.admin.userId, name: t.admin.creds.name, email: t.admin.creds.email },
      });
    });

    it('a failed and a cancelled order: closed at their last update, with the reason', async () => {
      for (const [key, event] of [
        ['o4', 'failed'],
        ['o5', 'cancelled'],
      ] as const) {
        const order = byKey(key);
        const closed = new Date(order.createdAt.getTime() + 60_000);
        await t.query(sql`update orders set failure_reason = ${`why ${key}`}, updated_at = ${closed.toISOString()}::timestamptz
          where id = ${order.id}`);
        const body = await detail(order.id);
        expect(body.order.status).toBe(order.status);
        expect(body.history).toEqual([
          { event: 'created', at: order.createdAt.toISOString(), note: null },
          { event, at: closed.toISOString(), note: `why ${key}` },
        ]);
        expect(body.payout).toBeNull();
      }
    });

    it('unknown 404, malformed 400, admins only', async () => {
      expectErrorShape(await t.admin.client.get(detailPath(randomUUID())), 404, 'ORDER_NOT_FOUND');
      expectErrorShape(await t.admin.client.get(detailPath('nope')), 400, 'BAD_REQUEST');
      const id = byKey('o2').id;
      expectErrorShape(await t.instructor.client.get(detailPath(id)), 403, 'FORBIDDEN');
      expectErrorShape(await t.client().get(detailPath(id)), 401, 'UNAUTHENTICATED');
    });
  });
});
