/**
 * A second app process for the role-approval journeys (issue 19): ROLE_APPROVAL=both, its own
 * throwaway data directory and demo data, on a free port. The run's main server
 * (e2e/start-server.mjs) keeps ROLE_APPROVAL off, as verify.spec.ts expects a role at once.
 * Start it in `beforeAll`, stop it in `afterAll`; contexts on it come from `newContext`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  API,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  TINY_PNG,
  newUser,
  uniqueRollNumber,
  type NewUser,
  type RealRole,
} from './app.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ApprovalServer {
  url: string;
  /** A new browser context on this server (its own cookies), `width` wide. */
  newContext: (browser: Browser, width?: number) => Promise<BrowserContext>;
  stop: () => Promise<void>;
}

export async function startApprovalServer(): Promise<ApprovalServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run \`npm run build\` first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-approval-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dataDir, 'db'),
    WEB_DIST: path.join(root, 'apps/web/dist'),
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_EMAIL_PER_15_MIN: '1000',
    PUBLIC_URL: url,
    ROLE_APPROVAL: 'both',
  };
  // Mail stays in the outbox (the main server's SMTP settings are not inherited).
  delete env.SMTP_URL;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the approval server exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('the approval server did not start in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    newContext: (browser, width = 1280) => browser.newContext({ baseURL: url, viewport: { width, height: 800 } }),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sign-up and sign-in of `user` through the API of the page's server (its session cookie in the page's context). */
export async function signUpAndIn(page: Page, server: ApprovalServer, user: NewUser): Promise<void> {
  const headers = { Origin: server.url };
  const up = await page.request.post(API.signUp, { data: user, headers });
  expect(up.status(), `sign-up of ${user.email}: ${await up.text()}`).toBe(201);
  await signIn(page, server, user.email, user.password);
}

/** Sign-in through the API of the page's server. */
export async function signIn(page: Page, server: ApprovalServer, email: string, password: string): Promise<void> {
  const res = await page.request.post(API.signIn, { data: { email, password }, headers: { Origin: server.url } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
}

/** Sign-in as a demo user of the approval server (its own database, so its own sessions). */
export const signInAsDemoOn = (page: Page, server: ApprovalServer, role: RealRole) =>
  signIn(page, server, DEMO_EMAIL[role], DEMO_PASSWORD);

/** A role request sent through the API: a fresh user signs up on `request` (a context on the server) and applies for `role`; 202. */
export async function apiApply(
  server: ApprovalServer,
  request: APIRequestContext,
  role: 'Lead' | 'Instructor',
): Promise<NewUser> {
  const headers = { Origin: server.url };
  const user = newUser(role.toLowerCase());
  expect((await request.post(API.signUp, { data: user, headers })).status()).toBe(201);
  expect((await request.post(API.signIn, { data: user, headers })).status()).toBe(200);
  const img = await request.post(API.uploadProfileImage, {
    headers,
    multipart: { profile: { name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(img.status()).toBe(201);
  const { id } = (await img.json()) as { id: string };
  const common = { rollNumber: uniqueRollNumber(), gender: 'Female', profileImg: id };
  const res =
    role === 'Lead'
      ? await request.post(API.verifyLead, { headers, data: { ...common, branch: 'CAI', teamNo: 'Team-3' } })
      : await request.post(API.verifyInstructor, {
          headers,
          data: {
            ...common,
            branch: 'CSE',
            college: 'CMS College of Engineering',
            linkedIn: 'https://www.linkedin.com/in/someone',
            gitHub: 'https://github.com/someone',
            UPI: 'someone@okbank',
          },
        });
  expect(res.status(), `the ${role} request: ${await res.text()}`).toBe(202);
  return user;
}
