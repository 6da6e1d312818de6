/** The Origin check on state-changing requests (CSRF defence next to SameSite=Lax). */
import { API, MSG } from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { appDrivers, sql } from './helpers/app.js';
import { fileForm } from './helpers/client.js';
import { png } from './helpers/images.js';
import { checkAuth, expectErrorShape, newCredentials, signIn, signUp, upload } from './helpers/users.js';
import { suiteApp } from './helpers/suite.js';

describe.each(appDrivers)('origin check (%s)', (driver) => {
  const t = suiteApp(driver);
  const creds = newCredentials('Origin Tester');
  beforeAll(async () => {
    expect((await signUp(t.client(), creds)).status).toBe(201);
  });

  const signInWith = (opts: { origin?: string | null; headers?: Record<string, string> }) =>
    t.client().post(API.signIn, { email: creds.email, password: creds.password }, opts);

  function expectForeign(res: Awaited<ReturnType<typeof signInWith>>) {
    expectErrorShape(res, 403, 'FORBIDDEN');
    expect(res.body.error.message).toBe(MSG.foreignOrigin);
    expect(res.sessionCookie).toBeUndefined();
  }

  it('refuses a POST from a foreign Origin with 403, before doing anything', async () => {
    expectForeign(await signInWith({ origin: 'http://evil.example' }));
    const victim = newCredentials('Never Created');
    const res = await t.client().post(API.signUp, victim, { origin: 'http://evil.example' });
    expectErrorShape(res, 403, 'FORBIDDEN');
    expect((await signIn(t.client(), victim.email, victim.password)).status).toBe(401);
  });

  it.each([
    ['null', () => 'null'],
    ['another port', () => 'http://127.0.0.1:1'],
    ['https on the same host and port', () => `https://127.0.0.1:${t.port}`],
    ['another host name for the same server', () => `http://localhost:${t.port}`],
    ['a trailing path', () => `${t.url}/`],
  ])('refuses the look-alike Origin: %s', async (_label, origin) => {
    expectForeign(await signInWith({ origin: origin() }));
  });

  it('accepts the app’s own origin', async () => {
    const res = await signInWith({ origin: t.url });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(creds.email);
  });

  it('accepts a request without Origin and without a session cookie (sign-in from a script)', async () => {
    expect((await signInWith({ origin: null })).status).toBe(200);
    const other = newCredentials('No Origin Signup');
    expect((await t.client().post(API.signUp, other, { origin: null })).status).toBe(201);
  });

  describe('a write carrying the session cookie', () => {
    const signedIn = async () => {
      const c = t.client();
      expect((await signIn(c, creds.email, creds.password)).status).toBe(200);
      return c;
    };
    const logout = (c: Awaited<ReturnType<typeof signedIn>>, opts: { origin?: string | null; referer?: string }) =>
      c.post(API.logout, {}, { origin: opts.origin, headers: opts.referer ? { referer: opts.referer } : {} });

    it('without Origin and without Referer is refused: the session is not ended', async () => {
      const c = await signedIn();
      const res = await logout(c, { origin: null });
      expectErrorShape(res, 403, 'FORBIDDEN');
      expect(res.body.error.message).toBe(MSG.foreignOrigin);
      expect((await checkAuth(c)).body.success).toBe(true);
    });

    it('without Origin but with a Referer of our own origin is accepted', async () => {
      const c = await signedIn();
      expect((await logout(c, { origin: null, referer: `${t.url}/student/dashboard?x=1` })).status).toBe(200);
      expect((await checkAuth(c)).body.success).toBe(false);
    });

    it.each([
      ['another site', () => 'http://evil.example/page'],
      ['a look-alike host', () => `http://127.0.0.1.evil.example:${t.port}/`],
      ['another port', () => 'http://127.0.0.1:1/'],
      ['not a URL', () => 'junk'],
      ['about:blank', () => 'about:blank'],
    ])('without Origin, with a Referer of %s, is refused', async (_label, referer) => {
      const c = await signedIn();
      expectErrorShape(await logout(c, { origin: null, referer: referer() }), 403, 'FORBIDDEN');
      expect((await checkAuth(c)).body.success).toBe(true);
    });

    it('Origin decides over Referer: our Origin with a foreign Referer is accepted, the reverse refused', async () => {
      const c = await signedIn();
      expectErrorShape(await logout(c, { origin: 'http://evil.example', referer: `${t.url}/` }), 403, 'FORBIDDEN');
      expect((await logout(c, { origin: t.url, referer: 'http://evil.example/' })).status).toBe(200);
    });

    it('a multipart upload with the cookie and neither header is refused and stores nothing', async () => {
      const c = await signedIn();
      const form = fileForm('profile', png(), 'a.png', 'image/png');
      const res = await c.request('POST', API.uploadProfileImage, { body: form, origin: null });
      expectErrorShape(res, 403, 'FORBIDDEN');
    });

    it('GET requests with the cookie need neither header', async () => {
      const c = await signedIn();
      expect((await checkAuth(c)).body.success).toBe(true);
    });
  });

  it('a Referer of another site is refused even without a session cookie', async () => {
    expectForeign(await signInWith({ origin: null, headers: { referer: 'http://evil.example/' } }));
    expect((await signInWith({ origin: null, headers: { referer: `${t.url}/signin` } })).status).toBe(200);
  });

  it('refuses Sec-Fetch-Site: cross-site, with or without an Origin', async () => {
    expectForeign(await signInWith({ origin: null, headers: { 'sec-fetch-site': 'cross-site' } }));
    expectForeign(await signInWith({ origin: t.url, headers: { 'sec-fetch-site': 'cross-site' } }));
    expect((await signInWith({ origin: t.url, headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it('lets GET requests from a foreign origin through', async () => {
    const c = t.client();
    await signIn(c, creds.email, creds.password);
    const res = await c.get(API.checkAuth, {
      headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('a cross-site sign-out does not end the session', async () => {
    const c = t.client();
    await signIn(c, creds.email, creds.password);
    const res = await c.post(API.logout, {}, { origin: 'http://evil.example' });
    expectErrorShape(res, 403, 'FORBIDDEN');
    expect((await checkAuth(c)).body.success).toBe(true);
  });

  it('a cross-site upload is refused and stores nothing', async () => {
    const c = t.client();
    const signin = await signIn(c, creds.email, creds.password);
    const form = fileForm('profile', png(), 'a.png', 'image/png');
    const res = await c.request('POST', API.uploadProfileImage, { body: form, origin: 'http://evil.example' });
    expectErrorShape(res, 403, 'FORBIDDEN');
    const rows = await t.query<{ n: number }>(
      sql`select count(*)::int as n from uploads where owner_id = ${signin.body.user.userId}`,
    );
    expect(rows[0]!.n).toBe(0);
    expect((await upload(c, png())).status).toBe(201);
  });
});

describe('origin check with PUBLIC_URL', () => {
  const t = suiteApp('pglite', { env: { PUBLIC_URL: 'https://cms.example.edu/' } });

  it('the configured public origin is the only own origin', async () => {
    const creds = newCredentials('Public Url');
    expect((await t.client().post(API.signUp, creds, { origin: 'https://cms.example.edu' })).status).toBe(201);
    const local = await t
      .client()
      .post(API.signIn, { email: creds.email, password: creds.password }, { origin: t.url });
    expectErrorShape(local, 403, 'FORBIDDEN');
  });
});
