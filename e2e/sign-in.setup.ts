/**
 * Signs each demo user in once for the run and keeps the signed-in state (the session cookie) for
 * signInAsDemo (support/app.ts): journeys that are not about signing in start signed in without a
 * sign-in of their own. Runs before the other projects (playwright.config.ts).
 */
import { expect, test as setup } from '@playwright/test';
import { API, DEMO_EMAIL, DEMO_PASSWORD, ORIGIN_HEADERS, REAL_ROLES, demoStatePath } from './support/app.js';

for (const role of REAL_ROLES) {
  setup(`the demo ${role} signs in`, async ({ request }) => {
    const res = await request.post(API.signIn, {
      data: { email: DEMO_EMAIL[role], password: DEMO_PASSWORD },
      headers: ORIGIN_HEADERS,
    });
    expect(res.status(), `sign-in of the demo ${role}: ${await res.text()}`).toBe(200);
    await request.storageState({ path: demoStatePath(role) });
  });
}
