/**
 * Compresses large JSON and text answers (brotli or gzip, as the client accepts) on the fly.
 * Never media: images and videos are compressed already, and a Range answer's byte offsets refer to
 * the stored file. The web app's own files are compressed once at build time (web-app.ts).
 * Registered before the routes: it hooks every route added after it.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this many bytes compression saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * JSON (also problem+json and the like) and text (CSV exports, HTML, CSS). The plugin adds the
 * types mime-db calls compressible (JavaScript, SVG …); never images, audio or video, and not
 * application/octet-stream, which the plugin's own default would take.
 */
export const COMPRESSIBLE_TYPES = /^(?:application\/(?:[\w.-]+\+)?json|text\/(?:plain|csv|html|css))(?:;|$)/i;

export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    encodings: ['br', 'gzip'],
    // Request bodies stay as sent: no compressed uploads to inflate past the body limit's intent.
    globalDecompression: false,
  });
});
