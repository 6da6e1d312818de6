/**
 * Serves the built web app: hashed files under /assets/ cached for a year, everything else
 * (index.html above all) revalidated on every use; brotli or gzip files written beside each asset
 * at build time are sent to clients that accept them. Any other GET that is not an API path gets
 * the app's index.html (SPA fallback), pre-compressed as well; the first screens (the contract's
 * FIRST_SCREENS, by path in FIRST_SCREEN_HTML) get their own copy of it, which also preloads the
 * page's chunks, with the page rendered into it for a visitor without a session (first-screens.ts).
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { FIRST_SCREEN_HTML, MSG } from '@cms/contract';
import { errorBody } from '../errors/index.js';
import { SESSION_COOKIE } from '../session/plugin.js';
import type { FirstScreens } from './first-screens.js';

/** Build output names its files by content hash: they never change under the same URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The entry page and unhashed files (favicon): always revalidated, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

/** True when the web app has been built into `webDist`. */
export const webAppBuilt = (webDist: string) => existsSync(path.join(webDist, 'index.html'));

export async function webAppPlugin(app: FastifyInstance, opts: { webDist: string; firstScreens?: FirstScreens }) {
  const root = path.resolve(opts.webDist);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // index.html.br, app-1a2b.js.gz …: sent with Content-Encoding and Vary: Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // filePath is the file sent: the .br/.gz sibling when one was chosen.
      const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
    },
  });
  // SPA fallback: a GET that is neither an API path nor a built file gets the app's index.html.
  app.get('/*', { config: { roles: 'public' } }, async (request, reply) => {
    const rel = (request.params as { '*': string })['*'] ?? '';
    if (rel === 'api' || rel.startsWith('api/')) {
      return reply.status(404).send(errorBody('NOT_FOUND', `${MSG.routeNotFound}: GET /${rel}`));
    }
    const file = path.resolve(root, rel);
    if (rel && file.startsWith(root + path.sep) && isFile(file)) return reply.sendFile(rel);
    const firstScreen = FIRST_SCREEN_HTML[`/${rel}`];
    if (firstScreen) {
      // The answer depends on the session cookie: rendered page without one, app shell with one.
      reply.header('vary', 'Cookie');
      const rendered =
        opts.firstScreens && !request.cookies[SESSION_COOKIE]
          ? await opts.firstScreens.page(request.url, firstScreen)
          : null;
      if (rendered !== null) {
        return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(rendered);
      }
    }
    return reply.sendFile(firstScreen && isFile(path.join(root, firstScreen)) ? firstScreen : 'index.html');
  });

  // A sign-in or sign-up sent before the page's script has taken over posts to the page itself (the
  // form posts, so that a password never lands in a URL): the page again (303), the fields dropped
  // unread. The form parser is this plugin's alone: the API keeps answering JSON bodies only.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, _body, done) =>
    done(null, undefined),
  );
  for (const page of Object.keys(FIRST_SCREEN_HTML))
    app.post(page, { config: { roles: 'public' }, schema: { hide: true } }, async (request, reply) =>
      reply.redirect(request.url, 303),
    );
}
