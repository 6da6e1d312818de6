// The scale section of npm run bench: the catalogue (its first page, search and the featured courses:
// ≥ 0.5 of the bare server and p99 < 25 ms, issue 22; filtered and sorted pages, issue 21: ≥ 0.25 and
// p99 < 100 ms), the landing's featured courses, a course page
// and a free-preview video at a real college's scale (bench/scale-seed.mjs: 10,005 courses, ~50,000
// lessons, ~200,000 enrolments, ~50,000 reviews, 1,000,000 orders on a throwaway PostgreSQL cluster
// when its server binaries are installed; otherwise 2,001 courses, a fifth of the rest and 200,000
// orders on PGlite), measured with autocannon at 50 connections side by side with a bare Fastify
// server answering the same bytes (bench/bare-server.mjs; @fastify/static for the video) in the same
// run; the web app's initial JS and Lighthouse score (bench/web-load.mjs); the CMS server's RSS at
// idle and after the load, on PostgreSQL and on PGlite (the smaller set). Every figure is printed
// next to its target.
//
// Knobs: BENCH_SCALE=0 skips it; BENCH_SCALE_DRIVER=pglite forces PGlite; BENCH_SCALE_COURSES and
// BENCH_SCALE_ORDERS size the set (the rest follows the courses); BENCH_SCALE_SECONDS (10) per
// measurement; BENCH_SCALE_PGLITE=0 skips the PGlite pass after the PostgreSQL one (its sizes:
// BENCH_SCALE_PGLITE_COURSES, BENCH_SCALE_PGLITE_ORDERS); BENCH_EXPLAIN=1 prints EXPLAIN (ANALYZE,
// BUFFERS) of the queries of each measured catalogue request.
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Buffer } from 'node:buffer';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { child } from './child-process.mjs';
import { FULL_COURSES } from './scale-seed.mjs';

const env = process.env;
const num = (name, fallback) => (env[name] ? Number(env[name]) : fallback);
const SECONDS = num('BENCH_SCALE_SECONDS', 10);
const WARMUP_SECONDS = Math.min(1, SECONDS);
const CONNECTIONS = 50;
const PAGE_SIZE = 12;
const RANGE_BYTES = 64 * 1024;
const KB = 1024;

const here = (file) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The throwaway PostgreSQL cluster (as the server tests start it), or a PGlite data dir. Both are
 * removed by `stop`, or at exit if the bench dies first.
 */
async function database(driver, pg, bins) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-scale-'));
  const cluster = driver === 'postgres' ? await pg.startCluster(bins) : null;
  const onExit = () => {
    cluster?.stopSync();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);
  return {
    driver,
    dataDir,
    databaseUrl: cluster ? await pg.createDatabase(cluster.adminUrl, 'cms_scale') : '',
    stop: async () => {
      process.off('exit', onExit);
      await cluster?.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A GET as autocannon sends it (no Accept-Encoding): status, content type and the exact body bytes. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, contentType: res.headers['content-type'], body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Waits until the CMS has worked off the requests autocannon abandoned at the end of a run (they
 * wait for the database pool, and the next run would queue behind them): /api/health answers in
 * under 50 ms twice in a row (at most 3 minutes). Returns the seconds waited.
 */
async function drained(base) {
  const t0 = performance.now();
  let fast = 0;
  while (fast < 2 && performance.now() - t0 < 180_000) {
    const t = performance.now();
    await rawGet(`${base}/api/health`);
    fast = performance.now() - t < 50 ? fast + 1 : 0;
    if (fast === 0) await sleep(200);
  }
  return (performance.now() - t0) / 1000;
}

/**
 * autocannon at 50 connections for `seconds`: req/s, p50/p99 in ms and what came back. With
 * `drain` (the CMS's base URL), returns only once the CMS is idle again.
 */
async function load(url, seconds, { drain, ...options } = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 30, ...options });
  if (drain) {
    const waited = await drained(drain);
    if (waited > 5) console.log(`  (the CMS needed ${waited.toFixed(0)} s to work off the requests left after ${url})`);
  }
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    ok: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    codes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)])),
  };
}

/** Warm-up (not counted), then the measurement. */
async function measure(url, options) {
  await load(url, WARMUP_SECONDS, options);
  return load(url, SECONDS, options);
}

/** Range requests of 64 KB at offsets spread over the file (a player seeking and buffering). */
function ranges(bytes) {
  let n = 0;
  const blocks = Math.floor(bytes / RANGE_BYTES);
  return {
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const start = ((n++ * 7919) % blocks) * RANGE_BYTES;
          return { ...req, headers: { ...req.headers, range: `bytes=${start}-${start + RANGE_BYTES - 1}` } };
        },
      },
    ],
  };
}

// ---- the table --------------------------------------------------------------------------------

const fmt = {
  rps: (v) => (v >= 100 ? Math.round(v).toLocaleString('en') : v.toFixed(1)),
  ms: (v) => (v >= 100 ? Math.round(v).toLocaleString('en') : v.toFixed(1)),
  ratio: (v) => (v >= 0.1 ? v.toFixed(2) : v.toPrecision(2)),
};
const verdict = (ok) => (ok === null ? '' : ok ? 'ok' : 'MISS');

/** A side-by-side row: CMS and bare figures, the ratio, the target and whether it is met. */
function pairRow(what, cms, bare, target, met) {
  const ratio = cms.rps / bare.rps;
  return {
    what,
    cells: [
      fmt.rps(cms.rps),
      // No answer within the run: no latency to show.
      cms.ok > 0 ? fmt.ms(cms.p50) : '—',
      cms.ok > 0 ? fmt.ms(cms.p99) : '—',
      fmt.rps(bare.rps),
      fmt.ms(bare.p50),
      fmt.ms(bare.p99),
      fmt.ratio(ratio),
    ],
    target,
    // No answers at all meets no target.
    verdict: verdict(cms.ok > 0 && met(ratio, cms)),
  };
}
const figureRow = (what, figure, target, ok) => ({ what, figure, target, verdict: verdict(ok) });

const WIDTHS = [9, 7, 7, 10, 7, 7, 7];
const HEADERS = ['CMS req/s', 'p50 ms', 'p99 ms', 'bare req/s', 'p50 ms', 'p99 ms', 'ratio'];
const FIGURE_WIDTH = WIDTHS.reduce((s, w) => s + w + 2, -2);

function printTable(title, rows) {
  const whatWidth = Math.max(...rows.map((r) => r.what.length), 10);
  const targetWidth = Math.max(...rows.map((r) => r.target.length), 6);
  const line = (what, middle, target, v) =>
    `  ${what.padEnd(whatWidth)}  ${middle}  ${target.padEnd(targetWidth)}  ${v}`;
  console.log(`\n${title}\n`);
  console.log(line('', HEADERS.map((h, i) => h.padStart(WIDTHS[i])).join('  '), 'target', ''));
  for (const r of rows) {
    const middle = r.cells
      ? r.cells.map((c, i) => c.padStart(WIDTHS[i])).join('  ')
      : r.figure.length > FIGURE_WIDTH
        ? r.figure
        : r.figure.padEnd(FIGURE_WIDTH);
    console.log(line(r.what, middle, r.target, r.verdict));
  }
}

// ---- one pass: a database, seeded, a server on it ---------------------------------------------

/** Seeds the set on `driver`, starts the CMS on it and runs `work(server, seeded)`; stops everything. */
async function withSeededServer(driver, sizes, pg, bins, work) {
  const db = await database(driver, pg, bins);
  let server;
  try {
    const childEnv = {
      DATA_DIR: db.dataDir,
      DATABASE_URL: db.databaseUrl,
      BENCH_SCALE_COURSES: String(sizes.courses),
      BENCH_SCALE_ORDERS: String(sizes.orders),
    };
    console.log(
      `\nScale: seeding ${sizes.courses.toLocaleString('en')} courses and ${sizes.orders.toLocaleString('en')} orders on ${driver}`,
    );
    const seeder = child('./scale-server.mjs', { ...childEnv, BENCH_SCALE_MODE: 'seed' });
    const seeded = await seeder.next('seeded');
    await once(seeder.proc, 'exit');
    const c = seeded.counts;
    console.log(
      `  seeded in ${seeded.seconds.toFixed(0)} s: ${c.courses} courses (${c.published} listed, ${c.python} match "python"), ` +
        `${c.lessons} lessons, ${c.enrolments} enrolments, ${c.reviews} reviews, ${c.orders} orders, ${c.users} users`,
    );
    server = child('./scale-server.mjs', { ...childEnv, BENCH_SCALE_MODE: 'serve' });
    const { base } = await server.next('ready');
    // Settle: the start's own work (migrations check, timers, JIT) done before the idle RSS.
    await sleep(3000);
    const idle = (await server.ask({ type: 'rss' }, 'rss')).rss;
    return await work({ server, base, seeded, idle });
  } finally {
    await server?.close();
    await db.stop();
  }
}

/** Filtered and sorted catalogue pages (issue 21): what the row says, the query. */
const FILTERED_PAGES = [
  ['category, sort=popular', 'category=Data%20Science&sort=popular'],
  ['level + price range, sort=price-asc', 'level=Beginner&minPrice=500&maxPrice=2000&sort=price-asc'],
  ['minRating=4, sort=rating', 'minRating=4&sort=rating'],
  ['every filter, newest', 'category=Web%20Development&level=Intermediate&maxPrice=3000&minRating=3.5'],
  ['search + category, sort=price-desc', 'search=python&category=Data%20Science&sort=price-desc'],
  ['level, sort=popular, page 20', 'level=Advanced&sort=popular&page=20'],
];

/** Issue 22's target for the catalogue's first page, search and featured answers. */
const HALF_THE_BARE = { target: '≥ 0.5, p99 < 25 ms', met: (r, c) => r >= 0.5 && c.p99 < 25 };

/** The measured catalogue URLs on this data set (the deep page: page 400, or 40 % in on a smaller set). */
async function catalogueTargets(base, published) {
  const featured = await rawGet(`${base}/api/courses/featured`);
  if (featured.status !== 200) throw new Error(`featured: HTTP ${featured.status}`);
  const top = JSON.parse(featured.body.toString()).courses[0];
  const deep = Math.max(1, Math.min(400, Math.floor((published / PAGE_SIZE) * 0.43)));
  return [
    // Issue 22: the first page, search and featured at half the bare server (prepared bytes).
    {
      what: 'catalogue first page',
      url: '/api/courses',
      target: HALF_THE_BARE.target,
      met: HALF_THE_BARE.met,
    },
    {
      what: `catalogue deep page (page ${deep})`,
      url: `/api/courses?page=${deep}`,
      target: 'p99 < 100 ms',
      met: (_r, c) => c.p99 < 100,
    },
    {
      what: 'catalogue search=python',
      url: '/api/courses?search=python',
      target: HALF_THE_BARE.target,
      met: HALF_THE_BARE.met,
    },
    // Issue 21: filtered and sorted catalogue pages (docs/decisions.md, "Catalogue filters: queries
    // and indexes"), measured as the catalogue's first page, with its target.
    ...FILTERED_PAGES.map(([what, query]) => ({
      what: `catalogue ${what}`,
      url: `/api/courses?${query}`,
      target: '≥ 0.25, p99 < 100 ms',
      met: (r, c) => r >= 0.25 && c.p99 < 100,
    })),
    {
      what: 'featured (landing)',
      url: '/api/courses/featured',
      target: HALF_THE_BARE.target,
      met: HALF_THE_BARE.met,
    },
    { what: 'course detail (anonymous)', url: `/api/courses/${top.id}`, target: '≥ 0.3', met: (r) => r >= 0.3 },
  ];
}

/**
 * The SQL a request runs with EXPLAIN (ANALYZE, BUFFERS), recorded in the server, while `send` runs
 * (null when not explaining). Taken on the first request of each URL: later ones may be answered
 * from the catalogue's cache.
 */
async function explained(server, send) {
  if (env.BENCH_EXPLAIN !== '1') return { result: await send(), plans: null };
  await server.ask({ type: 'capture-start' }, 'capture-started');
  const result = await send();
  const { plans } = await server.ask({ type: 'capture-stop', limit: 6 }, 'plans');
  return { result, plans };
}

function printPlans(what, plans) {
  if (!plans) return;
  if (plans.length === 0) console.log(`\n--- ${what}: no SQL (answered without the database)`);
  for (const p of plans) console.log(`\n--- ${what}\n${p.text}\n${JSON.stringify(p.params)}\n${p.plan}`);
}

/** The full measurement on the main data set: rows of the table. */
async function measureAll({ server, base, seeded, idle }, driver) {
  const rows = [];
  const { result: targets, plans: featuredPlans } = await explained(server, () =>
    catalogueTargets(base, seeded.counts.published),
  );
  const answers = [];
  for (const t of targets) {
    const isFeatured = t.url === '/api/courses/featured';
    const { result: a, plans } = await explained(server, () => rawGet(`${base}${t.url}`));
    printPlans(t.what, isFeatured ? featuredPlans : plans);
    if (a.status !== 200)
      throw new Error(`${t.what}: GET ${t.url} answers ${a.status}: ${a.body.toString().slice(0, 300)}`);
    answers.push({ url: t.url, contentType: a.contentType, body: a.body });
  }
  const { uploadId, key, root, bytes } = seeded.video;
  const bare = child('./bare-server.mjs', {});
  try {
    bare.proc.send({ type: 'start', routes: answers, staticRoot: root });
    const bareBase = (await bare.next('ready')).base;

    // The server's own warm-up (JIT, pools, caches, heap growth) over every URL before the first
    // measurement, so that the first measured URL does not pay for it.
    for (const t of targets) await load(`${base}${t.url}`, 2 * WARMUP_SECONDS, { drain: base });
    await server.ask({ type: 'sample-start' }, 'sample-started');
    const codes = { ok: 0, non2xx: 0, errors: 0, timeouts: 0, byCode: {} };
    for (const t of targets) {
      const cms = await measure(`${base}${t.url}`, { drain: base });
      const b = await measure(`${bareBase}${t.url}`);
      rows.push(pairRow(t.what, cms, b, t.target, t.met));
      codes.ok += cms.ok;
      codes.non2xx += cms.non2xx;
      codes.errors += cms.errors;
      codes.timeouts += cms.timeouts;
      for (const [code, n] of Object.entries(cms.codes)) codes.byCode[code] = (codes.byCode[code] ?? 0) + n;
    }
    const byCode = Object.entries(codes.byCode)
      .map(([code, n]) => `${code} × ${n.toLocaleString('en')}`)
      .join(', ');
    rows.push(
      figureRow(
        'catalogue status codes (CMS)',
        `${byCode || 'no answers'}; non-2xx ${codes.non2xx}, errors ${codes.errors} (timeouts ${codes.timeouts})`,
        'all 200',
        codes.non2xx === 0 && codes.errors === 0 && codes.ok > 0 && Object.keys(codes.byCode).every((c) => c === '200'),
      ),
    );

    const video = await measure(`${base}/api/media/${uploadId}`, { ...ranges(bytes), drain: base });
    const staticVideo = await measure(`${bareBase}/static/${key}`, ranges(bytes));
    const videoCodes = Object.keys(video.codes).join(', ') || 'no answers';
    rows.push(
      pairRow(
        `lesson video, 64 KB ranges (${(bytes / KB / KB).toFixed(0)} MB mp4)`,
        video,
        staticVideo,
        '≥ 0.8 of static',
        (r) => r >= 0.8,
      ),
    );
    if (videoCodes !== '206' || video.errors > 0) {
      rows.push(figureRow('lesson video status codes', `${videoCodes}; errors ${video.errors}`, 'all 206', false));
    }
    const peak = (await server.ask({ type: 'sample-stop' }, 'peak')).rss;
    const after = (await server.ask({ type: 'rss' }, 'rss')).rss;

    rows.push(...(await floorRows()), ...(await webRows(base)));
    rows.push(figureRow(`CMS server RSS at idle (${driver})`, `${idle.toFixed(0)} MB`, 'print', null));
    rows.push(
      figureRow(
        `CMS server RSS after load (${driver})`,
        `${after.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`,
        'print',
        null,
      ),
    );
  } finally {
    await bare.close();
  }
  return rows;
}

/**
 * The web app's initial JS and Lighthouse (mobile) on landing and sign-in, from bench/web-load.mjs
 * (run in a child process of its own: bench/web-load-child.mjs).
 */
async function webRows(base) {
  const pages = [
    ['landing', '/'],
    ['sign-in', '/auth/signin'],
  ];
  // Issue 22 lifted the earlier ≤ 100 KB target: these screens paint from HTML, the JS hydrates after
  // (bench/first-paint.mjs measures the paint); the figure is printed beside the Lighthouse score.
  const jsTarget = 'print';
  const jsRow = (name, pathname, figure, ok) => figureRow(`initial JS, ${name} (${pathname})`, figure, jsTarget, ok);
  const lhRow = (name, figure, ok) => figureRow(`Lighthouse mobile, ${name}`, figure, '≥ 90', ok);
  const exists = await fs
    .access(here('./web-load.mjs'))
    .then(() => true)
    .catch(() => false);
  if (!exists) {
    const missing = 'n/a (bench/web-load.mjs missing)';
    return pages.flatMap(([name, pathname]) => [jsRow(name, pathname, missing, null), lhRow(name, missing, null)]);
  }
  const web = child('./web-load-child.mjs', {});
  let answer;
  try {
    web.proc.send({ type: 'run', base, pages: pages.map(([, pathname]) => pathname) });
    answer = await web.next('web');
  } catch (err) {
    const failed = `n/a (${err.message.split('\n')[0]})`;
    return pages.flatMap(([name, pathname]) => [jsRow(name, pathname, failed, null), lhRow(name, failed, null)]);
  } finally {
    if (web.proc.exitCode === null) web.proc.kill();
  }
  for (const stray of answer.strays) console.log(`  web-load: unhandled rejection: ${stray}`);
  return answer.results.flatMap(({ pathname, js, jsError, lighthouse: lh, lighthouseError }, i) => {
    const [name] = pages[i];
    return [
      js
        ? jsRow(name, pathname, `${(js.gzipBytes / KB).toFixed(1)} KB gzip in ${js.files.length} files`, null)
        : jsRow(name, pathname, `n/a (${jsError})`, null),
      lh
        ? lhRow(
            name,
            `performance ${lh.performance}; LCP ${(lh.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(lh.tbtMs)} ms, CLS ${lh.cls.toFixed(2)}`,
            lh.performance >= 90,
          )
        : lhRow(name, `n/a (${lighthouseError})`, null),
    ];
  });
}

/** What an empty app on the fixed web stack loads first (bench/stack-floor.mjs), layer by layer. */
async function floorRows() {
  const names = {
    react: 'React 19 + ReactDOM',
    router: '+ React Router data router',
    query: '+ TanStack Query',
  };
  try {
    const { stackFloor } = await import('./stack-floor.mjs');
    return (await stackFloor()).map(({ layer, gzipBytes }) =>
      figureRow(`initial JS of an empty app: ${names[layer]}`, `${(gzipBytes / KB).toFixed(1)} KB gzip`, 'print', null),
    );
  } catch (err) {
    return [figureRow('initial JS of an empty app', `n/a (${err.message.split('\n')[0]})`, 'print', null)];
  }
}

/** The PGlite pass on the smaller set: RSS at idle and after the catalogue load (CMS only). */
async function pgliteMemory({ server, base, seeded, idle }) {
  const targets = await catalogueTargets(base, seeded.counts.published);
  const seconds = Math.max(2, Math.round(SECONDS / 2));
  await server.ask({ type: 'sample-start' }, 'sample-started');
  const served = [];
  for (const t of targets) {
    const r = await load(`${base}${t.url}`, seconds, { drain: base });
    served.push(`${t.what.replace(/^catalogue |\s*\(.*\)$/g, '')} ${fmt.rps(r.rps)}`);
  }
  const peak = (await server.ask({ type: 'sample-stop' }, 'peak')).rss;
  const after = (await server.ask({ type: 'rss' }, 'rss')).rss;
  return [
    figureRow('CMS server RSS at idle (pglite)', `${idle.toFixed(0)} MB`, 'print', null),
    figureRow(
      'CMS server RSS after load (pglite)',
      `${after.toFixed(0)} MB (peak ${peak.toFixed(0)} MB)`,
      'print',
      null,
    ),
    figureRow(
      'pglite: CMS req/s (no bare run)',
      `${served.join(', ')} (on ${seeded.counts.courses.toLocaleString('en')} courses, ${seconds} s each)`,
      'print',
      null,
    ),
  ];
}

export async function scaleBench() {
  const started = performance.now();
  const pg =
    env.BENCH_SCALE_DRIVER === 'pglite'
      ? null
      : await tsImport('../apps/server/test/helpers/postgres.ts', import.meta.url);
  const bins = pg?.findPgBinaries() ?? null;
  const main = bins ? 'postgres' : 'pglite';
  const full = main === 'postgres';
  const sizes = {
    courses: num('BENCH_SCALE_COURSES', full ? FULL_COURSES : 2_001),
    orders: num('BENCH_SCALE_ORDERS', full ? 1_000_000 : 200_000),
  };
  const rows = await withSeededServer(main, sizes, pg, bins, (ctx) => measureAll(ctx, main));
  const c = sizes;
  let title =
    `Scale: ${c.courses.toLocaleString('en')} courses, ${c.orders.toLocaleString('en')} orders on ${main}; ` +
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each; ratio = CMS req/s ÷ bare req/s ` +
    `(${os.cpus().length} cores, Node ${process.version})`;
  if (main === 'postgres' && env.BENCH_SCALE_PGLITE !== '0') {
    const small = {
      courses: num('BENCH_SCALE_PGLITE_COURSES', 2_001),
      orders: num('BENCH_SCALE_PGLITE_ORDERS', 100_000),
    };
    rows.push(...(await withSeededServer('pglite', small, null, null, pgliteMemory)));
  } else if (main === 'pglite') {
    title += '\n(no PostgreSQL server binaries: PGlite with the smaller set; RSS on PostgreSQL not measured)';
  }
  printTable(title, rows);
  console.log(`\n  scale section took ${((performance.now() - started) / 1000 / 60).toFixed(1)} min`);
}
