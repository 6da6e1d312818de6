/** Google sign-in (OpenID Connect code flow with PKCE) end to end against a real local provider. */
import { API, MSG } from '@cms/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { appDrivers, sql, type Driver } from './helpers/app.js';
import { Client, SESSION_COOKIE } from './helpers/client.js';
import { Browser, parseForm, startProvider, type BrowserResponse, type LocalProvider } from './helpers/oidc.js';
import { freePort } from './helpers/postgres.js';
import {
  PASSWORD,
  checkAuth,
  createUser,
  expectErrorShape,
  newCredentials,
  signIn,
  signUp,
  uploadAvatar,
} from './helpers/users.js';
import { VERIFY_PATH, FORM } from './helpers/verification.js';
import { suiteApp } from './helpers/suite.js';

let seq = 0;
const loginName = (base: string) => `${base}${Date.now().toString(36)}${seq++}`;

interface FlowOptions {
  /** Change the callback URL before the browser returns to the app. */
  tamper?: (callback: URL) => URL;
  /** Abort at the provider's login page instead of signing in. */
  abort?: boolean;
}

interface FlowResult {
  start: BrowserResponse;
  callback: BrowserResponse;
  /** The provider pages the browser had to fill in. */
  prompts: string[];
}

describe.each(appDrivers)('Google sign-in (%s)', (driver: Driver) => {
  let idp: LocalProvider;
  let callbackUrl: string;
  const t = suiteApp(driver, async () => {
    const port = await freePort();
    const appUrl = `http://127.0.0.1:${port}`;
    callbackUrl = `${appUrl}${API.googleCallback}`;
    idp = await startProvider([callbackUrl]);
    return {
      port,
      env: {
        PUBLIC_URL: appUrl,
        GOOGLE_ISSUER: idp.issuer,
        GOOGLE_CLIENT_ID: idp.clientId,
        GOOGLE_CLIENT_SECRET: idp.clientSecret,
        GOOGLE_ALLOW_INSECURE: 'true',
      },
    };
  });
  afterAll(async () => {
    await idp?.close();
  });

  /** Drives a browser from GET /api/auth/google through the provider's pages back to the app. */
  async function flow(browser: Browser, login: string, opts: FlowOptions = {}): Promise<FlowResult> {
    const start = await browser.request(`${t.url}${API.googleStart}`);
    expect(start.status, start.text).toBe(302);
    let url = start.location!;
    const prompts: string[] = [];
    for (let step = 0; step < 20; step++) {
      if (url.href.startsWith(callbackUrl)) {
        const target = opts.tamper ? opts.tamper(new URL(url)) : url;
        return { start, callback: await browser.request(target), prompts };
      }
      const res = await browser.request(url);
      if (res.status >= 300 && res.status < 400 && res.location) {
        url = res.location;
        continue;
      }
      expect(res.status, res.text.slice(0, 500)).toBe(200);
      const { action, hidden } = parseForm(res.text, url);
      const prompt = hidden.prompt ?? '';
      prompts.push(prompt);
      if (opts.abort && prompt === 'login') {
        const abort = await browser.request(new URL(`${action.pathname}/abort`, action));
        url = abort.location!;
        continue;
      }
      const fields = prompt === 'login' ? { ...hidden, login, password: 'any-password' } : hidden;
      const posted = await browser.request(action, { form: fields });
      expect([302, 303], posted.text.slice(0, 300)).toContain(posted.status);
      url = posted.location!;
    }
    throw new Error('the sign-in flow did not come back to the app');
  }

  /** A Client carrying the session the browser got from the app. */
  function sessionOf(browser: Browser): Client {
    const c = t.client();
    c.token = browser.cookie(new URL(t.url).host, SESSION_COOKIE) ?? null;
    return c;
  }

  it('GET /api/config says Google sign-in is on', async () => {
    expect((await t.client().get(API.config)).body).toEqual({ googleEnabled: true });
  });

  it('starts with a redirect to the provider carrying PKCE (S256), state and nonce', async () => {
    const browser = new Browser();
    const res = await browser.request(`${t.url}${API.googleStart}`);
    expect(res.status).toBe(302);
    const loc = res.location!;
    expect(loc.origin).toBe(idp.issuer);
    expect(loc.pathname).toBe('/auth');
    const q = loc.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(idp.clientId);
    expect(q.get('redirect_uri')).toBe(callbackUrl);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    // the pending login is kept in an httpOnly cookie scoped to the callback, never a session
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/Path=\/api\/auth\/google\/callback/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toContain(SESSION_COOKIE);
    // the verifier itself never leaves the server in the URL
    expect(loc.href).not.toContain('code_verifier');
  });

  it('a new user signs in: role Empty, sent to /check/verify, with the provider’s name and e-mail', async () => {
    const login = loginName('alice');
    idp.accounts.set(login, {
      email: `${login}@gmail.test`,
      email_verified: true,
      name: 'Alice Example',
      picture: `https://lh3.example.test/${login}.png`,
    });
    const browser = new Browser();
    const { callback, prompts } = await flow(browser, login);
    expect(prompts).toEqual(['login', 'consent']);
    expect(callback.status).toBe(302);
    expect(callback.location?.pathname).toBe('/check/verify');
    const session = callback.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);

    const check = await checkAuth(sessionOf(browser));
    expect(check.body).toEqual({
      success: true,
      user: {
        userId: expect.any(String),
        role: 'Empty',
        name: 'Alice Example',
        email: `${login}@gmail.test`,
        image: `https://lh3.example.test/${login}.png`,
      },
    });
    const rows = await t.query<{ google_sub: string; password_hash: string | null }>(
      sql`select google_sub, password_hash from users where id = ${check.body.user.userId}`,
    );
    expect(rows).toEqual([{ google_sub: login, password_hash: null }]);
    // a Google-only account has no password to guess, and its e-mail is taken for sign-up
    const guess = await signIn(t.client(), `${login}@gmail.test`, 'any-password');
    expectErrorShape(guess, 401, 'UNAUTHENTICATED');
    expect(guess.body.error.message).toBe(MSG.invalidCredentials);
    const taken = await signUp(t.client(), { name: 'Alice Copy', email: `${login}@gmail.test`, password: PASSWORD });
    expectErrorShape(taken, 409, 'CONFLICT');
  });

  it('signing in again with the same identity reaches the same user (new browser and same browser)', async () => {
    const login = loginName('bob');
    const first = new Browser();
    await flow(first, login);
    const firstUser = (await checkAuth(sessionOf(first))).body.user;

    const second = new Browser();
    const again = await flow(second, login);
    expect(again.callback.location?.pathname).toBe('/check/verify');
    expect((await checkAuth(sessionOf(second))).body.user.userId).toBe(firstUser.userId);

    // the provider remembers the first browser: no pages to fill in this time
    const oldSession = sessionOf(first);
    const third = await flow(first, login);
    expect(third.prompts).toEqual([]);
    const newSession = sessionOf(first);
    expect(newSession.token).not.toBe(oldSession.token);
    expect((await checkAuth(newSession)).body.user.userId).toBe(firstUser.userId);
    // signing in again replaced the browser's previous session
    expect((await checkAuth(oldSession)).body.success).toBe(false);

    const count = await t.query<{ n: number }>(sql`select count(*)::int as n from users where google_sub = ${login}`);
    expect(count[0]!.n).toBe(1);
  });

  it('a verified user is sent to the home of their role', async () => {
    const login = loginName('carol');
    const browser = new Browser();
    await flow(browser, login);
    const c = sessionOf(browser);
    const img = await uploadAvatar(c);
    expect((await c.post(VERIFY_PATH.Lead, FORM.Lead(img))).status).toBe(201);
    const again = await flow(new Browser(), login);
    expect(again.callback.location?.pathname).toBe('/lead/dashboard');
  });

  it('an account an admin disabled is refused: back to sign-in with error=disabled, no session', async () => {
    const login = loginName('dina');
    await flow(new Browser(), login);
    await t.query(sql`update users set disabled_at = now() where google_sub = ${login}`);
    const browser = new Browser();
    const { callback } = await flow(browser, login);
    expect(callback.location?.pathname + (callback.location?.search ?? '')).toBe('/auth/signin?error=disabled');
    expect(browser.cookie(new URL(t.url).host, SESSION_COOKIE)).toBeUndefined();
  });

  it('links to an existing password account when the provider vouches for the e-mail', async () => {
    const creds = newCredentials('Dora Password');
    expect((await signUp(t.client(), creds)).status).toBe(201);
    const login = loginName('dora');
    idp.accounts.set(login, {
      email: creds.email.toUpperCase(),
      email_verified: true,
      name: 'Dora Google',
      picture: 'https://lh3.example.test/dora.png',
    });
    const browser = new Browser();
    const { callback } = await flow(browser, login);
    expect(callback.location?.pathname).toBe('/check/verify');
    const viaGoogle = (await checkAuth(sessionOf(browser))).body.user;
    const viaPassword = (await signIn(t.client(), creds.email, creds.password)).body.user;
    expect(viaGoogle.userId).toBe(viaPassword.userId);
    expect(viaGoogle.name).toBe('Dora Password');
  });

  it('does not link when the provider has not verified the e-mail: error redirect, no session', async () => {
    const creds = newCredentials('Eve Password');
    expect((await signUp(t.client(), creds)).status).toBe(201);
    const login = loginName('eve');
    idp.accounts.set(login, {
      email: creds.email,
      email_verified: false,
      name: 'Eve Google',
      picture: 'https://lh3.example.test/eve.png',
    });
    const browser = new Browser();
    const { callback } = await flow(browser, login);
    expect(callback.status).toBe(302);
    expect(callback.location?.pathname + (callback.location?.search ?? '')).toBe('/auth/signin?error=google');
    expect(browser.cookie(new URL(t.url).host, SESSION_COOKIE)).toBeUndefined();
    const rows = await t.query<{ google_sub: string | null }>(
      sql`select google_sub from users where email = ${creds.email}`,
    );
    expect(rows).toEqual([{ google_sub: null }]);
  });

  it('a tampered state is refused: redirect to /auth/signin?error=google and no session', async () => {
    const browser = new Browser();
    const { callback } = await flow(browser, loginName('mallory'), {
      tamper: (u) => {
        u.searchParams.set('state', `${u.searchParams.get('state')}x`);
        return u;
      },
    });
    expect(callback.status).toBe(302);
    expect(callback.location?.pathname + (callback.location?.search ?? '')).toBe('/auth/signin?error=google');
    expect(
      callback.headers
        .getSetCookie()
        .some((c) => c.startsWith(`${SESSION_COOKIE}=`) && !c.startsWith(`${SESSION_COOKIE}=;`)),
    ).toBe(false);
    expect(browser.cookie(new URL(t.url).host, SESSION_COOKIE)).toBeUndefined();
    expect((await checkAuth(sessionOf(browser))).body).toEqual({ success: false, user: null });
  });

  it('a callback without the pending-login cookie (another browser) is refused', async () => {
    const victim = new Browser();
    let stolen: URL | null = null;
    await flow(victim, loginName('victim'), {
      tamper: (u) => {
        stolen = new URL(u);
        return u;
      },
    });
    const attacker = new Browser();
    const res = await attacker.request(stolen!);
    expect(res.location?.pathname + (res.location?.search ?? '')).toBe('/auth/signin?error=google');
    expect(attacker.cookie(new URL(t.url).host, SESSION_COOKIE)).toBeUndefined();
  });

  it('a replayed callback is refused', async () => {
    const browser = new Browser();
    let callbackUrlSeen: URL | null = null;
    const { callback } = await flow(browser, loginName('replay'), {
      tamper: (u) => {
        callbackUrlSeen = new URL(u);
        return u;
      },
    });
    expect(callback.location?.pathname).toBe('/check/verify');
    const again = await browser.request(callbackUrlSeen!);
    expect(again.location?.pathname + (again.location?.search ?? '')).toBe('/auth/signin?error=google');
  });

  it('a sign-in cancelled at the provider comes back as an error, with no session', async () => {
    const browser = new Browser();
    const { callback } = await flow(browser, loginName('quitter'), { abort: true });
    expect(callback.location?.pathname + (callback.location?.search ?? '')).toBe('/auth/signin?error=google');
    expect(browser.cookie(new URL(t.url).host, SESSION_COOKIE)).toBeUndefined();
  });

  it('password users and Google users live side by side', async () => {
    const u = await createUser(t, 'Student', 'Plain Student');
    expect((await checkAuth(u.client)).body.user.role).toBe('Student');
  });
});

describe.each(appDrivers)('Google sign-in not configured (%s)', (driver) => {
  const t = suiteApp(driver);

  it('config says off, the start route is a 404 with the reason, the callback an error redirect', async () => {
    const c = t.client();
    expect((await c.get(API.config)).body).toEqual({ googleEnabled: false });
    const start = await c.get(API.googleStart);
    expectErrorShape(start, 404, 'GOOGLE_NOT_CONFIGURED');
    expect(start.body.error.message).toBe(MSG.googleNotConfigured);
    const callback = await c.get(`${API.googleCallback}?code=x&state=y`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/auth/signin?error=google');
    expect(callback.sessionCookie?.value ?? '').toBe('');
  });
});

describe('Google provider unreachable', () => {
  const t = suiteApp('pglite', async () => ({
    env: {
      GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}`,
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_ALLOW_INSECURE: 'true',
    },
  }));

  it('starting a sign-in fails cleanly in the error shape, without details of the failure', async () => {
    const res = await t.client().get(API.googleStart);
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(Object.keys(res.body)).toEqual(['error']);
    expect(res.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
    expect(res.sessionCookie).toBeUndefined();
  });
});
