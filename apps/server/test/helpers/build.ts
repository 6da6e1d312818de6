/** Makes sure the compiled server (apps/server/dist) is up to date with its sources. */
import { execFile as execFileCb } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFile = promisify(execFileCb);

export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const serverDist = path.join(repoRoot, 'apps/server/dist');

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const st = await fs.stat(path.join(entry.parentPath, entry.name));
    newest = Math.max(newest, st.mtimeMs);
  }
  return newest;
}

async function mtime(file: string): Promise<number> {
  try {
    return (await fs.stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}

/** Runs `tsc -b apps/server` when a compiled entry point is missing or older than a source file. */
export async function ensureServerBuilt(): Promise<void> {
  const sources = Math.max(
    await newestMtime(path.join(repoRoot, 'apps/server/src')),
    await newestMtime(path.join(repoRoot, 'packages/contract/src')),
  );
  const outputs = Math.min(
    await mtime(path.join(serverDist, 'cli/admin-create.js')),
    await mtime(path.join(serverDist, 'main.js')),
    await mtime(path.join(repoRoot, 'packages/contract/dist/index.js')),
  );
  if (outputs > sources) return;
  const tsc = path.join(repoRoot, 'node_modules/.bin/tsc');
  try {
    await execFile(tsc, ['-b', 'apps/server'], { cwd: repoRoot, timeout: 300_000 });
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`tsc -b apps/server failed:\n${e.stdout ?? ''}${e.stderr ?? ''}${e.message}`, { cause: err });
  }
}
