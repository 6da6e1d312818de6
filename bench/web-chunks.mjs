// The web app's chunks as built (issue 22 item 5, heavy screens light): builds nothing itself, reads
// apps/web/dist (npm run bench builds it first) and prints gzip sizes (level 9, bench/gzip-bytes.mjs):
// the entry chunk, the initial JS of the first screens (their HTML file's script and modulepreloads
// with every chunk those import statically), the earnings chart's chunk, and every chunk over
// 120 KB gzip, each beside its target. Fast (no browser, no server): runs with every bench.
//
// Knobs: BENCH_WEB_CHUNKS=0 skips it; WEB_DIST (apps/web/dist).
import fs from 'node:fs/promises';
import path from 'node:path';
import { FIRST_SCREENS } from '../packages/contract/dist/first-screens.js';
import { gzipBytes } from './gzip-bytes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const KB = 1024;
const CHUNK_TARGET = 120 * KB;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB gzip`;

/** The `/assets/…js` files an HTML file loads: its module script and its modulepreloads. */
const scriptsOf = (html) =>
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?(assets\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );

/** The chunks a built chunk imports statically (`import … from "./x.js"`, `import "./x.js"`). */
const staticImportsOf = (code) =>
  [...code.matchAll(/(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => `assets/${m[1]}`,
  );

export async function webChunksBench() {
  const dist = path.resolve(process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
  console.log(`\nWeb app chunks (${path.relative(ROOT, dist) || dist}, gzip level 9)`);
  let names;
  try {
    names = (await fs.readdir(path.join(dist, 'assets'))).filter((f) => f.endsWith('.js'));
  } catch {
    console.log('  n/a (the web app is not built: npm run build)');
    return;
  }
  const chunks = new Map();
  for (const name of names) {
    const code = await fs.readFile(path.join(dist, 'assets', name));
    chunks.set(`assets/${name}`, { gzip: gzipBytes(code), imports: staticImportsOf(code.toString('utf8')) });
  }
  /** `roots` and every chunk they import statically, transitively. */
  const closure = (roots) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file) || !chunks.has(file)) return;
      seen.add(file);
      for (const next of chunks.get(file).imports) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  const total = (files) => [...files].reduce((sum, f) => sum + chunks.get(f).gzip, 0);
  const row = (name, figure, target, ok) =>
    console.log(`  ${name}: ${figure} (target: ${target})${ok === null ? '' : ok ? ' ok' : ' MISS'}`);

  const indexHtml = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
  const entry = scriptsOf(indexHtml).find((f) => chunks.has(f));
  if (entry) {
    const entryGzip = chunks.get(entry).gzip;
    row(`entry chunk (${entry})`, kb(entryGzip), '< 120 KB gzip', entryGzip < CHUNK_TARGET);
  }
  for (const screen of Object.values(FIRST_SCREENS)) {
    const html = await fs.readFile(path.join(dist, screen.html), 'utf8').catch(() => indexHtml);
    const files = closure(scriptsOf(html));
    row(
      `initial JS, ${screen.html.replace(/\.html$/, '')} (${screen.paths.join(', ')})`,
      `${kb(total(files))} in ${files.size} files`,
      'print; Lighthouse beside it in the scale bench',
      null,
    );
  }
  const chart = [...chunks.keys()].find((f) => /\/monthly-earnings-chart-[^/]+\.js$/.test(f));
  if (chart) {
    // Its static imports (the entry, shared helpers) are the Earnings page's own already.
    const own = chunks.get(chart).gzip;
    row('earnings chart chunk, loaded after the figures', kb(own), '< 120 KB gzip', own < CHUNK_TARGET);
  } else {
    row('earnings chart chunk', 'not found (no monthly-earnings-chart-*.js)', '< 120 KB gzip', false);
  }
  const heavy = [...chunks].filter(([, c]) => c.gzip >= CHUNK_TARGET).sort((a, b) => b[1].gzip - a[1].gzip);
  row(
    'chunks over 120 KB gzip',
    heavy.length ? heavy.map(([f, c]) => `${f} ${kb(c.gzip)}`).join(', ') : 'none',
    'none',
    heavy.length === 0,
  );
}
