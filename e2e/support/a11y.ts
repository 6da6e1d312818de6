/** Shared steps of the accessibility journeys: theme set-up, settling animations, the axe check. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../apps/web/src/config/ui.js';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Declares `tests(theme)` once per theme, in a describe "<theme> theme" whose browser prefers that colour scheme. */
export function inEachTheme(tests: (theme: Theme) => void): void {
  for (const theme of THEMES) {
    test.describe(`${theme} theme`, () => {
      test.use({ colorScheme: theme });
      tests(theme);
    });
  }
}

/** Stores the theme before any page script runs, so the app starts in it. */
export async function useStoredTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [
    THEME_STORAGE_KEY,
    theme,
  ] as const);
}

/** Checks the page shows `theme`, waits for finite CSS animations (fade-ins) to end, then runs axe:
 *  no violation of impact serious or critical. */
export async function expectNoSeriousViolations(page: Page, theme: Theme, label: string): Promise<void> {
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(page.locator('html')).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });

  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`)
          .join('\n'),
    )
    .join('\n');
  expect(bad, `accessibility violations on ${label} (${theme}):\n${report}`).toEqual([]);
}
