import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstScreenHtml } from './build/first-screen-html';
import { themeScript } from './build/theme-script';

const contractSrc = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

/** The server build's entry (`vite build --ssr`): the first screens rendered to HTML (into dist-ssr). */
const SSR_ENTRY = 'src/app/render-first-screen.tsx';

/**
 * The server build: ES modules for Node with every dependency bundled in (the server loads them from
 * wherever the build was copied, with no node_modules beside it), no HTML, no compressed copies.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  publicDir: false,
  // React's production build, whatever NODE_ENV the server runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  resolve: { alias: { '@cms/contract': contractSrc, '@': src } },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: SSR_ENTRY,
    outDir: 'dist-ssr',
    emptyOutDir: true,
    sourcemap: false,
    // The route tree's lazy pages stay chunks of their own: rendering a first screen loads only its own.
    rolldownOptions: { output: { entryFileNames: 'render-first-screen.js' } },
  },
});

const clientBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    themeScript(),
    firstScreenHtml(),
    // file.br and file.gz beside every compressible file of the build (js, css, html, svg, json);
    // the server sends them as they are (preCompressed). Maps are left alone.
    compression({
      algorithms: [
        defineAlgorithm('gzip', { level: zlib.constants.Z_BEST_COMPRESSION }),
        defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
      include: /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: {
      '@cms/contract': contractSrc,
      '@': src,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the entry needs in one file: one request and one gzip window instead of many
        // small shared chunks (react, the query cache, the contract …).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      // The certificates' public keys (the /verify page checks credentials with them).
      '/.well-known': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : clientBuild));
