// The server of the insights bench, in a child process (bench/insights.mjs forks it): opens the
// database (DATABASE_URL, or PGlite in DATA_DIR), listens, signs up the bench's instructor, seeds
// the scale data set (bench/scale-seed.mjs: ~200,000 enrolments over 10,005 courses) and then one
// big course of that instructor (bench/insights-seed.mjs: ~40,000 learners with progress and quiz
// attempts), and answers the parent over IPC: the SQL (with EXPLAIN (ANALYZE, BUFFERS)) of a request.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/dist/app.js';
import { loadConfig } from '../apps/server/dist/config/index.js';
import { rowsOf } from '../apps/server/dist/db/client.js';
import { scaleSizes, seedScale } from './scale-seed.mjs';
import { seedBigCourse } from './insights-seed.mjs';
import { answerParent } from './child-process.mjs';

const PASSWORD = 'bench1234';
const OWNER = 'bench.owner@cms.local';

const config = loadConfig({
  DATA_DIR: process.env.DATA_DIR,
  DATABASE_URL: process.env.DATABASE_URL || undefined,
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'false',
});

async function main() {
  const app = await buildApp(config, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${app.server.address().port}`;
  const res = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Owner', email: OWNER, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-up: HTTP ${res.status}`);
  const [{ id: ownerId }] = rowsOf(await app.db.execute(sql`select id from users where email = ${OWNER}`));
  await app.db.execute(sql`update users set role = 'Instructor' where id = ${ownerId}`);

  const t0 = performance.now();
  const sizes = scaleSizes(Number(process.env.BENCH_INSIGHTS_COURSES), Number(process.env.BENCH_INSIGHTS_ORDERS));
  const counts = await seedScale(app, sizes);
  const course = await seedBigCourse(app, ownerId);
  const seconds = (performance.now() - t0) / 1000;

  answerParent(app, 8);
  process.send({ type: 'ready', base, login: { email: OWNER, password: PASSWORD }, counts, course, seconds });
}

// The parent gone (it died): nobody will ask for anything.
process.on('disconnect', () => process.exit(1));

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
