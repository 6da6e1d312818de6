/**
 * Every repo path named in the docs exists: a backticked token that starts with one of the
 * repo's top-level folders and has no spaces must be a file or a folder (from the repo root).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const PREFIXES = ['apps/', 'packages/', 'e2e/', 'bench/', 'docs/', 'scripts/', 'test/', '.ci/'];

/** The backticked repo paths of a markdown file (inline code spans, fenced blocks excluded). */
function repoPaths(markdown: string): string[] {
  const withoutFences = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
  const tokens = [...withoutFences.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  return tokens.filter((t) => !/\s/.test(t) && PREFIXES.some((p) => t.startsWith(p)));
}

const files: { file: string; min: number }[] = [
  { file: 'docs/spec-coverage.md', min: 100 },
  { file: 'README.md', min: 1 },
  { file: 'docs/decisions.md', min: 1 },
  { file: 'docs/performance.md', min: 1 },
  { file: 'apps/server/README.md', min: 1 },
  { file: 'apps/web/README.md', min: 1 },
];

describe('paths named in the docs exist', () => {
  it('finds paths in backticks, and only those', () => {
    expect(repoPaths('`apps/web/src` `PRODUCT_NAME` `GET /api/courses` `e2e/auth.spec.ts`')).toEqual([
      'apps/web/src',
      'e2e/auth.spec.ts',
    ]);
  });

  for (const { file, min } of files) {
    it(file, () => {
      const found = repoPaths(readFileSync(path.join(root, file), 'utf8'));
      expect(found.length, `${file}: too few paths found`).toBeGreaterThanOrEqual(min);
      const missing = [...new Set(found)].filter((p) => !existsSync(path.join(root, p)));
      expect(missing, `${file} names paths that do not exist:\n${missing.join('\n')}`).toEqual([]);
    });
  }
});

/** The folders directly under `dir` (from the repo root). */
const foldersOf = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

describe('the app READMEs list every module and feature', () => {
  it('apps/server/README.md names every folder of apps/server/src/modules', () => {
    const readme = readFileSync(path.join(root, 'apps/server/README.md'), 'utf8');
    const missing = foldersOf('apps/server/src/modules').filter(
      (m) => !readme.includes(`apps/server/src/modules/${m}\``),
    );
    expect(missing).toEqual([]);
  });

  it('apps/web/README.md names every folder of apps/web/src/features', () => {
    const readme = readFileSync(path.join(root, 'apps/web/README.md'), 'utf8');
    const missing = foldersOf('apps/web/src/features').filter((f) => !new RegExp(`^ {4}${f}/ `, 'm').test(readme));
    expect(missing).toEqual([]);
  });
});
