/** Opens the database: embedded PGlite in DATA_DIR, or node-postgres when DATABASE_URL is set. */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { MarkPhase } from '../start-phases.js';
import * as schema from './schema/index.js';
import { parseOnClient } from './pglite-parsers.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, usable wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** True when the database had no tables before this start's migrations. */
  fresh: boolean;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The rows of a raw `db.execute` result: node-postgres answers `{ rows }`, PGlite through drizzle an array. */
export const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

async function hasUsersTable(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass('public.users') is not null as "exists"`);
  return Boolean(rowsOf<{ exists: boolean }>(result)[0]?.exists);
}

/** A health check: true when `query` succeeds. */
const pingWith = (query: () => Promise<unknown>) => async () => {
  try {
    await query();
    return true;
  } catch {
    return false;
  }
};

/**
 * PostgreSQL settings of the embedded database. PGlite touches all of shared_buffers inside its
 * WebAssembly memory when it starts, so initdb's 128 MB stayed resident however small the data;
 * 16 MB holds the catalogue's working set, and other pages come from the operating system's file
 * cache. Measured in docs/performance.md (the embedded database's memory).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

const fileExists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Creates the PostgreSQL cluster of an empty PGlite directory in a short-lived child process.
 * PGlite's initdb runs a second PostgreSQL instance and copies the new cluster through memory (an
 * ~800 MB peak); done in this process, ~85 MB of it stayed resident for the life of the server.
 */
async function initPgliteDir(dir: string): Promise<void> {
  if (await fileExists(path.join(dir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = 'const [, lib, dir] = process.argv; require(lib).PGlite.create(dir).then((db) => db.close());';
  await promisify(execFile)(process.execPath, ['-e', script, pglite, dir]);
}

/** How one driver reaches its database: the migrations, a trivial query, the end of its connections. */
interface DriverOps {
  migrate: () => Promise<void>;
  query: () => Promise<unknown>;
  close: () => Promise<void>;
}

/** Runs the migrations, having first read whether the database was fresh (no tables yet). */
async function migrated(
  driver: Database['driver'],
  db: Db,
  { migrate, query, close }: DriverOps,
  markPhase?: MarkPhase,
): Promise<Database> {
  markPhase?.('database');
  const existed = await hasUsersTable(db);
  await migrate();
  markPhase?.('migrations');
  return { db, driver, fresh: !existed, ping: pingWith(query), close };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told when the database is open and when it is migrated (main.ts's start phases). */
  markPhase?: MarkPhase;
}): Promise<Database> {
  if (opts.databaseUrl) {
    // The pg driver is loaded only with DATABASE_URL (docs/performance.md, restart).
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    return migrated(
      'postgres',
      drizzlePg(pool, { schema }) as unknown as Db,
      {
        migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
        query: () => pool.query('select 1'),
        close: () => pool.end(),
      },
      opts.markPhase,
    );
  }
  const dir = path.join(opts.dataDir, 'pglite');
  await fs.mkdir(dir, { recursive: true });
  await initPgliteDir(dir);
  // pg_trgm backs the catalogue search indexes (the migration creates the extension).
  const client = parseOnClient(await PGlite.create(dir, { extensions: { pg_trgm }, startParams: pgliteStartParams }));
  return migrated(
    'pglite',
    drizzlePglite(client, { schema }) as unknown as Db,
    {
      migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
      query: () => client.query('select 1'),
      close: () => client.close(),
    },
    opts.markPhase,
  );
}

export { schema };
