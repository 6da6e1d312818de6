/**
 * Reviews: only enrolled learners may rate (1–5, optional text), one review per learner and course
 * (a second save replaces the first, also when sent concurrently), the list shows the most recent
 * reviews with the real average and count, with the course page's visibility.
 */
import { randomUUID } from 'node:crypto';
import {
  COURSE_API,
  RECENT_REVIEWS_LIMIT,
  REVIEW_API,
  REVIEW_MSG,
  REVIEW_TEXT_MAX,
  type CourseReviews,
  type SaveReviewResponse,
} from '@cms/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import type { Client, Res } from './helpers/client.js';
import { createCourse, pathOf, review } from './helpers/courses.js';
import { enrolAt, view } from './helpers/learning.js';
import { expectErrorShape } from './helpers/users.js';
import { USUAL_PEOPLE, usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

const average = (ratings: number[]) => ratings.reduce((s, r) => s + r, 0) / ratings.length;

describe.each(databaseDrivers)('reviews (%s)', (driver) => {
  const t = suiteWithUsers(driver, {
    owner: USUAL_PEOPLE.priya,
    ...usualCast('admin'),
    ravi: ['Student', 'Ravi Kumar'],
    riya: ['Student', 'Riya Singh'],
    lalit: USUAL_PEOPLE.lead,
    ...usualCast('stranger'),
  });
  let course: string; // published
  let draft: string; // unpublished, ravi enrolled
  const enrolment: Record<string, string> = {};

  beforeAll(async () => {
    course = (await createCourse(t.owner.client, { lessons: 1, publish: true })).id;
    draft = (await createCourse(t.owner.client, { lessons: 1 })).id;
    for (const u of [t.ravi, t.riya, t.lalit]) enrolment[u.userId] = await enrolAt(t, u.userId, course);
    await enrolAt(t, t.ravi.userId, draft);
  });

  const save = (client: Client, courseId: string, body: unknown): Promise<Res> =>
    client.request('PUT', pathOf(REVIEW_API.mine, courseId), { json: body });
  const saved = async (client: Client, courseId: string, body: unknown) => {
    const res = await save(client, courseId, body);
    expect(res.status, res.text).toBe(200);
    return res.body as SaveReviewResponse;
  };
  const list = async (client: Client, courseId: string) => {
    const res = await client.get(pathOf(REVIEW_API.list, courseId));
    expect(res.status, res.text).toBe(200);
    return res.body as CourseReviews;
  };
  const rowsOf = async (userId: string, courseId: string) =>
    t.query<{ rating: number; text: string | null }>(
      sql`select rating, text from reviews where user_id = ${userId} and course_id = ${courseId}`,
    );

  describe('who may review', () => {
    it('someone not enrolled is refused with a clear message and nothing is stored', async () => {
      const res = await save(t.stranger.client, course, { rating: 5 });
      expectErrorShape(res, 403, 'FORBIDDEN');
      expect(res.body.error.message).toBe(REVIEW_MSG.onlyEnrolled);
      expect(await rowsOf(t.stranger.userId, course)).toEqual([]);
    });

    it('instructors, admins and anonymous callers cannot review at all', async () => {
      expectErrorShape(await save(t.owner.client, course, { rating: 5 }), 403, 'FORBIDDEN');
      expectErrorShape(await save(t.admin.client, course, { rating: 5 }), 403, 'FORBIDDEN');
      expectErrorShape(await save(t.client(), course, { rating: 5 }), 401, 'UNAUTHENTICATED');
    });

    it('an unknown course, or a draft the caller cannot see, is not found', async () => {
      expectErrorShape(await save(t.ravi.client, randomUUID(), { rating: 4 }), 404, 'NOT_FOUND');
      expectErrorShape(await save(t.stranger.client, draft, { rating: 4 }), 404, 'NOT_FOUND');
    });

    it.each([
      ['zero', { rating: 0 }],
      ['six', { rating: 6 }],
      ['a fraction', { rating: 3.5 }],
      ['text', { rating: '5' }],
      ['missing', { text: 'Nice' }],
    ])('a rating that is %s: 400 with the rating message', async (_name, body) => {
      const res = await save(t.ravi.client, course, body);
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields.rating).toBe(REVIEW_MSG.ratingRequired);
      expect(await rowsOf(t.ravi.userId, course)).toEqual([]);
    });

    it('text longer than the limit: 400 on the text field', async () => {
      const res = await save(t.ravi.client, course, { rating: 4, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) });
      expectErrorShape(res, 400, 'BAD_REQUEST');
      expect(res.body.error.fields.text).toBe(REVIEW_MSG.textTooLong);
    });
  });

  describe('one review per learner and course', () => {
    it('the first save creates it; the next replaces it (blank text stored as none)', async () => {
      const first = await saved(t.ravi.client, course, { rating: 5, text: '  Great course  ' });
      expect(first).toMatchObject({
        success: true,
        updated: false,
        message: REVIEW_MSG.reviewSaved,
        review: { rating: 5, text: 'Great course', authorName: 'Ravi Kumar', authorRole: 'Student' },
        rating: { average: 5, count: 1 },
      });
      const second = await saved(t.ravi.client, course, { rating: 3, text: '   ' });
      expect(second).toMatchObject({
        updated: true,
        message: REVIEW_MSG.reviewUpdated,
        review: { id: first.review.id, rating: 3, text: null, createdAt: first.review.createdAt },
        rating: { average: 3, count: 1 },
      });
      expect(Date.parse(second.review.updatedAt)).toBeGreaterThan(Date.parse(first.review.updatedAt));
      expect(await rowsOf(t.ravi.userId, course)).toEqual([{ rating: 3, text: null }]);
    });

    it('concurrent first saves by one learner give one review, created once', async () => {
      const ratings = [1, 2, 3, 4, 5, 1, 2, 3, 4, 5];
      const results = await Promise.all(ratings.map((rating) => save(t.riya.client, course, { rating })));
      for (const r of results) expect(r.status, r.text).toBe(200);
      expect(results.filter((r) => r.body.updated === false)).toHaveLength(1);
      const rows = await rowsOf(t.riya.userId, course);
      expect(rows).toHaveLength(1);
      expect(ratings).toContain(rows[0]!.rating);
    });

    it('the learning page shows the learner their own review', async () => {
      await saved(t.riya.client, course, { rating: 4, text: 'Clear' });
      const v = await view(t.riya.client, enrolment[t.riya.userId]!);
      expect(v.myReview).toMatchObject({ rating: 4, text: 'Clear' });
    });
  });

  describe('the list and the figures', () => {
    it('most recently written or edited first, with the real average and count everywhere', async () => {
      await saved(t.lalit.client, course, { rating: 2, text: 'Too fast' });
      await saved(t.ravi.client, course, { rating: 4 }); // an edit moves it to the top
      const stored = await t.query<{ rating: number }>(sql`select rating from reviews where course_id = ${course}`);
      const expected = { average: average(stored.map((r) => r.rating)), count: stored.length };

      const body = await list(t.client(), course);
      expect(body.rating).toEqual(expected);
      expect(body.reviews.map((r) => r.authorName)).toEqual(['Ravi Kumar', 'Lalit Lead', 'Riya Singh']);
      expect(body.reviews[1]).toMatchObject({ rating: 2, text: 'Too fast', authorRole: 'Lead' });
      expect(JSON.stringify(body)).not.toContain('@'); // names only, no e-mail addresses

      const detail = await t.client().get(pathOf(COURSE_API.course, course));
      expect(detail.body.rating).toEqual(expected);
      const catalogue = await t.client().get(COURSE_API.catalogue);
      expect(catalogue.body.courses.find((c: { id: string }) => c.id === course).rating).toEqual(expected);
    });

    it(`lists at most ${RECENT_REVIEWS_LIMIT} reviews while the figures cover all of them`, async () => {
      const many = (await createCourse(t.owner.client, { lessons: 1, publish: true })).id;
      const ratings = Array.from({ length: RECENT_REVIEWS_LIMIT + 2 }, (_, i) => (i % 5) + 1);
      for (const [i, rating] of ratings.entries()) {
        const [u] = await t.query<{ id: string }>(
          sql`insert into users (name, email, role) values (${`Reviewer ${i}`}, ${`reviewer.${i}.${randomUUID()}@example.com`}, 'Student') returning id`,
        );
        await review(t, u!.id, many, rating);
        // Reviewer 0 wrote first, the last one most recently.
        await t.query(
          sql`update reviews set updated_at = now() - make_interval(mins => ${ratings.length - i}::int) where user_id = ${u!.id}`,
        );
      }
      const body = await list(t.client(), many);
      expect(body.rating).toEqual({ average: average(ratings), count: ratings.length });
      const newest = Array.from({ length: RECENT_REVIEWS_LIMIT }, (_, k) => `Reviewer ${ratings.length - 1 - k}`);
      expect(body.reviews.map((r) => r.authorName)).toEqual(newest);
    });

    it('a course without reviews: an empty list and no average', async () => {
      const none = (await createCourse(t.owner.client, { lessons: 1, publish: true })).id;
      expect(await list(t.client(), none)).toEqual({ rating: { average: null, count: 0 }, reviews: [] });
    });

    it('a draft is listed only for its instructor, admins and enrolled learners', async () => {
      await saved(t.ravi.client, draft, { rating: 5 });
      for (const who of [t.ravi, t.owner, t.admin]) expect((await list(who.client, draft)).rating.count).toBe(1);
      expectErrorShape(await t.client().get(pathOf(REVIEW_API.list, draft)), 404, 'NOT_FOUND');
      expectErrorShape(await t.stranger.client.get(pathOf(REVIEW_API.list, draft)), 404, 'NOT_FOUND');
      expectErrorShape(await t.client().get(pathOf(REVIEW_API.list, randomUUID())), 404, 'NOT_FOUND');
    });
  });
});
