/**
 * Signs each demo user in once for the run on each server and keeps the signed-in state (the session
 * cookie) for signInAsDemo (support/app.ts): journeys that are not about signing in start signed in
 * without a sign-in of their own. Runs before the other projects (playwright.config.ts).
 */
import { expect, test as setup } from '@playwright/test';
import { API, DEMO_EMAIL, DEMO_PASSWORD, REAL_ROLES, demoStatePath } from './support/app.js';
import { E2E_SERVERS, serverUrl } from './support/env.js';

for (const role of REAL_ROLES) {
  setup(`the demo ${role} signs in on every server`, async ({ playwright }) => {
    for (let index = 0; index < E2E_SERVERS; index += 1) {
      const url = serverUrl(index);
      const request = await playwright.request.newContext({ baseURL: url });
      try {
        const res = await request.post(API.signIn, {
          data: { email: DEMO_EMAIL[role], password: DEMO_PASSWORD },
          headers: { Origin: url },
        });
        expect(res.status(), `sign-in of the demo ${role} on ${url}: ${await res.text()}`).toBe(200);
        await request.storageState({ path: demoStatePath(role, Number(new URL(url).port)) });
      } finally {
        await request.dispose();
      }
    }
  });
}
