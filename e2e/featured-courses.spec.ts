/**
 * Courses journey 5: with real courses in the catalogue, the landing page's Featured Courses shows
 * them — the three most-enrolled published courses of GET /api/courses/featured — instead of the
 * sample cards (which stand in only while the catalogue is empty; e2e/landing.spec.ts stubs both cases).
 */
import { expect, test } from '@playwright/test';
import { catalogueCourses, featuredCourses } from './support/courses.js';

test('Featured Courses shows the three most-enrolled demo courses', async ({ page, request }) => {
  const featured = await featuredCourses(request);
  const catalogue = await catalogueCourses(request);
  expect(featured).toHaveLength(3);

  // The API's pick: published catalogue courses, the most-enrolled first, none left out with more learners.
  const learners = (c: { studentCount: number; leadCount: number }) => c.studentCount + c.leadCount;
  const featuredIds = featured.map((c) => c.id);
  for (const c of featured)
    expect(
      catalogue.map((k) => k.id),
      `${c.title} is in the catalogue`,
    ).toContain(c.id);
  const fewest = Math.min(...featured.map(learners));
  const leftOut = catalogue.filter((c) => !featuredIds.includes(c.id));
  for (const c of leftOut)
    expect(learners(c), `${c.title} has no more learners than the featured ones`).toBeLessThanOrEqual(fewest);
  expect(featured.map(learners)).toEqual([...featured.map(learners)].sort((a, b) => b - a));
  // The most-enrolled course of the catalogue leads (the demo's sales decide which one it is).
  expect(learners(featured[0]!)).toBe(Math.max(...catalogue.map(learners)));
  expect(learners(featured[2]!), 'the demo data has courses with learners').toBeGreaterThan(0);

  await page.goto('/');
  const section = page.getByRole('region', { name: 'Featured Courses' });
  const cards = section.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading')).toHaveText(featured.map((c) => c.title));
  for (const [i, c] of featured.entries()) {
    const card = cards.nth(i);
    await expect(card).toContainText(c.subtitle);
    await expect(card).toContainText(c.category);
    // The real thumbnail, loaded.
    const img = card.locator('img');
    await expect(img).toHaveAttribute('src', c.thumbnailUrl!);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    const learners = c.studentCount + c.leadCount; // students and leads alike (issue 19)
    await expect(card).toContainText(`${learners} ${learners === 1 ? 'student' : 'students'}`);
    await expect(card.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/auth/signin');
  }
  // Real ratings (the reviews of the demo data), not the samples' 4.8 / 4.7 / 4.9 and 1,234 students.
  for (const [i, c] of featured.entries()) {
    if (c.rating.average === null) await expect(cards.nth(i)).toContainText('No ratings yet');
    else await expect(cards.nth(i)).toContainText(c.rating.average.toFixed(1));
  }
  await expect(section).not.toContainText('1,234');
  await expect(section).not.toContainText('2,156');
});
