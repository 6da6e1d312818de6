/**
 * A Vite build plugin: for each first screen of FIRST_SCREEN_HTML (landing, sign-in) it writes a copy
 * of index.html that also preloads the page's own chunks (<link rel="modulepreload">). Without it the
 * browser learns of the page chunk only once the entry has loaded and run, one round trip later.
 * The server sends that file for the screen's paths (apps/server/src/http/web-app.ts).
 */
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_HTML } from '../../../packages/contract/src/paths';

/** The page module each first-screen file preloads, relative to the web app's root. */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  'landing.html': 'src/features/landing/pages/landing-page.tsx',
  'sign-in.html': 'src/features/auth/pages/sign-in-page.tsx',
};

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');

/** A chunk's file and every file it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

export function firstScreenHtml(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'cms:first-screen-html',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return this.error('first-screen-html: index.html is not in the bundle');
      const html = String(index.source);
      if (!html.includes('</head>')) return this.error('first-screen-html: index.html has no </head>');
      const chunks = chunksOf(bundle);
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return this.error('first-screen-html: the build has no entry chunk');
      const loadedByEntry = staticClosure(bundle, entry.fileName);
      const files = new Set(Object.values(FIRST_SCREEN_HTML));
      for (const file of files) {
        const module = PAGE_MODULES[file];
        if (!module) return this.error(`first-screen-html: no page module for ${file}`);
        const id = path.resolve(root, module);
        const page = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
        if (!page) return this.error(`first-screen-html: no chunk holds ${module}`);
        const links = [...staticClosure(bundle, page.fileName)]
          .filter((f) => !loadedByEntry.has(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`);
        this.emitFile({
          type: 'asset',
          fileName: file,
          source: html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
        });
      }
    },
  };
}
