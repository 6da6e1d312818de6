/**
 * Issue 21 accessibility: every new commerce screen passes axe (no serious or critical violation) in
 * light and dark, at 1280 and 375 px: the catalogue's filters (on phones, the filters sheet open),
 * an instructor's public page, the Buy Now checkout dialog with the tax lines, Purchases; the
 * instructor's coupons with the New coupon dialog open; the admins' coupons, Seller & GST settings
 * and refunds. Each width visits them in turn; nothing is changed (a screens spec).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_REFUNDS_PATH,
  ADMIN_SELLER_SETTINGS_PATH,
  CATALOGUE_MSG,
  CHECKOUT_MSG,
  COUPON_MSG,
  INVOICE_MSG,
  PAYMENT_MSG,
  PURCHASES_PATH,
  REFUND_MSG,
} from '../packages/contract/src/index.js';
import { expectNoSeriousViolationsInBothThemes, followSystemTheme } from './support/a11y.js';
import { signInAsDemo } from './support/app.js';
import { checkoutDialog, JOURNEY_BILLING_STATE, sidewaysOverflow } from './support/checkout.js';
import { courseCard, DEMO_COURSE, DEMO_INSTRUCTOR_NAME } from './support/courses.js';

const WIDTHS = [1280, 375] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** The axe check of the page as it is, light then dark; back to light for the next screen. */
async function check(page: Page, label: string, width: number): Promise<void> {
  await expectNoSeriousViolationsInBothThemes(page, `${label} at ${width}`);
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await sidewaysOverflow(page), `${label} at ${width}: nothing wider than the screen`).toBe('none');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the learner’s commerce screens have no serious or critical violations, light and dark', async ({ page }) => {
      test.setTimeout(120_000);
      await followSystemTheme(page);
      await signInAsDemo(page, 'Student');

      await page.goto('/student/courses?level=Advanced&sort=price-asc');
      await expect(courseCard(page, DEMO_COURSE.ml)).toBeVisible();
      if (width < 640) {
        await page.getByRole('button', { name: new RegExp(CATALOGUE_MSG.filters.open) }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await check(page, 'catalogue filters sheet', width);
        await page.keyboard.press('Escape');
      } else {
        await check(page, 'catalogue with filters', width);
      }

      await courseCard(page, DEMO_COURSE.ml).getByRole('link', { name: DEMO_INSTRUCTOR_NAME, exact: true }).click();
      await expect(heading(page, DEMO_INSTRUCTOR_NAME)).toBeVisible();
      await check(page, 'instructor public page', width);

      await courseCard(page, DEMO_COURSE.ml)
        .getByRole('link', { name: `View Course: ${DEMO_COURSE.ml}` })
        .click();
      await page.getByRole('button', { name: PAYMENT_MSG.buyNow, exact: true }).click();
      const { dialog, pay } = checkoutDialog(page);
      await expect(pay).toBeVisible();
      await dialog.getByRole('combobox', { name: CHECKOUT_MSG.billingStateLabel }).selectOption(JOURNEY_BILLING_STATE);
      await expect(dialog.getByText(/^CGST \(/)).toBeVisible();
      await check(page, 'checkout dialog', width);
      await page.keyboard.press('Escape');

      await page.goto(PURCHASES_PATH.Student);
      await expect(heading(page, REFUND_MSG.purchasesTitle)).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(INVOICE_MSG.taxInvoice) }).first()).toBeVisible();
      await check(page, 'purchases', width);
    });

    test('the makers’ and admins’ commerce screens have no serious or critical violations, light and dark', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await followSystemTheme(page);
      await signInAsDemo(page, 'Instructor');
      await page.goto('/instructor/coupons');
      await expect(heading(page, COUPON_MSG.title)).toBeVisible();
      await expect(page.getByText('DIWALI2025').filter({ visible: true }).first()).toBeVisible();
      await check(page, 'instructor coupons', width);
      await page.getByRole('button', { name: COUPON_MSG.newCoupon }).first().click();
      await expect(page.getByRole('dialog', { name: COUPON_MSG.newCoupon })).toBeVisible();
      await check(page, 'new coupon dialog', width);
      await page.keyboard.press('Escape');

      await page.context().clearCookies();
      await signInAsDemo(page, 'Admin');
      await page.goto('/Admin/coupons');
      await expect(page.getByText('WELCOME20').filter({ visible: true }).first()).toBeVisible();
      await check(page, 'admin coupons', width);

      await page.goto(ADMIN_SELLER_SETTINGS_PATH);
      await expect(heading(page, INVOICE_MSG.settingsTitle)).toBeVisible();
      await expect(page.getByRole('textbox').first()).not.toHaveValue('');
      await check(page, 'seller settings', width);

      await page.goto(ADMIN_REFUNDS_PATH);
      await expect(heading(page, REFUND_MSG.refundsTitle)).toBeVisible();
      await expect(page.getByText(REFUND_MSG.statusLabels.refunded).filter({ visible: true }).first()).toBeVisible();
      await check(page, 'admin refunds', width);
    });
  });
}
