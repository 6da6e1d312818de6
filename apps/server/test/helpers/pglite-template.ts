/**
 * PGlite's first start runs initdb inside WebAssembly, which takes several seconds. The run
 * creates one empty (unmigrated) PGlite data directory up front; each test app copies it, so every
 * app still starts on a brand-new database and runs the app's own migrations on it.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An empty PGlite data directory to copy; see createPgliteTemplate. */
    pgliteTemplate: string;
  }
}

export async function createPgliteTemplate(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'cms-pglite-template-'));
  const dir = path.join(root, 'pglite');
  const client = await PGlite.create(dir);
  await client.close();
  return root;
}

/** Puts a fresh copy of the template where the app opens PGlite (DATA_DIR/pglite). */
export async function copyPgliteTemplate(template: string, dataDir: string): Promise<void> {
  await fs.cp(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}
