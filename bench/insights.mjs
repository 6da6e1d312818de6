// The insights section of the bench (issue 20 item 6): a course's learners page and its figures
// (the funnel) at the scale data set: ~200,000 enrolments over 10,005 courses (bench/scale-seed.mjs)
// plus one course of ~40,000 learners with their progress and quiz attempts (bench/insights-seed.mjs),
// on a throwaway PostgreSQL cluster when its server binaries are installed (else PGlite). Each URL is
// asked by its instructor, a few requests in flight, and the same bytes by a bare Fastify server
// (bench/bare-server.mjs) in the same run: p50/p95 side by side, target p95 < 50 ms.
//
// Alone: `npx tsc -b && node bench/insights.mjs`. Knobs: BENCH_INSIGHTS=0 skips it (in npm run bench);
// BENCH_INSIGHTS_DRIVER=pglite; BENCH_INSIGHTS_COURSES (10,005: the full set) and BENCH_INSIGHTS_ORDERS
// (250,000: one paid order per enrolment and some others); BENCH_INSIGHTS_REQUESTS (400 per URL) and
// BENCH_INSIGHTS_CONCURRENCY (4); BENCH_EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of each URL's SQL.
import { Buffer } from 'node:buffer';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { child } from './child-process.mjs';
import { FULL_COURSES } from './scale-seed.mjs';

const env = process.env;
const num = (name, fallback) => (env[name] ? Number(env[name]) : fallback);
const REQUESTS = num('BENCH_INSIGHTS_REQUESTS', 400);
const CONCURRENCY = num('BENCH_INSIGHTS_CONCURRENCY', 4);
const TARGET_P95_MS = 50;

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** `total` GETs of `url`, `concurrency` in flight: req/s and latencies (p50, p95, p99) in ms. */
async function measure(url, headers, total = REQUESTS, concurrency = CONCURRENCY) {
  const times = [];
  let next = 0;
  const t0 = performance.now();
  async function worker() {
    while (next < total) {
      next++;
      const start = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status}`);
      times.push(performance.now() - start);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { rps: total / seconds, p50: quantile(times, 0.5), p95: quantile(times, 0.95), p99: quantile(times, 0.99) };
}

async function database() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-bench-insights-'));
  const pg =
    env.BENCH_INSIGHTS_DRIVER === 'pglite'
      ? null
      : await tsImport('../apps/server/test/helpers/postgres.ts', import.meta.url);
  const bins = pg?.findPgBinaries() ?? null;
  const removeDir = () => fs.rm(dataDir, { recursive: true, force: true });
  if (!bins) return { driver: 'pglite', dataDir, databaseUrl: '', stop: removeDir };
  const cluster = await pg.startCluster(bins);
  return {
    driver: 'postgres',
    dataDir,
    databaseUrl: await pg.createDatabase(cluster.adminUrl, 'cms_insights'),
    stop: async () => {
      await cluster.stop();
      await removeDir();
    },
  };
}

export async function insightsBench() {
  const started = performance.now();
  const db = await database();
  const courses = num('BENCH_INSIGHTS_COURSES', FULL_COURSES);
  const orders = num('BENCH_INSIGHTS_ORDERS', 250_000);
  console.log(
    `\nInsights: seeding ${courses.toLocaleString('en')} courses and a course of every learner on ${db.driver}`,
  );
  let server;
  let bare;
  try {
    server = child('./insights-server.mjs', {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl,
      BENCH_INSIGHTS_COURSES: String(courses),
      BENCH_INSIGHTS_ORDERS: String(orders),
    });
    const { base, login, counts, course, seconds } = await server.next('ready');
    console.log(
      `  seeded in ${seconds.toFixed(0)} s: ${counts.courses} courses, ${course.allEnrolments} enrolments; the big course: ` +
        `${course.enrolments} learners, ${course.lessons} lessons (a quiz last), ${course.progress} progress rows, ` +
        `${course.attempts} quiz attempts`,
    );
    const signIn = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    if (!signIn.ok) throw new Error(`sign-in: HTTP ${signIn.status}`);
    const headers = { cookie: signIn.headers.get('set-cookie').split(';')[0] };
    const c = `/api/instructor/courses/${course.id}`;
    const targets = [
      ['learners, first page (newest enrolment)', `${c}/learners`],
      ['learners, page 100', `${c}/learners?page=100`],
      ['learners, search a name', `${c}/learners?search=kavya%20iyer`],
      ['insights: figures, funnel, quizzes, revenue', `${c}/insights`],
    ];

    const answers = [];
    for (const [what, url] of targets) {
      if (env.BENCH_EXPLAIN === '1') await server.ask({ type: 'capture-start' }, 'capture-started');
      const res = await fetch(`${base}${url}`, { headers });
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok) throw new Error(`${what}: GET ${url} answers ${res.status}: ${body.toString().slice(0, 300)}`);
      answers.push({ url, contentType: res.headers.get('content-type'), body });
      if (env.BENCH_EXPLAIN === '1') {
        const { plans } = await server.ask({ type: 'capture-stop', limit: 8 }, 'plans');
        for (const p of plans) console.log(`\n--- ${what}\n${p.text}\n${JSON.stringify(p.params)}\n${p.plan}`);
      }
    }
    bare = child('./bare-server.mjs', {});
    bare.proc.send({ type: 'start', routes: answers });
    const bareBase = (await bare.next('ready')).base;

    // Warm-up of both (JIT, pools, the database's buffers), not counted.
    for (const [, url] of targets) {
      await measure(`${base}${url}`, headers, 50);
      await measure(`${bareBase}${url}`, {}, 50);
    }
    const health = await measure(`${base}/api/health`, {});
    const rows = [];
    for (const [what, url] of targets) {
      const cms = await measure(`${base}${url}`, headers);
      const b = await measure(`${bareBase}${url}`, {});
      rows.push({ what, cms, bare: b, bytes: answers.find((a) => a.url === url).body.length });
    }
    const ms = (v) => v.toFixed(1).padStart(6);
    console.log(
      `\n  Insights on ${db.driver}: ${REQUESTS} requests per URL, ${CONCURRENCY} in flight ` +
        `(${os.cpus().length} cores, Node ${process.version}); CMS health p50 ${ms(health.p50)} ms, p95 ${ms(health.p95)} ms\n`,
    );
    console.log(
      `  ${'URL'.padEnd(46)} ${'CMS req/s'.padStart(9)} ${'p50'.padStart(6)} ${'p95'.padStart(6)} ${'p99'.padStart(6)}` +
        `   ${'bare req/s'.padStart(10)} ${'p50'.padStart(6)} ${'p95'.padStart(6)}   target`,
    );
    for (const r of rows) {
      console.log(
        `  ${r.what.padEnd(46)} ${r.cms.rps.toFixed(0).padStart(9)} ${ms(r.cms.p50)} ${ms(r.cms.p95)} ${ms(r.cms.p99)}` +
          `   ${r.bare.rps.toFixed(0).padStart(10)} ${ms(r.bare.p50)} ${ms(r.bare.p95)}   p95 < ${TARGET_P95_MS} ms ` +
          `${r.cms.p95 < TARGET_P95_MS ? 'ok' : 'MISS'} (${(r.bytes / 1024).toFixed(1)} KB)`,
      );
    }
  } finally {
    await bare?.close();
    await server?.close();
    await db.stop();
  }
  console.log(`\n  insights section took ${((performance.now() - started) / 1000 / 60).toFixed(1)} min`);
}

// Run alone: node bench/insights.mjs
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await insightsBench();
