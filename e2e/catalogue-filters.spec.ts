/**
 * Catalogue filters (issue 21 item 6): a student picks a level and a sort; the URL keeps both, the
 * cards change to match, a reload shows the same list; an instructor's name on a card opens their
 * public page. Other journeys add courses meanwhile, so the checks hold whatever else is listed.
 */
import { expect, test, type Locator } from '@playwright/test';
import { CATALOGUE_MSG, INSTRUCTORS_MSG, levelLabel } from '../packages/contract/src/index.js';
import { signInAsDemo } from './support/app.js';
import { courseCard, DEMO_COURSE, DEMO_INSTRUCTOR_NAME } from './support/courses.js';

const M = CATALOGUE_MSG.filters;

/** The rupee price of each card, in order ("₹1,999.00" → 1999). */
async function prices(cards: Locator): Promise<number[]> {
  const texts = await cards.allInnerTexts();
  return texts.map((text) => Number(/₹([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, '')));
}

test('a student filters by level, sorts by price, keeps both on reload, and opens the instructor’s page', async ({
  page,
}) => {
  await signInAsDemo(page, 'Student');
  await page.goto('/student/courses');
  const list = page.getByRole('list', { name: 'Courses' });
  await expect(list.getByRole('article').first()).toBeVisible();

  await page.getByLabel(M.level, { exact: true }).selectOption('Advanced');
  await page.getByLabel(M.sort, { exact: true }).selectOption({ label: CATALOGUE_MSG.sortLabels['price-asc'] });
  await expect(page).toHaveURL(/[?&]level=Advanced(&|$)/);
  await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);

  // Only Advanced courses (the demo's Machine Learning Foundations among them), cheapest first.
  const cards = list.getByRole('article');
  await expect(courseCard(list, DEMO_COURSE.ml)).toBeVisible();
  await expect(courseCard(list, DEMO_COURSE.react)).toHaveCount(0); // Beginner
  // The card's badge names Beginner and Intermediate only; an Advanced course reads "All Levels" (spec 9).
  for (const card of await cards.all())
    await expect(card.getByText(levelLabel('Advanced'), { exact: true })).toBeVisible();
  const sorted = await prices(cards);
  expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

  // A reload (or a shared link) shows the same list with the same choices.
  await page.reload();
  await expect(page).toHaveURL(/[?&]level=Advanced(&|$)/);
  await expect(page.getByLabel(M.level, { exact: true })).toHaveValue('Advanced');
  await expect(page.getByLabel(M.sort, { exact: true })).toHaveValue('price-asc');
  await expect(courseCard(list, DEMO_COURSE.ml)).toBeVisible();
  await expect(courseCard(list, DEMO_COURSE.react)).toHaveCount(0);

  // The instructor's name on the card opens their public page.
  await courseCard(list, DEMO_COURSE.ml).getByRole('link', { name: DEMO_INSTRUCTOR_NAME, exact: true }).click();
  await expect(page).toHaveURL(/\/instructors\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_INSTRUCTOR_NAME })).toBeVisible();
  await expect(page.getByRole('group', { name: INSTRUCTORS_MSG.learners })).toBeVisible();
  const theirs = page.getByRole('list', { name: INSTRUCTORS_MSG.coursesBy(DEMO_INSTRUCTOR_NAME) });
  await courseCard(theirs, DEMO_COURSE.ml)
    .getByRole('link', { name: `View Course: ${DEMO_COURSE.ml}` })
    .click();
  await expect(page).toHaveURL(/\/student\/courses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_COURSE.ml })).toBeVisible();
});
