import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstScreenHtml } from './build/first-screen-html';

const contractSrc = fileURLToPath(new URL('../../packages/contract/src/index.ts', import.meta.url));
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
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
