// The restart section of npm run bench (issue 22 item 4): how long the embedded database takes to
// serve again after a kill -9 under a write load, on the bench's PGlite data set (2,001 courses,
// 100,000 orders, seeded by bench/scale-server.mjs), and that no acknowledged write is lost.
//
// Each round starts `npm start`'s entry (apps/server/dist/main.js) as a child on the data set,
// signs an admin in, writes coupons one after another (each acknowledged with 201) while anonymous
// catalogue reads run beside them, kills the server with SIGKILL right after an acknowledgement,
// starts it again and times the start to the first healthy answer (and to the first catalogue
// page), printing the server's own start phases (apps/server/src/start-phases.ts). Then it counts
// the round's coupons: every acknowledged one must be there.
//
// Knobs: BENCH_RESTART=0 skips it; BENCH_RESTART_ROUNDS (3).
import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { child } from './child-process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const ADMIN = { email: 'restart.admin@cms.local', password: 'Restart-bench-2026', name: 'Restart Admin' };
const TARGET_SECONDS = 3;
const json = { 'content-type': 'application/json' };

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resolves once `proc` has ended (a process killed by a signal has a signalCode, not an exitCode). */
const ended = (proc) =>
  new Promise((resolve) =>
    proc.exitCode !== null || proc.signalCode !== null ? resolve() : proc.once('exit', resolve),
  );

/** `npm start`'s server on `dataDir`, listening on `port`; resolves once /api/health answers 200. */
async function startServer(dataDir, port) {
  const started = performance.now();
  const proc = spawn(process.execPath, [MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO_DATA: 'false', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // main.ts's "Started in X s: modules …, database …" line: where the start's time went.
  let out = '';
  proc.stdout.setEncoding('utf8');
  proc.stdout.on('data', (d) => (out += d));
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      throw new Error(`the server ended (${proc.exitCode ?? proc.signalCode})`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  const healthy = (performance.now() - started) / 1000;
  const catalogue = await fetch(`${base}/api/courses`);
  if (!catalogue.ok) throw new Error(`catalogue after start: HTTP ${catalogue.status}`);
  await catalogue.arrayBuffer();
  const phases = out.match(/Started in [^\n]*/)?.[0] ?? 'no start phases printed';
  return { proc, base, healthy, serving: (performance.now() - started) / 1000, phases };
}

async function signIn(base) {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in: HTTP ${res.status}`);
  return res.headers.get('set-cookie').split(';')[0];
}

/** Coupons RST<round>-<n> written one after another until `stop()`; the acknowledged codes. */
function couponWriter(base, cookie, round) {
  const acknowledged = [];
  let stopped = false;
  const done = (async () => {
    for (let n = 1; !stopped; n++) {
      const code = `RST${round}-${n}`;
      const res = await fetch(`${base}/api/admin/coupons`, {
        method: 'POST',
        headers: { ...json, cookie, origin: base },
        body: JSON.stringify({ code, kind: 'percent', percentOff: 10, courseId: null }),
      }).catch(() => null);
      if (res?.status === 201) acknowledged.push(code);
      else if (res) throw new Error(`coupon ${code}: HTTP ${res.status} ${await res.text()}`);
      else break;
    }
  })();
  return { acknowledged, stop: () => ((stopped = true), done) };
}

/** Anonymous catalogue pages, `concurrency` at a time, until `stop()`. */
function readers(base, concurrency) {
  let stopped = false;
  const loops = Array.from({ length: concurrency }, async (_, i) => {
    for (let page = 1 + i; !stopped; page = (page % 20) + 1) {
      const res = await fetch(`${base}/api/courses?page=${page}`).catch(() => null);
      if (!res) break;
      await res.arrayBuffer();
    }
  });
  return () => ((stopped = true), Promise.all(loops));
}

/** The codes of the round's coupons the server has, every page of the admins' list. */
async function couponsOf(base, cookie, round) {
  const codes = new Set();
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/admin/coupons?search=RST${round}-&pageSize=100&page=${page}`, {
      headers: { cookie },
    });
    if (!res.ok) throw new Error(`coupon list: HTTP ${res.status}`);
    const { coupons, total } = await res.json();
    for (const c of coupons) codes.add(c.code);
    if (coupons.length === 0 || page * 100 >= total) return codes;
  }
}

export async function restartBench() {
  const rounds = Number(process.env.BENCH_RESTART_ROUNDS ?? 3);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-bench-restart-'));
  try {
    const seeded = await child('./scale-server.mjs', {
      DATA_DIR: dataDir,
      BENCH_SCALE_COURSES: '2001',
      BENCH_SCALE_ORDERS: '100000',
      BENCH_SCALE_MODE: 'seed',
    }).next('seeded');
    await promisify(execFile)(
      process.execPath,
      [path.join(ROOT, 'apps/server/dist/cli/admin-create.js'), '--email', ADMIN.email, '--name', ADMIN.name],
      { env: { ...process.env, DATA_DIR: dataDir, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'silent' } },
    );
    const port = await freePort();
    let server = await startServer(dataDir, port);
    const times = [];
    let lost = 0;
    let written = 0;
    for (let round = 1; round <= rounds; round++) {
      const cookie = await signIn(server.base);
      const writer = couponWriter(server.base, cookie, round);
      const stopReading = readers(server.base, 8);
      // Under load for a while, then killed right after an acknowledged write.
      await sleep(1500 + 500 * round);
      const ackedBeforeKill = writer.acknowledged.length;
      while (writer.acknowledged.length === ackedBeforeKill) await sleep(1);
      server.proc.kill('SIGKILL');
      const acknowledged = [...writer.acknowledged];
      await Promise.all([writer.stop(), stopReading()]);
      await ended(server.proc);

      server = await startServer(dataDir, port);
      times.push({ healthy: server.healthy, serving: server.serving, phases: server.phases });
      const present = await couponsOf(server.base, await signIn(server.base), round);
      lost += acknowledged.filter((code) => !present.has(code)).length;
      written += acknowledged.length;
    }
    server.proc.kill('SIGTERM');
    await ended(server.proc);

    const sorted = (key) => times.map((t) => t[key]).sort((a, b) => a - b);
    const median = (xs) => xs[Math.floor(xs.length / 2)];
    const healthy = median(sorted('healthy'));
    const serving = median(sorted('serving'));
    console.log(
      `\nRestart after kill -9 under writes (PGlite, ${seeded.counts.courses.toLocaleString('en')} courses, ` +
        `${seeded.counts.orders.toLocaleString('en')} orders; ${rounds} rounds)`,
    );
    console.log(
      `  restart after kill -9: ${healthy.toFixed(2)} s (target < ${TARGET_SECONDS} s) ${healthy < TARGET_SECONDS ? 'ok' : 'MISS'}` +
        ` — to healthy, median of ${sorted('healthy')
          .map((s) => s.toFixed(2))
          .join(', ')} s; load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    for (const [i, t] of times.entries()) console.log(`  round ${i + 1}: ${t.phases}`);
    console.log(`  to the first catalogue page: median ${serving.toFixed(2)} s`);
    console.log(
      `  acknowledged writes lost: ${lost} of ${written} (target: 0) ${lost === 0 && written > 0 ? 'ok' : 'MISS'}`,
    );
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
