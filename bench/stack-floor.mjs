// The least JavaScript any first screen on the architecture's fixed web stack can load: empty apps
// built with the web app's own Vite, one per layer (React 19 + ReactDOM; + React Router's data
// router with one lazy route; + TanStack Query with one query), measured like bench/web-load.mjs
// (gzip -9 of each built JS file). It puts the initial-JS target next to what the stack costs
// before a line of the app is written.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipBytes } from './gzip-bytes.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const fromWeb = createRequire(path.join(repoRoot, 'apps/web/package.json'));

const MOUNT = `const root = createRoot(document.getElementById('root'));`;

/** Each layer's entry: plain createElement, so no JSX transform is involved. */
const LAYERS = {
  react: `
    import { createElement as h } from 'react';
    import { createRoot } from 'react-dom/client';
    ${MOUNT}
    root.render(h('p', null, 'hello'));`,
  router: `
    import { createElement as h } from 'react';
    import { createRoot } from 'react-dom/client';
    import { createBrowserRouter, Link, Outlet } from 'react-router';
    import { RouterProvider } from 'react-router/dom';
    const router = createBrowserRouter([
      { path: '/', Component: () => h('div', null, h(Link, { to: '/page' }, 'page'), h(Outlet)),
        children: [{ path: 'page', lazy: () => import('virtual:floor-page') }] },
    ]);
    ${MOUNT}
    root.render(h(RouterProvider, { router }));`,
  query: `
    import { createElement as h } from 'react';
    import { createRoot } from 'react-dom/client';
    import { createBrowserRouter, Link, Outlet } from 'react-router';
    import { RouterProvider } from 'react-router/dom';
    import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
    function Home() {
      const q = useQuery({ queryKey: ['me'], queryFn: () => fetch('/api/me').then((r) => r.json()) });
      return h('div', null, h(Link, { to: '/page' }, String(q.data ?? 'page')), h(Outlet));
    }
    const router = createBrowserRouter([
      { path: '/', Component: Home, children: [{ path: 'page', lazy: () => import('virtual:floor-page') }] },
    ]);
    ${MOUNT}
    root.render(h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })));`,
};

const PAGE = `import { createElement as h } from 'react'; export const Component = () => h('p', null, 'lazy');`;

/** Serves the entry and the lazy page as virtual modules resolved from the repository's root. */
function floorModules(entry) {
  const ids = { 'virtual:floor-entry': entry, 'virtual:floor-page': PAGE };
  return {
    name: 'stack-floor',
    resolveId: (id) => (id in ids ? `\0${id}` : null),
    load: (id) => (id.startsWith('\0') && id.slice(1) in ids ? ids[id.slice(1)] : null),
  };
}

/** The entry chunk's file and every file it imports statically, transitively. */
function staticClosure(chunks, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

/**
 * Builds each layer in memory and sums the gzip bytes of the JS its first screen loads (the entry
 * and what it imports statically; the lazy page is not loaded on the first screen).
 * @returns {Promise<{layer: string, gzipBytes: number}[]>}
 */
export async function stackFloor() {
  const { build } = await import(fromWeb.resolve('vite'));
  const figures = [];
  for (const [layer, entry] of Object.entries(LAYERS)) {
    const result = await build({
      configFile: false,
      root: repoRoot,
      logLevel: 'silent',
      plugins: [floorModules(entry)],
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { write: false, rolldownOptions: { input: 'virtual:floor-entry' } },
    });
    const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const chunks = new Map(output.filter((c) => c.type === 'chunk').map((c) => [c.fileName, c]));
    const entryChunk = [...chunks.values()].find((c) => c.isEntry);
    let bytes = 0;
    for (const file of staticClosure(chunks, entryChunk.fileName)) bytes += gzipBytes(chunks.get(file).code);
    figures.push({ layer, gzipBytes: bytes });
  }
  return figures;
}
