/** Journey 3: the route guard, every rule of spec section 6. */
import { expect, test } from '@playwright/test';
import {
  API,
  REAL_ROLES,
  ROLE_HOME,
  expectPath,
  holdRequests,
  signInAsDemo,
  signedInEmptyUser,
  type RealRole,
} from './support/app.js';

const SIGN_IN = '/auth/signin';
const VERIFY = '/check/verify';

test.describe('while the session is being checked', () => {
  test('a loader shows and nothing is decided yet', async ({ page }) => {
    const gate = await holdRequests(page, API.checkAuth);
    await page.goto('/student/dashboard');
    await expect.poll(() => gate.hits, { message: 'the app asks for the session on start' }).toBeGreaterThan(0);

    const loader = page.locator('[role="status"], [aria-busy="true"]').first();
    await expect(loader, 'a spinner while the authentication state loads').toBeVisible();
    // The guard waits: no redirect and no page content yet.
    await expectPath(page, '/student/dashboard');
    await expect(page.getByLabel('Mail ID')).toHaveCount(0);

    await gate.remove();
    await expectPath(page, SIGN_IN);
    await expect(loader).toBeHidden();
  });
});

test.describe('when the session check fails', () => {
  test('the user is left unauthenticated and goes to sign-in', async ({ page }) => {
    await page.route(
      (url) => url.pathname === API.checkAuth,
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/student/dashboard');
    await expectPath(page, SIGN_IN);
    await expect(page.getByRole('button', { name: 'Signin', exact: true })).toBeVisible();
  });
});

test.describe('unauthenticated visitors', () => {
  for (const path of ['/student/dashboard', '/lead/courses', '/instructor/dashboard', '/Admin/courses', VERIFY]) {
    test(`${path} goes to ${SIGN_IN}`, async ({ page }) => {
      await page.goto(path);
      await expectPath(page, SIGN_IN);
      await expect(page.getByRole('button', { name: 'Signin', exact: true })).toBeVisible();
    });
  }

  test('may see the landing page, sign-in and sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(
      page
        .getByRole('button', { name: 'Get Started' })
        .or(page.getByRole('link', { name: 'Get Started' }))
        .first(),
    ).toBeVisible();
    await expectPath(page, '/');

    await page.goto(SIGN_IN);
    await expect(page.getByRole('button', { name: 'Signin', exact: true })).toBeVisible();
    await expectPath(page, SIGN_IN);

    await page.goto('/auth/signup');
    await expect(page.getByRole('button', { name: 'Signup', exact: true })).toBeVisible();
    await expectPath(page, '/auth/signup');
  });
});

test.describe('authenticated with role Empty', () => {
  test('every area goes to the verification step', async ({ page }) => {
    await signedInEmptyUser(page);
    for (const path of ['/student/dashboard', '/lead/dashboard', '/instructor/courses', '/Admin/orders', SIGN_IN]) {
      await page.goto(path);
      await expectPath(page, VERIFY);
    }
    await page.goto(VERIFY);
    await expectPath(page, VERIFY);
    await expect(page.getByRole('tab', { name: 'Student' })).toBeVisible();
  });
});

test.describe('authenticated with a real role', () => {
  for (const role of REAL_ROLES) {
    test(`${role}: sign-in, sign-up and verification go to ${ROLE_HOME[role]}`, async ({ page }) => {
      await signInAsDemo(page, role);
      for (const path of [SIGN_IN, '/auth/signup', VERIFY]) {
        await page.goto(path);
        await expectPath(page, ROLE_HOME[role]);
      }
      await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    });
  }

  const FOREIGN: Record<RealRole, string[]> = {
    Student: ['/instructor/courses', '/Admin/orders', '/lead/members', '/admin/courses'],
    Lead: ['/student/courses', '/instructor/dashboard', '/Admin/courses'],
    Instructor: ['/student/dashboard', '/lead/dashboard', '/Admin/withdrawals'],
    Admin: ['/instructor/dashboard', '/student/dashboard', '/lead/members'],
  };

  for (const role of REAL_ROLES) {
    test(`${role}: another role's area goes back to ${ROLE_HOME[role]}`, async ({ page }) => {
      await signInAsDemo(page, role);
      await page.goto(ROLE_HOME[role]);
      await expectPath(page, ROLE_HOME[role]);
      for (const path of FOREIGN[role]) {
        await page.goto(path);
        await expectPath(page, ROLE_HOME[role]);
      }
    });
  }
});
