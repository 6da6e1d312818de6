/** Journey 4: unknown paths (spec section 2: NOT FOUND and 404; one error shape for the API). */
import { expect, test } from '@playwright/test';
import { errorBodySchema } from '../packages/contract/src/index.js';
import { MSG, ORIGIN_HEADERS, expectPath, signInAsDemo } from './support/app.js';

test('an unknown page shows NOT FOUND and 404', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByText(MSG.notFound, { exact: true })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expectPath(page, '/this/does/not/exist');
});

test('a signed-in user sees the not-found page too', async ({ page }) => {
  await signInAsDemo(page, 'Student');
  await page.goto('/this/does/not/exist');
  await expect(page.getByText(MSG.notFound, { exact: true })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('an unknown API path answers 404 with the error shape', async ({ request }) => {
  for (const method of ['GET', 'POST'] as const) {
    const res =
      method === 'GET'
        ? await request.get('/api/does-not-exist')
        : await request.post('/api/does-not-exist', { data: {}, headers: ORIGIN_HEADERS });
    expect(res.status(), `${method} /api/does-not-exist`).toBe(404);
    expect(res.headers()['content-type']).toMatch(/application\/json/);
    const parsed = errorBodySchema.safeParse(await res.json());
    expect(parsed.success, `error shape: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    expect(parsed.data?.error.code).toBe('NOT_FOUND');
    expect(parsed.data?.error.message).toBeTruthy();
  }
});
