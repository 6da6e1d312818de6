/**
 * The PostgreSQL variant of the suite: a throwaway real PostgreSQL cluster (see
 * helpers/postgres.ts and global-setup.ts). Reported as skipped where the PostgreSQL server
 * binaries are not installed; the other suites then run on PGlite only.
 */
import fs from 'node:fs/promises';
import { API } from '@cms/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appDrivers, databaseDrivers, pgAvailable, sql, startApp, type TestApp } from './helpers/app.js';
import { findPgBinaries } from './helpers/postgres.js';
import { createUser, newCredentials, signIn, signUp } from './helpers/users.js';

describe('database drivers', () => {
  it('suites about the database run on PGlite always and on PostgreSQL exactly when it is available; the rest once, on PGlite', () => {
    expect(databaseDrivers[0]).toBe('pglite');
    expect(databaseDrivers.includes('postgres')).toBe(pgAvailable);
    expect(appDrivers).toEqual(['pglite']);
  });
});

describe.skipIf(!pgAvailable)('throwaway PostgreSQL cluster', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = await Promise.all([startApp('postgres'), startApp('postgres')]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('is a real PostgreSQL server on 127.0.0.1, found on this machine', async () => {
    expect(findPgBinaries()).not.toBeNull();
    const adminUrl = inject('pgAdminUrl');
    if (adminUrl) expect(new URL(adminUrl).hostname).toBe('127.0.0.1');
    const client = new pg.Client({ connectionString: a.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ v: string }>('select version() as v');
      expect(rows[0]!.v).toMatch(/^PostgreSQL \d+/);
      // not PGlite: a real server has other backends (checkpointer, walwriter, ...)
      const { rows: procs } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where backend_type <> 'client backend'",
      );
      expect(procs[0]!.n).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
  });

  it('each app gets its own, freshly migrated database', async () => {
    expect(a.databaseUrl).not.toBe(b.databaseUrl);
    expect(a.app.database.fresh).toBe(true);
    expect((await a.client().get(API.health)).body).toEqual({ status: 'ok', database: 'ok', driver: 'postgres' });
    const tables = await a.query<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'uploads',
        'student_profiles',
        'lead_profiles',
        'instructor_profiles',
      ]),
    );
    const creds = newCredentials('Only In A');
    expect((await signUp(a.client(), creds)).status).toBe(201);
    expect((await signIn(a.client(), creds.email, creds.password)).status).toBe(200);
    expect((await signIn(b.client(), creds.email, creds.password)).status).toBe(401);
  });

  it('a restarted app on the same database keeps its data and does not migrate twice', async () => {
    const u = await createUser(a, 'Student', 'Persistent Student');
    const again = await startApp('postgres', { databaseUrl: a.databaseUrl });
    try {
      expect(again.app.database.fresh).toBe(false);
      const res = await signIn(again.client(), u.creds.email, u.creds.password);
      expect(res.body.user.role).toBe('Student');
    } finally {
      await again.close();
    }
  });
});

describe('PGlite', () => {
  it('keeps its data in DATA_DIR across restarts', async () => {
    const first = await startApp('pglite');
    const creds = newCredentials('Pglite Person');
    try {
      expect(first.app.database.fresh).toBe(true);
      expect((await signUp(first.client(), creds)).status).toBe(201);
    } finally {
      await first.close({ keepData: true });
    }
    const second = await startApp('pglite', { dataDir: first.dataDir });
    try {
      expect(second.app.database.fresh).toBe(false);
      expect((await signIn(second.client(), creds.email, creds.password)).status).toBe(200);
    } finally {
      await second.close();
      await fs.rm(first.dataDir, { recursive: true, force: true });
    }
  });
});
