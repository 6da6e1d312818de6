/**
 * The database's triggers, as PostgreSQL holds them (pg_trigger): a trigger missing, renamed or added
 * without this list being updated fails here. The catalogue's lock order rests on one AFTER trigger
 * per table and event on enrolments, reviews and lessons, whose function does the figures (course
 * rows) before the version (the version row): migration 0009_catalogue_trigger_order.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import { suiteApp } from './helpers/suite.js';

interface Trigger {
  table: string;
  name: string;
  timing: 'BEFORE' | 'AFTER' | 'INSTEAD OF';
  events: string;
  level: 'ROW' | 'STATEMENT';
  function: string;
}

const catalogue = (table: string, event: string): Trigger => ({
  table,
  name: `${table}_catalogue_${event.toLowerCase()}`,
  timing: 'AFTER',
  events: event,
  level: 'STATEMENT',
  function: 'catalogue_rows_changed',
});

const insights = (table: string, event: string): Trigger => ({
  table,
  name: `${table}_insights_${event.toLowerCase()}`,
  timing: 'AFTER',
  events: event,
  level: 'STATEMENT',
  function: `${table}_insights`,
});

/** Every trigger the migrations create, by table and name. */
const EXPECTED: Trigger[] = [
  {
    table: 'audit_log',
    name: 'audit_log_no_truncate',
    timing: 'BEFORE',
    events: 'TRUNCATE',
    level: 'STATEMENT',
    function: 'audit_log_append_only',
  },
  {
    table: 'audit_log',
    name: 'audit_log_no_update_delete',
    timing: 'BEFORE',
    events: 'UPDATE OR DELETE',
    level: 'ROW',
    function: 'audit_log_append_only',
  },
  {
    table: 'courses',
    name: 'courses_search_text',
    timing: 'BEFORE',
    events: 'INSERT OR UPDATE',
    level: 'ROW',
    function: 'courses_search_text',
  },
  {
    table: 'courses',
    name: 'courses_version',
    timing: 'AFTER',
    events: 'INSERT OR UPDATE OR DELETE',
    level: 'STATEMENT',
    function: 'catalogue_bump',
  },
  catalogue('enrolments', 'DELETE'),
  catalogue('enrolments', 'INSERT'),
  catalogue('enrolments', 'UPDATE'),
  // Insight figures (migration 0011, "insights"): the funnel and each learner's completed lessons.
  {
    table: 'lesson_progress',
    name: 'lesson_progress_completion',
    timing: 'AFTER',
    events: 'UPDATE',
    level: 'ROW',
    function: 'lesson_progress_completion',
  },
  insights('lesson_progress', 'DELETE'),
  insights('lesson_progress', 'INSERT'),
  catalogue('lessons', 'DELETE'),
  catalogue('lessons', 'INSERT'),
  catalogue('lessons', 'UPDATE'),
  {
    table: 'orders',
    name: 'orders_revenue_delete',
    timing: 'AFTER',
    events: 'DELETE',
    level: 'STATEMENT',
    function: 'orders_revenue',
  },
  {
    table: 'orders',
    name: 'orders_revenue_insert',
    timing: 'AFTER',
    events: 'INSERT',
    level: 'STATEMENT',
    function: 'orders_revenue',
  },
  {
    table: 'orders',
    name: 'orders_revenue_update',
    timing: 'AFTER',
    events: 'UPDATE',
    level: 'STATEMENT',
    function: 'orders_revenue',
  },
  {
    table: 'quiz_attempts',
    name: 'quiz_attempts_graded',
    timing: 'AFTER',
    events: 'UPDATE',
    level: 'ROW',
    function: 'quiz_attempts_graded',
  },
  insights('quiz_attempts', 'DELETE'),
  insights('quiz_attempts', 'INSERT'),
  catalogue('reviews', 'DELETE'),
  catalogue('reviews', 'INSERT'),
  catalogue('reviews', 'UPDATE'),
  {
    table: 'users',
    name: 'users_instructor_renamed',
    timing: 'AFTER',
    events: 'UPDATE',
    level: 'ROW',
    function: 'instructor_renamed',
  },
];

/** The user-defined triggers of the public schema; tgtype's bits decoded as in PostgreSQL's trigger.h. */
const TRIGGERS = sql`
  select c.relname as "table", t.tgname as "name",
    case when t.tgtype & 2 <> 0 then 'BEFORE' when t.tgtype & 64 <> 0 then 'INSTEAD OF' else 'AFTER' end as "timing",
    concat_ws(' OR ',
      case when t.tgtype & 4 <> 0 then 'INSERT' end,
      case when t.tgtype & 16 <> 0 then 'UPDATE' end,
      case when t.tgtype & 8 <> 0 then 'DELETE' end,
      case when t.tgtype & 32 <> 0 then 'TRUNCATE' end) as "events",
    case when t.tgtype & 1 <> 0 then 'ROW' else 'STATEMENT' end as "level",
    p.proname as "function"
  from pg_trigger t
  join pg_class c on c.oid = t.tgrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_proc p on p.oid = t.tgfoid
  where not t.tgisinternal and n.nspname = 'public'
  order by c.relname, t.tgname`;

describe.each(databaseDrivers)('database triggers (%s)', (driver) => {
  const t = suiteApp(driver);
  let triggers: Trigger[];

  beforeAll(async () => {
    triggers = await t.query<Trigger>(TRIGGERS);
  });

  it('are exactly the expected ones: table, name, timing, events, level and function', () => {
    expect(triggers).toEqual(EXPECTED);
  });

  it('each table has at most one AFTER statement trigger per event, so no order between triggers matters', () => {
    const perEvent = new Map<string, string[]>();
    for (const trigger of triggers.filter((x) => x.timing === 'AFTER' && x.level === 'STATEMENT')) {
      for (const event of trigger.events.split(' OR ')) {
        const key = `${trigger.table} ${event}`;
        perEvent.set(key, [...(perEvent.get(key) ?? []), trigger.name]);
      }
    }
    const shared = [...perEvent].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });
});
