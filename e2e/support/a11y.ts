/** Shared steps of the accessibility journeys: theme set-up, settling animations, the axe check, a test per screen. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../apps/web/src/config/ui.js';

export type Theme = 'light' | 'dark';

/**
 * Call before the first page.goto: the app follows the system colour scheme (the stored theme is
 * System), and the system starts light. `expectNoSeriousViolationsInBothThemes` then turns it dark.
 */
export async function followSystemTheme(page: Page): Promise<void> {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [
    THEME_STORAGE_KEY,
    'system',
  ] as const);
  await page.emulateMedia({ colorScheme: 'light' });
}

/**
 * The axe check in light, then in dark on the same page: the system scheme turns dark and the app
 * follows it at once (no second sign-in, load or wait for data). Needs `followSystemTheme` first.
 */
export async function expectNoSeriousViolationsInBothThemes(page: Page, label: string): Promise<void> {
  await expectNoSeriousViolations(page, 'light', label);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousViolations(page, 'dark', label);
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

/**
 * A test per screen ("<name> has no serious or critical violations, light and dark"), and one more at
 * 375 px for the screens named in `alsoAtPhoneWidth`: the viewport and the system theme are set, `show`
 * opens the screen and waits for it (answering what the failure label adds after the name), then the
 * axe check runs in both themes.
 */
export function testEachScreenInBothThemes<S extends { name: string }>(
  screens: readonly S[],
  alsoAtPhoneWidth: ReadonlySet<string>,
  show: (page: Page, screen: S) => Promise<string>,
): void {
  for (const s of screens) {
    const widths = alsoAtPhoneWidth.has(s.name) ? [null, 375] : [null];
    for (const width of widths) {
      const at = width ? ` at ${width} px` : '';
      test(`${s.name}${at} has no serious or critical violations, light and dark`, async ({ page }) => {
        if (width) await page.setViewportSize({ width, height: 812 });
        await followSystemTheme(page);
        const detail = await show(page, s);
        await expectNoSeriousViolationsInBothThemes(page, `${s.name}${at}${detail}`);
      });
    }
  }
}
