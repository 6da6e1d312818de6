/**
 * Shared helpers of the browser journeys: users, sign-in, toasts, files.
 * Texts come from the shared contract (the spec's exact texts), not from duplicated literals.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { API, MSG, ROLE_HOME, type Role } from '../../packages/contract/src/index.js';
import { BASE_URL, E2E_PORT } from './env.js';

export { API, MSG, ROLE_HOME, BASE_URL };

export type RealRole = Exclude<Role, 'Empty'>;
export const REAL_ROLES: readonly RealRole[] = ['Admin', 'Instructor', 'Lead', 'Student'];

/** Demo logins created on the fresh database (DEMO_DATA=true). */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_EMAIL: Record<RealRole, string> = {
  Admin: 'admin@cms.local',
  Instructor: 'instructor@cms.local',
  Lead: 'lead@cms.local',
  Student: 'student@cms.local',
};

/** State-changing API calls must come from our own origin (CSRF check). */
export const ORIGIN_HEADERS = { Origin: BASE_URL };

let seq = 0;
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A fresh, never-used e-mail address. */
export function uniqueEmail(prefix = 'u'): string {
  seq += 1;
  return `${prefix}${Date.now()}${seq}${letters(4)}@test.local`;
}

/** A valid name (letters and spaces only). */
export function uniqueName(first = 'Test'): string {
  const tail = letters(6);
  return `${first} ${tail.charAt(0).toUpperCase()}${tail.slice(1)}`;
}

/** A 10-character roll number of capital letters and digits, unique enough for one run. */
export function uniqueRollNumber(): string {
  return `R${Date.now().toString(36).toUpperCase()}${letters(8).toUpperCase()}`.slice(0, 10);
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

export function newUser(prefix = 'u'): NewUser {
  // 8 to 128 characters and not on the server's common-password list
  return { name: uniqueName(), email: uniqueEmail(prefix), password: 'quiet-otter-42' };
}

/** Sign-up through the API (set-up for journeys that are not about sign-up). */
export async function apiSignUp(request: APIRequestContext, user: NewUser): Promise<void> {
  const res = await request.post(API.signUp, { data: user, headers: ORIGIN_HEADERS });
  expect(res.status(), `sign-up of ${user.email}: ${await res.text()}`).toBe(201);
}

/**
 * Sign-in through the API with the page's own request context: the session cookie lands in the
 * browser context, so the next page load is signed in.
 */
export async function apiSignIn(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post(API.signIn, { data: { email, password }, headers: ORIGIN_HEADERS });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
}

/** A fresh user with role Empty, signed in through the API. */
export async function signedInEmptyUser(page: Page, prefix = 'e'): Promise<NewUser> {
  const user = newUser(prefix);
  await apiSignUp(page.request, user);
  await apiSignIn(page, user.email, user.password);
  return user;
}

/**
 * Where sign-in.setup.ts keeps a demo user's signed-in state (its session cookie) on one server for
 * the run: this worker's server unless `port` says another.
 */
export const demoStatePath = (role: RealRole, port = E2E_PORT): string =>
  fileURLToPath(new URL(`../../test-results/.auth/${port}-${role.toLowerCase()}.json`, import.meta.url));

type Cookies = Parameters<BrowserContext['addCookies']>[0];
const demoCookies = new Map<RealRole, Cookies>();

/**
 * Signs the page's context in as a demo user with the session the run signed in once
 * (sign-in.setup.ts): no sign-in request. Journeys about signing in or out sign in themselves.
 */
export async function signInAsDemo(page: Page, role: RealRole): Promise<void> {
  let cookies = demoCookies.get(role);
  if (!cookies) {
    cookies = (JSON.parse(readFileSync(demoStatePath(role), 'utf8')) as { cookies: Cookies }).cookies;
    demoCookies.set(role, cookies);
  }
  await page.context().addCookies(cookies);
}

/** Fills and submits the sign-in form. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/signin');
  await page.getByLabel('Mail ID').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Signin', exact: true }).click();
}

/** Pathname of the page, for URL assertions that ignore the query string. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectPath(page: Page, pathname: string): Promise<void> {
  await expect.poll(() => pathOf(page), { message: `expected to be on ${pathname}` }).toBe(pathname);
}

/* ----------------------------------------------------------------------------- toasts */

/** Every toast element in the DOM (sonner keeps hidden ones too). */
export function allToasts(page: Page): Locator {
  return page.locator('[data-sonner-toast]');
}

/** Toasts shown to the user: not stacked out of view, not being removed. */
export function shownToasts(page: Page): Locator {
  return page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');
}

/** The toast shown to the user that contains every one of `texts`. */
export function toastWith(page: Page, ...texts: string[]): Locator {
  let loc = shownToasts(page);
  for (const t of texts) loc = loc.filter({ hasText: t });
  return loc;
}

export async function expectToast(page: Page, ...texts: string[]): Promise<void> {
  await expect(toastWith(page, ...texts), `a toast showing ${JSON.stringify(texts)}`).toBeVisible();
}

/**
 * A message about a field: shown under the field `within` (a form, a dialog) and never also as a
 * toast (one place per message, issue 19). Waits long enough for a toast to have come.
 */
export async function expectFieldMessageOnly(page: Page, within: Locator, message: string): Promise<void> {
  await expect(within.getByText(message, { exact: true }), `"${message}" under its field`).toBeVisible();
  await page.waitForTimeout(400);
  await expect(allToasts(page).filter({ hasText: message }), `"${message}" not also a toast`).toHaveCount(0);
}

/* ----------------------------------------------------------------------------- network */

/** Records the requests matching `method` and `pathname` from now on. */
export function recordRequests(page: Page, method: string, pathname: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === method && new URL(req.url()).pathname === pathname) seen.push(req);
  });
  return seen;
}

/** A gate: requests routed through it wait until `open()` is called. */
export class Gate {
  private release!: () => void;
  readonly opened: Promise<void> = new Promise((resolve) => {
    this.release = resolve;
  });
  hits = 0;
  /** Handlers still running (waiting at the gate or continuing). */
  readonly inFlight = new Set<Promise<void>>();
  constructor(
    private readonly page: Page,
    readonly matcher: (url: URL) => boolean,
  ) {}
  open(): void {
    this.release();
  }
  /** Opens the gate, lets the held requests through, then removes the route. */
  async remove(): Promise<void> {
    this.release();
    await Promise.all([...this.inFlight]);
    await this.page.unroute(this.matcher);
  }
}

/** Holds every request to `pathname` until the returned gate opens, then lets it through unchanged. */
export async function holdRequests(page: Page, pathname: string): Promise<Gate> {
  const gate = new Gate(page, (url) => url.pathname === pathname);
  await page.route(gate.matcher, async (route) => {
    gate.hits += 1;
    const handled = gate.opened.then(() => route.continue());
    gate.inFlight.add(handled);
    await handled;
  });
  return gate;
}

/* ----------------------------------------------------------------------------- files */

/** A valid 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Writes `bytes` to a file in the running test's output folder (cleared by Playwright) and returns its path. */
export function tempFile(name: string, bytes: Buffer | string): string {
  const file = test.info().outputPath(name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return file;
}

/**
 * Makes the server send the plain app shell instead of a first screen rendered to HTML (landing,
 * sign-in, sign-up): it does so for any request with a session cookie, whatever its value. For
 * journeys that stub an API answer such a screen shows (the featured courses, the public config):
 * the page then asks the (stubbed) API instead of reading the answer embedded in the HTML.
 */
export async function appShellOnly(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cms_session', value: 'stub', url: BASE_URL }]);
}
