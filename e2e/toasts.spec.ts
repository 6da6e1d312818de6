/** Journey 7: toast notices (spec section 9: at most 1 at a time, default duration 5000 ms). */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CONVERSATION_MSG, MESSAGES_PATH, MSG } from '../packages/contract/src/index.js';
import { allToasts, DEMO_EMAIL, shownToasts, signInAsDemo, toastWith } from './support/app.js';
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

for (const width of [375, 1280]) {
  test(`a toast never covers the form's primary button: Messages' Send (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 667 : 800 });
    await signInAsDemo(page, 'Student');
    await page.goto(MESSAGES_PATH.Student);
    // The demo thread with the demo lead; a reply the server fails to take is a toast (an outcome without a field).
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').first().click();
    const box = page.getByRole('textbox', { name: CONVERSATION_MSG.replyLabel });
    await box.fill('A reply the server fails to take.');
    await page.route(
      (url) => /^\/api\/messages\/[^/]+$/.test(url.pathname),
      (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback()),
    );
    const send = page.getByRole('button', { name: CONVERSATION_MSG.send, exact: true });
    await send.click();
    await expectApart(page, toastWith(page, CONVERSATION_MSG.sendFailed), send);
  });

  test(`a toast never covers the form's primary button: sign-up's Signup (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 667 : 800 });
    await page.goto('/auth/signup');
    // A refusal without a field: the address is taken (a demo account), the server's message is a toast.
    await page.getByLabel('Name').fill('Toast Check');
    await page.getByLabel('Mail ID').fill(DEMO_EMAIL.Student);
    await page.getByLabel('Password').fill('quiet-otter-toast-42');
    const submit = page.getByRole('button', { name: 'Signup', exact: true });
    await submit.click();
    await expectApart(page, toastWith(page, MSG.emailTaken), submit);
  });
}

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area. */
function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The toast is up (its entry animation over) and its box does not touch the button's. */
async function expectApart(page: Page, toast: Locator, button: Locator): Promise<void> {
  await expect(toast).toBeVisible();
  await page.waitForTimeout(600); // sonner's entry transition is 400 ms
  const toastBox = await toast.boundingBox();
  const buttonBox = await button.boundingBox();
  expect(toastBox, 'the toast measured').not.toBeNull();
  expect(buttonBox, 'the button measured').not.toBeNull();
  expect(intersects(toastBox!, buttonBox!), `toast ${JSON.stringify(toastBox)} over ${JSON.stringify(buttonBox)}`).toBe(
    false,
  );
}
