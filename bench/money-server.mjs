// The server of the money bench, in a child process of its own (bench/money.mjs forks it) so that
// its memory is measured alone: opens the database (a URL, or PGlite in DATA_DIR), seeds the data
// set in SQL, listens, and answers the parent over IPC: memory sampling around the CSV export and
// the SQL (with EXPLAIN (ANALYZE, BUFFERS)) the app runs for one request.
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config/index.js';
import { rowsOf } from '../apps/server/dist/db/client.js';
import { fraction, insertSharedPicture, step } from './seed-sql.mjs';
import { answerParent } from './child-process.mjs';

const BUYERS = 50_000;
const COURSES = 100;
/** Courses of the busy instructor (a fifth of every sale). */
const BUSY_COURSES = 20;
const OTHER_INSTRUCTORS = 39;
const UNVERIFIED = 2_000;
const BENCH_PASSWORD = 'bench1234';
const BENCH_ADMIN = 'bench.admin@cms.local';
const BENCH_BUSY_INSTRUCTOR = 'bench.busy@cms.local';

/**
 * The data set, in SQL: 40 instructors (one busy, with a fifth of the courses), 100 published
 * courses, 50,000 buyers (1 in 100 a lead) with profiles in ten teams, 2,000 unverified sign-ups,
 * `orders` orders over the last 12 months (~80 % Approval, then Pending, Rejected, Cancelled),
 * written in date order like a live system's, with no buyer paying twice for a course, the
 * enrolments of the paid ones; then VACUUM ANALYZE.
 */
async function seed(app, orders, adminId, busyId) {
  const uploadId = await insertSharedPicture(app, adminId, {
    purpose: 'profile',
    storageKey: 'bench/avatar.png',
    size: 100,
  });
  await step(
    app,
    'instructors and their profiles',
    `with u as (
       insert into users (name, email, role, created_at)
       select 'Bench Instructor ' || g, 'bench.instructor' || g || '@cms.local', 'Instructor', now() - g * interval '3 days'
       from generate_series(1, ${OTHER_INSTRUCTORS}) g returning id, email)
     insert into instructor_profiles (user_id, roll_number, branch, gender, profile_upload_id, college, linked_in, git_hub, upi)
     select id, 'INS' || substring(email from '[0-9]+'), (array['CSE','IT','ECE','EEE','MECH','CIVIL'])[1 + length(email) % 6],
       'Other', '${uploadId}', 'College of ' || (array['Engineering','Technology','Science'])[1 + length(email) % 3], '', '', 'upi@okbank'
     from u`,
    `insert into instructor_profiles (user_id, roll_number, branch, gender, profile_upload_id, college, linked_in, git_hub, upi)
     values ('${busyId}', 'INSBUSY', 'CSE', 'Female', '${uploadId}', 'College of Engineering', '', '', 'busy@okbank')`,
  );
  const topics = `array['Python','React','Data Science','Machine Learning','Cloud Computing','DevOps','Cybersecurity','UI/UX Design','Node.js','SQL']`;
  const kinds = `array['Foundations','Bootcamp','Masterclass','in Practice','for Beginners','Advanced','Projects','Deep Dive','Essentials','Workshop']`;
  await step(
    app,
    `${COURSES} published courses`,
    `insert into courses (instructor_id, title, subtitle, description, category, level, objectives, requirements,
       price_paise, thumbnail_upload_id, is_published, created_at)
     select case when c < ${BUSY_COURSES} then '${busyId}'::uuid
         else (select id from users where email = 'bench.instructor' || (1 + c % ${OTHER_INSTRUCTORS}) || '@cms.local') end,
       (${topics})[1 + c % 10] || ' ' || (${kinds})[1 + c / 10], 'Bench course', 'bench', 'Other', 'Beginner', 'One, Two', 'None',
       (199 + (c * 7919) % 4800) * 100, '${uploadId}', true, now() - interval '400 days' + c * interval '1 hour'
     from generate_series(0, ${COURSES - 1}) c`,
  );
  const first = `array['aarav','diya','ishaan','kavya','rohan','saanvi','vihaan','ananya','arjun','meera','kabir','tara']`;
  const domain = `array['gmail.com','cms.edu','outlook.com','yahoo.in']`;
  await step(
    app,
    `${BUYERS.toLocaleString('en')} buyers (1 in 100 a lead), profiles`,
    `insert into users (name, email, role, created_at)
     select initcap((${first})[1 + g % 12]) || ' Buyer ' || g, (${first})[1 + g % 12] || '.' || g || '@' || (${domain})[1 + g % 4],
       case when g % 100 = 0 then 'Lead' else 'Student' end, now() - interval '400 days' + g * interval '10 minutes'
     from generate_series(0, ${BUYERS - 1}) g`,
    `insert into student_profiles (user_id, roll_number, branch, gender, profile_upload_id, team)
     select id, 'S' || substring(email from '[0-9]+'), 'CSD', 'Female', '${uploadId}', 'Team-' || (1 + substring(email from '[0-9]+')::int % 10)
     from users where role = 'Student' and name like '% Buyer %'`,
    `insert into lead_profiles (user_id, roll_number, branch, gender, profile_upload_id, team)
     select id, 'L' || substring(email from '[0-9]+'), 'CSM', 'Male', '${uploadId}', 'Team-' || (1 + substring(email from '[0-9]+')::int / 100 % 10)
     from users where role = 'Lead' and name like '% Buyer %'`,
    `insert into users (name, email, created_at)
     select 'New Signup ' || g, 'signup' || g || '@gmail.com', now() - g * interval '1 hour' from generate_series(1, ${UNVERIFIED}) g`,
  );
  // Buyer b = i % BUYERS buys its (i / BUYERS)-th course (b*37 + k*13) % 100: distinct for k < 100.
  const u1 = fraction('i', 2654435761);
  const u2 = fraction('i + 7', 2246822519);
  await step(
    app,
    `${orders.toLocaleString('en')} orders over 12 months`,
    `insert into orders (user_id, user_email, instructor_id, course_id, course_title, price_paise, list_price_paise, provider, status,
       created_at, updated_at, captured_at)
     with b as (select id, email, row_number() over (order by created_at, id) - 1 as n from users where name like '% Buyer %'),
          c as (select id, instructor_id, title, price_paise, row_number() over (order by created_at, id) - 1 as n
                from courses where description = 'bench'),
          o as (select i, ${u1} as u1, ${u2} as u2 from generate_series(0, ${orders - 1}) i),
          t as (select o.*, now() - o.u1 * interval '365 days' as at,
                  case when o.u2 < 0.80 then 'Approval' when o.u2 < 0.90 then 'Pending'
                       when o.u2 < 0.95 then 'Rejected' else 'Cancelled' end as status from o)
     select b.id, b.email, c.instructor_id, c.id, c.title, c.price_paise, c.price_paise, 'sandbox', t.status, t.at, t.at,
       case when t.status = 'Approval' then t.at end
     from t join b on b.n = t.i % ${BUYERS} join c on c.n = (b.n * 37 + (t.i / ${BUYERS}) * 13) % ${COURSES}
     order by t.at`,
  );
  await step(
    app,
    'enrolments of the paid orders',
    `insert into enrolments (user_id, course_id, created_at)
     select user_id, course_id, created_at from orders where status = 'Approval' on conflict do nothing`,
  );
  // What autovacuum would have done by now on a live system (visibility map, statistics). A second
  // pass marks the pages a concurrent autovacuum snapshot kept the first from marking all-visible
  // (index-only scans depend on it).
  await step(app, 'VACUUM ANALYZE', 'vacuum analyze', 'vacuum orders');
  const [pages] = rowsOf(
    await app.db.execute(sql`select relpages, relallvisible from pg_class where relname = 'orders'`),
  );
  console.log(`  orders: ${pages.relpages} pages, ${pages.relallvisible} all-visible`);
}

/** Samples this process's RSS and V8 heap every 5 ms until stopped; answers where they started and peaked. */
function memorySampler() {
  const start = process.memoryUsage();
  const before = { rss: start.rss, heap: start.heapUsed };
  const peak = { ...before };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heap = Math.max(peak.heap, now.heapUsed);
  };
  const timer = setInterval(sample, 5);
  return () => {
    clearInterval(timer);
    sample();
    return { before, peak };
  };
}

async function main() {
  const orders = Number(process.env.BENCH_MONEY_ORDERS);
  const config = loadConfig({
    DATA_DIR: process.env.DATA_DIR,
    DATABASE_URL: process.env.DATABASE_URL || undefined,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_EMAIL_PER_15_MIN: '100000',
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const signUp = (name, email) =>
    fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, email, password: BENCH_PASSWORD }),
    });
  await signUp('Bench Admin', BENCH_ADMIN);
  await signUp('Bina Busy', BENCH_BUSY_INSTRUCTOR);
  const idOf = async (email) => rowsOf(await app.db.execute(sql`select id from users where email = ${email}`))[0].id;
  const adminId = await idOf(BENCH_ADMIN);
  const busyId = await idOf(BENCH_BUSY_INSTRUCTOR);
  await app.db.execute(sql`update users set role = 'Admin' where id = ${adminId}`);
  await app.db.execute(sql`update users set role = 'Instructor' where id = ${busyId}`);
  const t0 = performance.now();
  await seed(app, orders, adminId, busyId);
  console.log(`  seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

  let sampling = null;
  answerParent(app, 3, {
    'rss-start': () => {
      sampling = memorySampler();
      process.send({ type: 'rss-started' });
    },
    'rss-stop': () => process.send({ type: 'rss', ...sampling() }),
  });
  process.send({
    type: 'ready',
    base,
    logins: { admin: BENCH_ADMIN, instructor: BENCH_BUSY_INSTRUCTOR, password: BENCH_PASSWORD },
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
