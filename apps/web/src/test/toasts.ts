/** The toasts on screen (sonner's elements), for tests that check a message shows in one place only. */
import { expect } from 'vitest';

export const shownToastTexts = (): string[] =>
  Array.from(document.querySelectorAll('[data-sonner-toast]')).map((el) => el.textContent ?? '');

/** No toast is up, after giving one time to appear (sonner renders on its next tick). */
export async function expectNoToast(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(shownToastTexts(), 'toasts shown').toEqual([]);
}
