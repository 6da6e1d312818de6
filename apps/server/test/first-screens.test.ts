/**
 * Issue 22, HTML first (http/first-screens.ts): a visitor without a session gets the first screens
 * (landing, sign-in, sign-up) with the page rendered into the built HTML by the web app's server build
 * (dist-ssr beside the web build), from the public answers as the API sends them; the page is kept per
 * catalogue version, so a publish shows on the next visit; a session cookie gets the plain app shell;
 * the CSP allows the build's inline theme script by its hash, and nothing else inline.
 * The server build here is a stand-in with the real one's interface (render(url, data) → the root
 * element's HTML); e2e/first-screens.spec.ts runs the real one in a browser.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FIRST_SCREEN_HTML } from '@cms/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { appDrivers, tempDir } from './helpers/app.js';
import { createCourse } from './helpers/courses.js';
import { suiteWithUsers } from './helpers/suite.js';

const THEME_SCRIPT = 'document.documentElement.classList.add("dark")';
const shellOf = (file: string) =>
  `<!doctype html><html><head><script>${THEME_SCRIPT}</script><title>${file}</title></head><body><div id="root"></div></body></html>`;

/** The stand-in server build: the featured titles and the config it was given, and the URL. */
const RENDERER = `
let renders = 0;
export async function render(url, data) {
  renders += 1;
  const titles = (data.featured.courses ?? []).map((c) => '<h3>' + c.title + '</h3>').join('');
  return '<div id="root"><main data-url="' + url + '" data-render="' + renders + '">' + titles + '</main></div>' +
    '<script type="application/json" id="first-screen-state">' + JSON.stringify(data.config) + '</script>';
}`;

async function fakeBuilds(root: string): Promise<string> {
  const web = path.join(root, 'dist');
  await fs.mkdir(web);
  for (const file of ['index.html', ...new Set(Object.values(FIRST_SCREEN_HTML))]) {
    await fs.writeFile(path.join(web, file), shellOf(file));
  }
  await fs.mkdir(path.join(root, 'dist-ssr'));
  await fs.writeFile(path.join(root, 'dist-ssr', 'render-first-screen.js'), RENDERER);
  return web;
}

describe.each(appDrivers)('first screens rendered to HTML (%s)', (driver) => {
  let root: string;
  const t = suiteWithUsers(
    driver,
    { owner: ['Instructor', 'Owner Instructor'], student: ['Student', 'Some Student'] },
    async () => {
      root = await tempDir('cms-first-screens-');
      return { env: { WEB_DIST: await fakeBuilds(root) } };
    },
  );
  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  const visit = async (page: string, cookie?: string) => {
    const res = await fetch(`${t.url}${page}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    expect(res.status, page).toBe(200);
    return { res, html: await res.text() };
  };

  it('the landing, sign-in and sign-up come rendered, with the featured titles and the public config', async () => {
    const course = await createCourse(t.owner.client, { publish: true, overrides: { title: 'Rendered Course One' } });
    expect(course.id).toBeTruthy();
    for (const [page, file] of Object.entries(FIRST_SCREEN_HTML)) {
      const { res, html } = await visit(page);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control'), page).toBe('no-cache');
      expect(res.headers.get('vary')?.toLowerCase(), page).toContain('cookie');
      // The screen's own HTML file, its empty root replaced by the rendered page and the data beside it.
      expect(html, page).toContain(`<title>${file}</title>`);
      expect(html, page).toContain(`data-url="${page}"`);
      expect(html, page).toContain('<h3>Rendered Course One</h3>');
      expect(html, page).toMatch(/<script type="application\/json" id="first-screen-state">\{"googleEnabled":false/);
      expect(html, page).not.toContain('<div id="root"></div>');
    }
  });

  it('a page is rendered once per catalogue version: the next publish shows on the next visit', async () => {
    const first = (await visit('/')).html;
    const again = (await visit('/')).html;
    expect(again).toBe(first);
    await createCourse(t.owner.client, { publish: true, overrides: { title: 'Rendered Course Two' } });
    const after = (await visit('/')).html;
    expect(after).toContain('<h3>Rendered Course Two</h3>');
    expect(after).toContain('<h3>Rendered Course One</h3>');
    expect(after).not.toBe(first);
  });

  it('a request with a session cookie gets the plain app shell', async () => {
    const cookie = `cms_session=${t.student.client.token}`;
    for (const [page, file] of Object.entries(FIRST_SCREEN_HTML)) {
      const { res, html } = await visit(page, cookie);
      expect(html, page).toBe(shellOf(file));
      expect(res.headers.get('vary')?.toLowerCase(), page).toContain('cookie');
    }
    // Any cookie of that name: the server does not look the session up for this.
    expect((await visit('/', 'cms_session=not-a-session')).html).toBe(shellOf(FIRST_SCREEN_HTML['/']!));
  });

  it('a form sent before the page has hydrated gets the page again, and the API still refuses form bodies', async () => {
    for (const page of ['/auth/signin', '/auth/signup']) {
      const res = await fetch(`${t.url}${page}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
        body: 'email=someone%40cms.local&password=secret123',
      });
      expect(res.status, page).toBe(303);
      expect(res.headers.get('location'), page).toBe(page);
    }
    const api = await fetch(`${t.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url },
      body: 'email=someone%40cms.local&password=secret123',
    });
    expect(api.status).toBe(415);
  });

  it('other pages get the app shell', async () => {
    expect((await visit('/student/dashboard')).html).toBe(shellOf('index.html'));
  });

  it("the CSP allows the build's inline theme script by its sha256, and no other inline script", async () => {
    const { res } = await visit('/auth/signin');
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(scriptSrc.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
