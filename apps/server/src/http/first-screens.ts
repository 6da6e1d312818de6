/**
 * The first screens (the contract's FIRST_SCREENS: landing, sign-in, sign-up) rendered to HTML for a
 * visitor without a session, so the page paints before any script has run; the client hydrates it
 * (apps/web/src/main.tsx). The renderer is the web app's server build (apps/web/dist-ssr, beside the
 * web build: `vite build --ssr`), the same components as the client's; it gets the public answers the
 * screens show (featured courses, the public config) exactly as the API sends them, and embeds them
 * beside the HTML for the client's first render. A rendered page is kept per catalogue version (it
 * changes with every committed write a course list shows), so a publish shows on the next visit.
 * A request with a session cookie gets the plain app shell: the signed-in user is sent on anyway.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/** The server build's folder, beside the web build's. */
export const ssrDistOf = (webDist: string) => path.join(path.dirname(path.resolve(webDist)), 'dist-ssr');
const SSR_ENTRY = 'render-first-screen.js';

/** The built index.html's empty root element, where the rendered page goes. */
export const ROOT_ELEMENT = '<div id="root"></div>';
/** At most this many rendered pages (paths with their query strings) are kept per catalogue version. */
const MAX_CACHED_PAGES = 64;

/** The public answers a first screen shows (apps/web/src/app/render-first-screen.tsx FirstScreenData). */
export interface FirstScreenData {
  featured: unknown;
  config: unknown;
}
type Render = (url: string, data: FirstScreenData) => Promise<string | null>;

/**
 * The CSP sources ('sha256-…') of the inline scripts of the built index.html: the theme script
 * (apps/web/build/theme-script.ts), which must run before the first paint. Hashed from the file served,
 * so the policy allows exactly what the build wrote.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

export interface FirstScreensOptions {
  webDist: string;
  /** The catalogue version now. */
  catalogueVersion: () => Promise<number>;
  /** The public answers, as the API sends them now. */
  publicData: () => Promise<FirstScreenData>;
  log: FastifyBaseLogger;
}

export class FirstScreens {
  private readonly entry: string;
  private renderer: Promise<Render | null> | undefined;
  private readonly templates = new Map<string, string | null>();
  private version: number | undefined;
  private pages = new Map<string, Promise<string | null>>();

  constructor(private readonly opts: FirstScreensOptions) {
    this.entry = path.join(ssrDistOf(opts.webDist), SSR_ENTRY);
  }

  /** True when the web app's server build is there. */
  get built(): boolean {
    return existsSync(this.entry);
  }

  /**
   * The HTML of `file` (index.html or a first screen's copy of it) with the page at `url` rendered
   * into it; null when it cannot be rendered (no server build, a failure): the caller sends the file.
   */
  async page(url: string, file: string): Promise<string | null> {
    const version = await this.opts.catalogueVersion();
    if (version !== this.version) {
      this.version = version;
      this.pages = new Map();
    }
    const key = `${file}\n${url}`;
    let page = this.pages.get(key);
    if (!page) {
      page = this.render(url, file);
      if (this.pages.size < MAX_CACHED_PAGES) this.pages.set(key, page);
    }
    return page;
  }

  private async render(url: string, file: string): Promise<string | null> {
    try {
      const template = this.template(file);
      const render = await this.loadRenderer();
      if (!template || !render) return null;
      const root = await render(url, await this.opts.publicData());
      return root === null ? null : template.replace(ROOT_ELEMENT, () => root);
    } catch (error) {
      this.opts.log.error({ err: error, url }, 'first screen: rendering failed; the app shell is sent');
      return null;
    }
  }

  private template(file: string): string | null {
    if (!this.templates.has(file)) {
      const p = path.join(this.opts.webDist, file);
      const html = existsSync(p) ? readFileSync(p, 'utf8') : null;
      this.templates.set(file, html?.includes(ROOT_ELEMENT) ? html : null);
    }
    return this.templates.get(file) ?? null;
  }

  private loadRenderer(): Promise<Render | null> {
    this.renderer ??= import(pathToFileURL(this.entry).href).then(
      (module: { render?: Render }) => module.render ?? null,
      (error: unknown) => {
        this.opts.log.error({ err: error, entry: this.entry }, 'first screen: the server build did not load');
        return null;
      },
    );
    return this.renderer;
  }
}
