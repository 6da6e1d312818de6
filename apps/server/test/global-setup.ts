/**
 * One throwaway PostgreSQL cluster for the whole server test run (when the server binaries are
 * installed). Test files read its URL with inject('pgAdminUrl') and create their own databases.
 * Set CMS_TEST_POSTGRES=0 to run the PGlite variant only.
 */
import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from './helpers/pglite-template.js';
import { findPgBinaries, startCluster, type PgCluster } from './helpers/postgres.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bins = process.env.CMS_TEST_POSTGRES === '0' ? null : findPgBinaries();
  // Both are slow to create (PGlite's initdb takes seconds): do them side by side, once.
  const [cluster, template] = await Promise.all([
    bins ? startCluster(bins) : Promise.resolve<PgCluster | null>(null),
    createPgliteTemplate(),
  ]);
  const onExit = () => cluster?.stopSync();
  process.once('exit', onExit);
  project.provide('pgAdminUrl', cluster?.adminUrl ?? null);
  project.provide('pgliteTemplate', template);
  return async () => {
    process.off('exit', onExit);
    await fs.rm(template, { recursive: true, force: true });
    await cluster?.stop();
  };
}
