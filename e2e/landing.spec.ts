/** Journey 5: the public landing page, the sign-in page's illustration and the theme (spec sections 2, 9). */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CATEGORIES } from '../packages/contract/src/index.js';
import { appShellOnly, expectPath } from './support/app.js';
import {
  ROTATING_WORDS,
  ROTATING_WORD_INTERVAL_MS,
  SIDEBAR_COLLAPSED_PX,
  SIDEBAR_OPEN_PX,
  THEME_STORAGE_KEY,
} from '../apps/web/src/config/ui.js';

const SIGN_IN = '/auth/signin';
const SIGN_UP = '/auth/signup';
/** One of the spec's course categories (section 3). */
const ANY_CATEGORY = new RegExp(CATEGORIES.map((c) => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'));

const linkOrButton = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('link', { name, exact: true })
    .or(scope.getByRole('button', { name, exact: true }))
    .first();

async function widthOf(loc: Locator): Promise<number> {
  const box = await loc.boundingBox();
  return box ? Math.round(box.width) : -1;
}

test.describe('hero', () => {
  for (const name of ['Get Started', 'Browse Courses']) {
    test(`${name} goes to sign-in`, async ({ page }) => {
      await page.goto('/');
      const target = linkOrButton(page.getByRole('main'), name);
      await expect(target).toBeVisible();
      await target.click();
      await expectPath(page, SIGN_IN);
    });
  }

  test(`the words rotate ${ROTATING_WORDS.join(' → ')} every ${ROTATING_WORD_INTERVAL_MS} ms`, async ({ page }) => {
    // Frozen time from the very first script on: the interval starts at a known instant.
    await page.clock.install({ time: new Date('2025-01-06T09:00:00Z') });
    await page.clock.pauseAt(new Date('2025-01-06T09:00:01Z'));
    await page.goto('/');
    const word = page.getByTestId('rotating-word');
    await expect(word).toHaveText(ROTATING_WORDS[0]);
    // The word comes in the server's HTML: the clock may run only once React has hydrated it (its node
    // carries React's fiber) and has run the effect that starts the interval (React's scheduler runs it
    // in a task of its own, posted before the one awaited here).
    await expect
      .poll(() => word.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );

    const order = [...ROTATING_WORDS.slice(1), ROTATING_WORDS[0]];
    let current: string = ROTATING_WORDS[0];
    for (const next of order) {
      await page.clock.runFor(ROTATING_WORD_INTERVAL_MS - 1);
      await expect(word, `still ${current} 1 ms before the interval ends`).toHaveText(current);
      await page.clock.runFor(1);
      await expect(word, `${next} after ${ROTATING_WORD_INTERVAL_MS} ms`).toHaveText(next);
      current = next;
    }
  });
});

test.describe('featured courses and why choose', () => {
  test('while the catalogue is empty: three sample cards, each with Learn More to sign-in, and View All Courses', async ({
    page,
  }) => {
    // The sample cards stand in only while there are no real courses to feature.
    await appShellOnly(page);
    await page.route('**/api/courses/featured', (route) => route.fulfill({ json: { courses: [] } }));
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Courses' });
    await expect(section.getByRole('heading', { name: 'Featured Courses' })).toBeVisible();
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    // Sample ratings and student counts (spec section 9).
    const ratings = ['4.8', '4.7', '4.9'];
    const students = [/1,?234/, /987/, /2,?156/];
    for (let i = 0; i < 3; i++) {
      const card = cards.nth(i);
      // Title, description, image, category, rating and students.
      await expect(card.getByRole('heading')).toBeVisible();
      await expect(card.locator('p').first()).not.toBeEmpty();
      await expect(card.locator('img, svg').first()).toBeVisible();
      await expect(card).toContainText(ANY_CATEGORY);
      await expect(card).toContainText(ratings[i]!);
      await expect(card).toContainText(students[i]!);
      await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', SIGN_IN);
    }
    await cards.nth(1).getByRole('link', { name: 'Learn More' }).click();
    await expectPath(page, SIGN_IN);

    await page.goto('/');
    await linkOrButton(page.getByRole('region', { name: 'Featured Courses' }), 'View All Courses').click();
    await expectPath(page, SIGN_IN);
  });

  test('with courses in the catalogue: the featured real courses replace the samples', async ({ page }) => {
    const card = (n: number, title: string) => ({
      id: `00000000-0000-4000-8000-00000000000${n}`,
      title,
      subtitle: `${title} subtitle`,
      category: 'Web Development',
      level: 'Beginner',
      thumbnailUrl: null,
      pricePaise: 49900,
      instructor: { id: 'i', name: 'Ira Instructor' },
      rating: { average: null, count: 0 },
      studentCount: 7 - n,
      leadCount: 0,
      lessonCount: 3,
      totalDurationSeconds: 60,
      isPublished: true,
      updatedAt: new Date().toISOString(),
    });
    const courses = [card(1, 'Real Course One'), card(2, 'Real Course Two')];
    await appShellOnly(page);
    await page.route('**/api/courses/featured', (route) => route.fulfill({ json: { courses } }));
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Featured Courses' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(2);
    for (let i = 0; i < 2; i++) {
      await expect(cards.nth(i).getByRole('heading')).toHaveText(courses[i]!.title);
      await expect(cards.nth(i).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', SIGN_IN);
    }
    await expect(cards.first()).toContainText('No ratings yet');
    await expect(section).not.toContainText('1,234');
  });

  test('Why Choose lists Expert Instructors, Flexible Learning and Career Growth', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: /Why Choose/ });
    await expect(section).toBeVisible();
    for (const title of ['Expert Instructors', 'Flexible Learning', 'Career Growth']) {
      await expect(section.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(section).toContainText(/lifetime access/i);
    await expect(section).toContainText(/own pace/i);
  });
});

test.describe('sidebar on desktop', () => {
  test(`is ${SIDEBAR_COLLAPSED_PX} px collapsed, ${SIDEBAR_OPEN_PX} px open on hover, and its links go to sign-in or sign-up`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.mouse.move(800, 400);
    const sidebar = page.getByRole('complementary', { name: /sidebar/i });
    await expect(sidebar).toBeVisible();
    await expect.poll(() => widthOf(sidebar), { message: 'collapsed width' }).toBe(SIDEBAR_COLLAPSED_PX);

    await sidebar.hover();
    await expect.poll(() => widthOf(sidebar), { message: 'open width on hover' }).toBe(SIDEBAR_OPEN_PX);
    await page.mouse.move(800, 400);
    await expect
      .poll(() => widthOf(sidebar), { message: 'collapsed again after the mouse leaves' })
      .toBe(SIDEBAR_COLLAPSED_PX);

    for (const name of ['Dashboard', 'All Courses', 'Enrolled Courses', 'Login', 'Profile']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute('href', SIGN_IN);
    }
    await expect(sidebar.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', SIGN_UP);

    await sidebar.hover();
    await sidebar.getByRole('link', { name: 'Register Now' }).click();
    await expectPath(page, SIGN_UP);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a menu button opens a full-screen overlay menu', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: /sidebar/i })).toBeHidden();
    await page.getByRole('button', { name: /menu/i }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return (
          box && { x: Math.round(box.x), y: Math.round(box.y), w: Math.round(box.width), h: Math.round(box.height) }
        );
      })
      .toEqual({ x: 0, y: 0, w: 375, h: 740 });
    for (const name of ['Dashboard', 'All Courses', 'Enrolled Courses', 'Login', 'Profile']) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', SIGN_IN);
    }
    await menu.getByRole('link', { name: 'Register Now' }).click();
    await expectPath(page, SIGN_UP);
    await expect(menu).toBeHidden();
  });

  test('the sign-in illustration is hidden', async ({ page }) => {
    await page.goto(SIGN_IN);
    await expect(page.getByRole('button', { name: 'Signin', exact: true })).toBeVisible();
    await expect(page.getByTestId('auth-illustration')).toBeHidden();
  });
});

test('the sign-in illustration shows on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(SIGN_IN);
  await expect(page.getByTestId('auth-illustration')).toBeVisible();
});

test.describe('theme', () => {
  test.use({ colorScheme: 'light' });

  test('dark theme is kept in local storage and survives a reload', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    // Default light.
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);

    await page.getByRole('button', { name: /theme/i }).first().click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');

    await page.reload();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);

    // And back to light.
    await page.getByRole('button', { name: /theme/i }).first().click();
    await page.getByRole('menuitemradio', { name: 'Light' }).click();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    await page.reload();
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  });
});
