/**
 * A throwaway PostgreSQL cluster for the server tests.
 *
 * Finds initdb/pg_ctl (PATH, then /usr/lib/postgresql/<version>/bin), creates a cluster in a
 * temp dir (owned by the `postgres` OS user when we run as root, since PostgreSQL refuses to
 * run as root), starts it on a free 127.0.0.1 port, and stops and removes it afterwards.
 * Each test app gets its own database in the cluster (createDatabase).
 */
import { execFile as execFileCb, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const execFile = promisify(execFileCb);

export interface PgBinaries {
  initdb: string;
  pgCtl: string;
}

export interface PgCluster {
  /** Connection URL of the cluster's maintenance database (`postgres`). */
  adminUrl: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
  /** Synchronous best-effort stop, for process exit handlers. */
  stopSync(): void;
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

/** initdb and pg_ctl, or null when PostgreSQL server binaries are not installed. */
export function findPgBinaries(): PgBinaries | null {
  const initdb = onPath('initdb');
  const pgCtl = onPath('pg_ctl');
  if (initdb && pgCtl) return { initdb, pgCtl };
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (existsSync(path.join(bin, 'initdb')) && existsSync(path.join(bin, 'pg_ctl'))) {
      return { initdb: path.join(bin, 'initdb'), pgCtl: path.join(bin, 'pg_ctl') };
    }
  }
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when we are root. */
function asPostgres(file: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

async function run(file: string, args: string[], cwd: string): Promise<void> {
  const [cmd, argv] = asPostgres(file, args);
  try {
    await execFile(cmd, argv, { cwd, timeout: 60_000 });
  } catch (err) {
    const e = err as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${path.basename(file)} failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`, {
      cause: err,
    });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startCluster(bins: PgBinaries): Promise<PgCluster> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-pg-'));
  const dataDir = path.join(root, 'data');
  const socketDir = path.join(root, 'sock');
  await fs.mkdir(dataDir, { mode: 0o700 });
  await fs.mkdir(socketDir, { mode: 0o700 });
  if (isRoot()) {
    const { uid, gid } = await postgresUser();
    for (const p of [root, dataDir, socketDir]) await fs.chown(p, uid, gid);
  }
  const removeRoot = () => fs.rm(root, { recursive: true, force: true });
  try {
    await run(
      bins.initdb,
      ['-A', 'trust', '-U', 'postgres', '-D', dataDir, '-E', 'UTF8', '--locale=C', '--no-sync'],
      root,
    );
    let port = 0;
    let started = false;
    for (let attempt = 0; attempt < 3 && !started; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${socketDir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      try {
        await run(
          bins.pgCtl,
          ['-D', dataDir, '-l', path.join(root, 'postgres.log'), '-o', options, '-w', '-t', '60', 'start'],
          root,
        );
        started = true;
      } catch (err) {
        if (attempt === 2) throw err;
      }
    }
    let stopped = false;
    const stopArgs = ['-D', dataDir, '-m', 'fast', '-w', 'stop'];
    return {
      adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir: root,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await run(bins.pgCtl, stopArgs, root);
        } finally {
          await removeRoot();
        }
      },
      stopSync() {
        if (stopped) return;
        stopped = true;
        const [cmd, argv] = asPostgres(bins.pgCtl, stopArgs);
        try {
          execFileSync(cmd, argv, { cwd: root, stdio: 'ignore', timeout: 30_000 });
        } catch {
          // best effort
        }
        execFileSync('rm', ['-rf', root]);
      },
    };
  } catch (err) {
    await removeRoot();
    throw err;
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await execFile('id', ['-u', 'postgres']);
  const { stdout: gid } = await execFile('id', ['-g', 'postgres']);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

/** Creates a fresh, empty database in the cluster and returns its URL. */
export async function createDatabase(adminUrl: string, prefix = 'cms_test'): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the run's throwaway PostgreSQL cluster; null when PostgreSQL is not available. */
    pgAdminUrl: string | null;
  }
}
