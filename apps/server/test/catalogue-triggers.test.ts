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

/** A trigger as pg_trigger holds it: table, name, timing, events, level and function. */
const trigger = (
  table: string,
  name: string,
  timing: Trigger['timing'],
  events: string,
  level: Trigger['level'],
  fn: string,
): Trigger => ({ table, name, timing, events, level, function: fn });

/** The AFTER statement triggers of one kind, one per table and event: `<table>_<kind>_<event>`. */
const perStatement = (kind: string, fn: (table: string) => string) => (table: string, event: string) =>
  trigger(table, `${table}_${kind}_${event.toLowerCase()}`, 'AFTER', event, 'STATEMENT', fn(table));

const catalogue = perStatement('catalogue', () => 'catalogue_rows_changed');
const insights = perStatement('insights', (table) => `${table}_insights`);
const revenue = perStatement('revenue', () => 'orders_revenue');

/** Every trigger the migrations create, by table and name. */
const EXPECTED: Trigger[] = [
  trigger('audit_log', 'audit_log_no_truncate', 'BEFORE', 'TRUNCATE', 'STATEMENT', 'audit_log_append_only'),
  trigger('audit_log', 'audit_log_no_update_delete', 'BEFORE', 'UPDATE OR DELETE', 'ROW', 'audit_log_append_only'),
  trigger('courses', 'courses_search_text', 'BEFORE', 'INSERT OR UPDATE', 'ROW', 'courses_search_text'),
  trigger('courses', 'courses_version', 'AFTER', 'INSERT OR UPDATE OR DELETE', 'STATEMENT', 'catalogue_bump'),
  catalogue('enrolments', 'DELETE'),
  catalogue('enrolments', 'INSERT'),
  catalogue('enrolments', 'UPDATE'),
  // Insight figures (migration 0011, "insights"): the funnel and each learner's completed lessons.
  trigger('lesson_progress', 'lesson_progress_completion', 'AFTER', 'UPDATE', 'ROW', 'lesson_progress_completion'),
  insights('lesson_progress', 'DELETE'),
  insights('lesson_progress', 'INSERT'),
  catalogue('lessons', 'DELETE'),
  catalogue('lessons', 'INSERT'),
  catalogue('lessons', 'UPDATE'),
  revenue('orders', 'DELETE'),
  revenue('orders', 'INSERT'),
  revenue('orders', 'UPDATE'),
  trigger('quiz_attempts', 'quiz_attempts_graded', 'AFTER', 'UPDATE', 'ROW', 'quiz_attempts_graded'),
  insights('quiz_attempts', 'DELETE'),
  insights('quiz_attempts', 'INSERT'),
  catalogue('reviews', 'DELETE'),
  catalogue('reviews', 'INSERT'),
  catalogue('reviews', 'UPDATE'),
  trigger('users', 'users_instructor_renamed', 'AFTER', 'UPDATE', 'ROW', 'instructor_renamed'),
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
