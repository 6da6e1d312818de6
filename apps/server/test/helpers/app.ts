/** Starts real, listening apps on fresh databases (PGlite or the throwaway PostgreSQL cluster). */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/index.js';
import { Client } from './client.js';
import { copyPgliteTemplate } from './pglite-template.js';
import { createDatabase, findPgBinaries, startCluster, type PgCluster } from './postgres.js';

export type Driver = 'pglite' | 'postgres';

const provided = inject('pgAdminUrl');
const pgliteTemplate = inject('pgliteTemplate');
/**
 * Whether the PostgreSQL variant can run. Normally decided by the global setup; when a file runs
 * without it (provided === undefined), this file starts its own cluster on first use.
 */
export const pgAvailable: boolean =
  provided !== undefined ? provided !== null : process.env.CMS_TEST_POSTGRES !== '0' && findPgBinaries() !== null;

/**
 * Suites about the database itself — repositories, migrations, locking, triggers, concurrency, SQL or
 * value parsing that could differ between PGlite and node-postgres — run on both drivers
 * (PostgreSQL when its binaries are installed). See README.md beside this folder for the list.
 */
export const databaseDrivers: Driver[] = pgAvailable ? ['pglite', 'postgres'] : ['pglite'];

/** Every other suite runs once, on PGlite: the embedded database a fresh install uses. */
export const appDrivers: Driver[] = ['pglite'];

let ownCluster: Promise<PgCluster> | null = null;
afterAll(async () => {
  if (ownCluster) await (await ownCluster).stop();
});

async function pgAdminUrl(): Promise<string> {
  if (provided) return provided;
  const bins = findPgBinaries();
  if (!bins) throw new Error('PostgreSQL is not available');
  ownCluster ??= startCluster(bins);
  return (await ownCluster).adminUrl;
}

/** A fresh database URL for the PostgreSQL driver (undefined for PGlite). */
export async function freshDatabaseUrl(driver: Driver): Promise<string | undefined> {
  return driver === 'postgres' ? createDatabase(await pgAdminUrl()) : undefined;
}

export const tempDir = (prefix = 'cms-test-') => fs.mkdtemp(path.join(os.tmpdir(), prefix));

/** A new temp DATA_DIR; for PGlite it holds a brand-new (empty, unmigrated) database. */
export async function freshDataDir(driver: Driver): Promise<string> {
  const dir = await tempDir();
  if (driver === 'pglite' && pgliteTemplate) await copyPgliteTemplate(pgliteTemplate, dir);
  return dir;
}

/** Settings for tests: quiet, no demo data, no web build, auth and upload limits out of the way, no timed clean-up. */
export function testEnv(dataDir: string, extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string | undefined> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_EMAIL_PER_15_MIN: '100000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
    UPLOAD_CLEANUP_INTERVAL_MS: '0',
    // No background transcoding: video-renditions.test.ts runs the jobs itself.
    TRANSCODE_CONCURRENCY: '0',
    // No background reconcile rounds (which also resume stuck refunds): a test knows when a round ran;
    // one about the rounds themselves turns them on (order-reconcile.test.ts, RECONCILE_INTERVAL_MS).
    RECONCILE_INTERVAL_MS: '0',
    ...extra,
  };
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  driver: Driver;
  dataDir: string;
  databaseUrl: string | undefined;
  /** http://127.0.0.1:PORT — also the app's own origin. */
  url: string;
  port: number;
  /** A new cookie-keeping client for this app. */
  client(): Client;
  /** Raw SQL through the app's own database handle. */
  query<T = Record<string, unknown>>(statement: SQL): Promise<T[]>;
  /** Stops the app; removes its temp DATA_DIR unless keepData (or the dir was passed in). */
  close(opts?: { keepData?: boolean }): Promise<void>;
}

export interface StartOptions {
  /** Extra environment (overrides the test defaults). */
  env?: Record<string, string | undefined>;
  /** Reuse a data dir (e.g. one an admin CLI wrote to); a fresh temp dir otherwise. */
  dataDir?: string;
  /** Reuse a database (PostgreSQL driver). */
  databaseUrl?: string;
  /** Listen on this port (when the config must know the port beforehand). */
  port?: number;
  /** Called between buildApp and listen, e.g. to add test-only routes. */
  beforeListen?: (app: FastifyInstance) => void | Promise<void>;
}

export async function startApp(driver: Driver, options: StartOptions = {}): Promise<TestApp> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await freshDataDir(driver));
  const databaseUrl = options.databaseUrl ?? (await freshDatabaseUrl(driver));
  const port = options.port ?? 0;
  const config = loadConfig(testEnv(dataDir, { DATABASE_URL: databaseUrl, PORT: String(port), ...options.env }));
  const app = await buildApp(config);
  try {
    await options.beforeListen?.(app);
    await app.listen({ port, host: '127.0.0.1' });
  } catch (err) {
    await app.close();
    throw err;
  }
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    config,
    driver,
    dataDir,
    databaseUrl,
    url,
    port: address.port,
    client: () => new Client(url),
    async query<T>(statement: SQL) {
      const result = (await app.db.execute(statement)) as unknown as { rows: T[] } | T[];
      return Array.isArray(result) ? result : result.rows;
    },
    async close({ keepData = false } = {}) {
      // Every test has read its responses in full by now. Without this, a keep-alive socket whose
      // response was still being finished when close() began holds server.close() open until the
      // keep-alive timeout (72 s): Fastify only closes the connections idle at that instant.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      if (ownDir && !keepData) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export { sql };
