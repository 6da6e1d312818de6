/** Journey 7: toast notices (spec section 9: at most 1 at a time, default duration 5000 ms). */
import { expect, test } from '@playwright/test';
import { MSG } from '../packages/contract/src/index.js';
import { allToasts, shownToasts, toastWith } from './support/app.js';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../apps/web/src/config/ui.js';

/**
 * Runs in the page: the most toasts a user could see at once (in the DOM, not transparent, not
 * marked hidden), watched every animation frame for `ms` milliseconds; with 0, the toasts seen now.
 */
async function mostToastsSeen(ms: number): Promise<number> {
  const seen = () =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-sonner-toast]')).filter((el) => {
      const style = window.getComputedStyle(el);
      return (
        el.getAttribute('data-visible') !== 'false' &&
        el.getAttribute('data-removed') !== 'true' &&
        style.visibility !== 'hidden' &&
        style.display !== 'none' &&
        Number(style.opacity) > 0
      );
    }).length;
  let max = seen();
  const end = performance.now() + ms;
  while (performance.now() < end) {
    max = Math.max(max, seen());
    await new Promise((r) => requestAnimationFrame(r));
  }
  return max;
}

test('at most one toast is shown at a time', async ({ page }) => {
  // The first notice: a failed Google sign-in coming back (shown whether or not Google is configured).
  await page.goto('/auth/signin?error=google');
  await page.getByLabel('Mail ID').fill('not-an-email');
  await page.getByLabel('Password').fill('whatever1');
  const signin = page.getByRole('button', { name: 'Signin', exact: true });

  // Two more errors in quick succession.
  await signin.click();
  await signin.click();
  await expect(toastWith(page, MSG.invalidEmail)).toBeVisible();
  await expect(shownToasts(page)).toHaveCount(TOAST_LIMIT);

  // Watch every animation frame through the toasts' enter/leave transitions: never more than one seen.
  const most = await page.evaluate(mostToastsSeen, 1000);
  expect(most, 'toasts seen at once').toBeLessThanOrEqual(TOAST_LIMIT);
  expect(await page.evaluate(mostToastsSeen, 0)).toBe(1);
});

test(`a toast goes away after ${TOAST_DURATION_MS} ms`, async ({ page }) => {
  await page.clock.install({ time: new Date('2025-01-06T09:00:00Z') });
  await page.goto('/auth/signin');
  await expect(page.getByRole('button', { name: 'Signin', exact: true })).toBeVisible();
  await page.getByLabel('Mail ID').fill('not-an-email');
  await page.getByLabel('Password').fill('whatever1');
  // Freeze time, then raise the notice: its timer starts at a known instant.
  await page.clock.pauseAt(new Date('2025-01-06T10:00:00Z'));
  await page.getByRole('button', { name: 'Signin', exact: true }).click();
  const toast = toastWith(page, MSG.invalidEmail);
  // The toaster loads with the first toast and defers its first update with a timer: move the paused
  // clock a millisecond at a time until the toast is up, whenever the module arrives.
  await expect
    .poll(async () => {
      await page.clock.runFor(1);
      return toast.isVisible();
    })
    .toBe(true);
  // Move the mouse off the toast: hovering pauses it.
  await page.mouse.move(10, 10);

  await page.clock.runFor(3000);
  await expect(toast, 'still shown after 3000 ms').toBeVisible();
  await page.clock.runFor(TOAST_DURATION_MS - 3000 - 100);
  await expect(toast, `still shown ${TOAST_DURATION_MS - 100} ms after it appeared`).toBeVisible();
  await page.clock.runFor(600);
  await expect(allToasts(page).filter({ hasText: MSG.invalidEmail }), `gone after ${TOAST_DURATION_MS} ms`).toHaveCount(
    0,
  );
});
