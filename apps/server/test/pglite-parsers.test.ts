/**
 * The embedded database's parsers set once on its client (src/db/pglite-parsers.ts): drizzle reads
 * the same values as with its per-query parsers (dates and times as text it maps itself, Date
 * objects in its rows), in and out of transactions, and a query bringing other parsers keeps them.
 */
import { PGlite, types } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOnClient } from '../src/db/pglite-parsers.js';

const stamps = pgTable('stamps', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

const INSTANT = '2026-03-05T09:34:56.789Z';

describe('PGlite parsers set on the client', () => {
  let plain: PGlite;
  let client: PGlite;

  beforeAll(async () => {
    plain = await PGlite.create();
    client = parseOnClient(await PGlite.create());
    for (const c of [plain, client]) {
      await c.exec(`create table stamps (id int primary key, at timestamptz not null); set timezone = 'UTC'`);
      await c.query('insert into stamps values (1, $1)', [INSTANT]);
    }
  });
  afterAll(async () => {
    await plain.close();
    await client.close();
  });

  const DATES =
    "select at, at::date as day, interval '90 minutes' as span, array[at, at] as ats, array[1.5, 2]::numeric[] as nums from stamps";

  it("a query gets dates, times, intervals and their arrays as text, as drizzle's own parsers give them", async () => {
    const drizzleParsers = Object.fromEntries(
      [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
        oid,
        (v: string) => v,
      ]),
    );
    const expected = (await plain.query(DATES, [], { parsers: drizzleParsers })).rows;
    expect(expected).toEqual([
      {
        at: '2026-03-05 09:34:56.789+00',
        day: '2026-03-05',
        span: '01:30:00',
        ats: '{"2026-03-05 09:34:56.789+00","2026-03-05 09:34:56.789+00"}',
        nums: '{1.5,2}',
      },
    ]);
    // Without parsers of its own, and with drizzle's, and inside a transaction: the same.
    expect((await client.query(DATES)).rows).toEqual(expected);
    expect((await client.query(DATES, [], { parsers: drizzleParsers })).rows).toEqual(expected);
    expect(
      await client.transaction(async (tx) => (await tx.query(DATES, [], { parsers: drizzleParsers })).rows),
    ).toEqual(expected);
    // The plain client parses them itself: the difference the client's table makes.
    expect((await plain.query<{ at: unknown }>(DATES)).rows[0]!.at).toBeInstanceOf(Date);
  });

  it('drizzle maps its rows as before: a timestamp column is a Date, in and out of a transaction', async () => {
    const db = drizzle(client);
    const [row] = await db.select().from(stamps).where(eq(stamps.id, 1));
    expect(row!.at).toBeInstanceOf(Date);
    expect(row!.at.toISOString()).toBe(INSTANT);
    const inTx = await db.transaction(async (tx) => {
      await tx.insert(stamps).values({ id: 2, at: new Date(INSTANT) });
      return tx.select().from(stamps).where(eq(stamps.id, 2));
    });
    expect(inTx[0]!.at.toISOString()).toBe(INSTANT);
  });

  it('a query bringing parsers for other types keeps them', async () => {
    const { rows } = await client.query<{ n: string }>('select 41 + 1 as n', [], {
      parsers: { [types.INT4]: (v: string) => `n=${v}` },
    });
    expect(rows).toEqual([{ n: 'n=42' }]);
  });
});
