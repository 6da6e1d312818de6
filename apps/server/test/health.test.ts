/** Health, public config, 404s and the one error shape. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { API } from '@cms/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { appDrivers, tempDir } from './helpers/app.js';
import { expectErrorShape } from './helpers/users.js';
import { suiteApp } from './helpers/suite.js';

describe.each(appDrivers)('health and errors (%s)', (driver) => {
  const t = suiteApp(driver);

  it('GET /api/health reports the database and the driver', async () => {
    const res = await t.client().get(API.health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok', driver });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('GET /api/config says Google is off when not configured', async () => {
    const res = await t.client().get(API.config);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ googleEnabled: false });
  });

  it('an unknown /api path is a 404 in the error shape', async () => {
    const res = await t.client().get('/api/whatever');
    expectErrorShape(res, 404, 'NOT_FOUND');
    expect(res.body.error.message).toContain('/api/whatever');
  });

  it('an unknown method on a known path is a 404 in the error shape', async () => {
    const res = await t.client().request('DELETE', API.health);
    expectErrorShape(res, 404, 'NOT_FOUND');
  });

  it('malformed JSON is a 400 in the error shape, without a stack', async () => {
    const res = await t.client().request('POST', API.signIn, {
      body: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorShape(res, 400);
  });

  it('an unsupported content type is refused in the error shape', async () => {
    const res = await t.client().request('POST', API.signIn, {
      body: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectErrorShape(res, 415);
  });

  it('a JSON body over the 1 MB limit is a 413 in the error shape', async () => {
    const res = await t.client().post(API.signIn, { email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) });
    expectErrorShape(res, 413);
  });

  it('validation errors are a 400 with per-field messages', async () => {
    const res = await t.client().post(API.signUp, {});
    expectErrorShape(res, 400, 'BAD_REQUEST');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'name', 'password']);
  });

  it('responses carry the security headers', async () => {
    const res = await t.client().get(API.health);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('the OpenAPI document lists the API', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining([API.signIn, API.signUp, API.health]));
  });
});

describe('with a built web app', () => {
  let web: string;
  const t = suiteApp('pglite', async () => {
    web = await tempDir('cms-web-');
    await fs.writeFile(path.join(web, 'index.html'), '<!doctype html><title>CMS test shell</title>');
    await fs.mkdir(path.join(web, 'assets'));
    await fs.writeFile(path.join(web, 'assets', 'app.js'), 'console.log(1)');
    return { env: { WEB_DIST: web } };
  });
  afterAll(async () => {
    await fs.rm(web, { recursive: true, force: true });
  });

  it('serves index.html for app routes, files from the build, and JSON 404s under /api', async () => {
    const c = t.client();
    const page = await c.get('/student/dashboard', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('CMS test shell');
    const asset = await c.get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.text).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const api = await c.get('/api/nope');
    expectErrorShape(api, 404, 'NOT_FOUND');
    const traversal = await c.get('/..%2f..%2fetc/passwd');
    expect(traversal.text).not.toContain('root:');
  });
});
