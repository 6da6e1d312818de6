/** The compiled admin-creation command and the compiled entry point (`npm start`). */
import { execFile as execFileCb, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { OUTBOX_PAGE_PATH } from '@cms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers, freshDataDir, freshDatabaseUrl, sql, startApp, type TestApp } from './helpers/app.js';
import { ensureServerBuilt, repoRoot, serverDist } from './helpers/build.js';
import { freePort } from './helpers/postgres.js';
import { checkAuth, signIn, uniqueEmail } from './helpers/users.js';

const execFile = promisify(execFileCb);
const cli = path.join(serverDist, 'cli/admin-create.js');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a compiled script with a clean environment (plus `env`), stdin closed. */
async function runNode(script: string, args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const clean = Object.fromEntries(
    Object.entries({ PATH: process.env.PATH, HOME: process.env.HOME, ...env }).filter(
      (e): e is [string, string] => e[1] !== undefined,
    ),
  );
  try {
    const { stdout, stderr } = await execFile(process.execPath, [script, ...args], {
      env: clean,
      cwd: repoRoot,
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

beforeAll(async () => {
  await ensureServerBuilt();
}, 300_000);

describe.each(databaseDrivers)('admin creation CLI (%s)', (driver) => {
  let dataDir: string;
  let databaseUrl: string | undefined;
  let t: TestApp | undefined;
  const email = uniqueEmail('ada');
  const runCli = (args: string[], password: string | undefined) =>
    runNode(cli, args, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: password });

  // PGlite allows one process at a time: every CLI run happens before the app opens the database.
  const results: Record<string, Run> = {};
  beforeAll(async () => {
    dataDir = await freshDataDir(driver);
    databaseUrl = await freshDatabaseUrl(driver);
    results.create = await runCli(['--email', email, '--name', 'Ada Admin'], 'ada-admin-pass');
    results.duplicate = await runCli(['--email', ` ${email.toUpperCase()} `, '--name', 'Ada Again'], 'ada-again-pass');
    results.badEmail = await runCli(['--email', 'not-an-email', '--name', 'Bad Mail'], 'ada-admin-pass');
    results.badName = await runCli(['--email', uniqueEmail('n'), '--name', 'R2D2'], 'ada-admin-pass');
    results.shortPassword = await runCli(['--email', uniqueEmail('p'), '--name', 'Short Password'], 'x');
    results.commonPassword = await runCli(['--email', uniqueEmail('c'), '--name', 'Common Password'], 'password123');
    results.noPassword = await runCli(['--email', uniqueEmail('q'), '--name', 'No Password'], undefined);
    t = await startApp(driver, { dataDir, databaseUrl });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('creates an admin: exit 0, and that admin signs in with role Admin', async () => {
    expect(results.create!.code, results.create!.stderr).toBe(0);
    expect(results.create!.stdout).toContain(`Admin ${email} created`);
    const c = t!.client();
    const res = await signIn(c, email, 'ada-admin-pass');
    expect(res.status, res.text).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'Admin', name: 'Ada Admin', email });
    expect((await checkAuth(c)).body.user.role).toBe('Admin');
  });

  it('refuses a duplicate e-mail (any case) with a non-zero exit, changing nothing', async () => {
    expect(results.duplicate!.code).not.toBe(0);
    expect(results.duplicate!.stderr).toMatch(/already exists/);
    expect((await signIn(t!.client(), email, 'ada-again-pass')).status).toBe(401);
    expect((await signIn(t!.client(), email, 'ada-admin-pass')).body.user.name).toBe('Ada Admin');
  });

  it('refuses invalid input with exit 2 and the validation message, creating no one', async () => {
    expect(results.badEmail!.code).toBe(2);
    expect(results.badEmail!.stderr).toContain('Invalid email format');
    expect(results.badName!.code).toBe(2);
    expect(results.badName!.stderr).toContain('Name should only contain letters and spaces');
    expect(results.shortPassword!.code).toBe(2);
    expect(results.shortPassword!.stderr).toContain('Password must be 8 to 128 characters');
    expect(results.commonPassword!.code).toBe(2);
    expect(results.commonPassword!.stderr).toContain('This password is too common. Choose another.');
    expect(results.noPassword!.code).toBe(2);
    const rows = await t!.query<{ n: number }>(sql`select count(*)::int as n from users`);
    expect(rows[0]!.n).toBe(1);
  });
});

describe('compiled entry point (npm start)', () => {
  it('refuses a bad setting with exit 1 and names it', async () => {
    const run = await runNode(path.join(serverDist, 'main.js'), [], {
      PORT: 'abc',
      DATA_DIR: '/nonexistent/never-used',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('PORT');
    expect(run.stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('starts on a fresh data dir, creates the demo data, serves the API and stops on SIGTERM', async () => {
    const dataDir = await freshDataDir('pglite');
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(serverDist, 'main.js')], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await new Promise<void>((resolve, reject) => {
        const check = () => (out.includes('CMS is running') ? resolve() : undefined);
        child.stdout.on('data', check);
        void exited.then((code) => reject(new Error(`exited early (${code}):\n${out}`)));
      });
      expect(out).toContain('Demo data created');
      // The start's phases, for whoever times a restart (docs/performance.md, restart).
      expect(out).toMatch(
        /Started in \d+\.\d s: modules \d+\.\d s, database \d+\.\d s, migrations \d+\.\d s, app \d+\.\d s, demo data \d+\.\d s, listen \d+\.\d s/,
      );
      expect(out).toContain('admin@cms.local');
      // Without SMTP_URL, where the demo's mail is read (issue 19).
      expect(out).toContain(`mail is kept in the outbox for admins, http://127.0.0.1:${port}${OUTBOX_PAGE_PATH}`);
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok', driver: 'pglite' });
      const signin = await fetch(`http://127.0.0.1:${port}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@cms.local', password: 'demo1234' }),
      });
      expect(((await signin.json()) as { user: { role: string } }).user.role).toBe('Admin');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
