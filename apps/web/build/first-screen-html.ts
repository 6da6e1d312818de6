/**
 * A Vite build plugin: for each first screen of the contract's FIRST_SCREENS (landing, sign-in) it
 * writes a copy of index.html that also preloads the page's own chunks (<link rel="modulepreload">).
 * Without it the browser learns of the page chunk only once the entry has loaded and run, one round
 * trip later. The server sends that file for the screen's paths (apps/server/src/http/web-app.ts).
 */
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_SCREENS } from '../../../packages/contract/src/first-screens';

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
      for (const { html: file, page: module } of Object.values(FIRST_SCREENS)) {
        const id = path.resolve(root, module);
        // The router imports the page lazily (firstScreenPages in src/app/router.tsx), so the page is the
        // facade of a chunk the entry imports dynamically; anything else means the two disagree.
        const page = chunks.find((c) => c.facadeModuleId === id && entry.dynamicImports.includes(c.fileName));
        if (!page) return this.error(`first-screen-html: the router does not load ${module} lazily`);
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
