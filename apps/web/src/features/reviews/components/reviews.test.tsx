import { REVIEW_MSG, type CourseReviews } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDetail, makeReview } from '@/test/courses';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import { makeView } from '@/test/learning-fixtures';
import { reviewDate } from './course-reviews';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  vi.restoreAllMocks();
});

const saved = (rating: number, text: string | null, updated: boolean) => ({
  success: true,
  message: 'ok',
  updated,
  review: makeReview({ rating, text }),
  rating: { average: rating, count: 1 },
});

const reviewPuts = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([u, init]) => init?.method === 'PUT' && String(u).endsWith('/review'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('review form (learning page)', () => {
  it('rates with the keyboard, sends the rating and text, then offers Update review', async () => {
    const fetchMock = stubFetch(USERS.student, {
      'GET /api/my/courses/e1': () => json(makeView()),
      'PUT /api/courses/c1/review': () => json(saved(4, 'Good pace.', false)),
    });
    renderApp('/student/mycourses/view-page/e1');
    const user = userEvent.setup();
    const region = await screen.findByRole('region', { name: REVIEW_MSG.rateThisCourse });
    const group = within(region).getByRole('radiogroup', { name: 'Rating' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    await user.click(within(group).getByRole('radio', { name: '2 stars' }));
    // Radix moves focus (and the choice) just after the keydown, while the key is still down.
    for (const expected of ['3 stars', '4 stars']) {
      await user.keyboard('{ArrowRight>}');
      await waitFor(() => expect(within(group).getByRole('radio', { name: expected })).toBeChecked());
      await user.keyboard('{/ArrowRight}');
    }
    expect(within(group).getByRole('radio', { name: '4 stars' })).toHaveFocus();
    await user.type(within(region).getByRole('textbox', { name: REVIEW_MSG.yourReview }), '  Good pace.  ');
    await user.click(within(region).getByRole('button', { name: REVIEW_MSG.submitReview }));
    expect(await screen.findByText(REVIEW_MSG.reviewSaved)).toBeInTheDocument();
    expect(reviewPuts(fetchMock)).toEqual([{ rating: 4, text: 'Good pace.' }]);
    expect(await within(region).findByRole('button', { name: REVIEW_MSG.updateReview })).toBeInTheDocument();
  });

  it('asks for a rating before sending anything', async () => {
    const fetchMock = stubFetch(USERS.lead, { 'GET /api/my/courses/e1': () => json(makeView()) });
    renderApp('/lead/mycourses/view-page/e1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: REVIEW_MSG.submitReview }));
    expect(await screen.findByText(REVIEW_MSG.ratingRequired)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(reviewPuts(fetchMock)).toEqual([]);
  });

  it('is prefilled with the learner’s review; Update review says it was updated; blank text is sent as none', async () => {
    const fetchMock = stubFetch(USERS.student, {
      'GET /api/my/courses/e1': () =>
        json(makeView({}, { myReview: { rating: 3, text: 'Three at first.', updatedAt: '2025-01-10T10:00:00.000Z' } })),
      'PUT /api/courses/c1/review': () => json(saved(1, null, true)),
    });
    renderApp('/student/mycourses/view-page/e1');
    const user = userEvent.setup();
    const group = await screen.findByRole('radiogroup', { name: 'Rating' });
    expect(within(group).getByRole('radio', { name: '3 stars' })).toBeChecked();
    const text = screen.getByRole('textbox', { name: REVIEW_MSG.yourReview });
    expect(text).toHaveValue('Three at first.');
    await user.click(within(group).getByRole('radio', { name: '1 star' }));
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: REVIEW_MSG.updateReview }));
    expect(await screen.findByText(REVIEW_MSG.reviewUpdated)).toBeInTheDocument();
    expect(reviewPuts(fetchMock)).toEqual([{ rating: 1 }]);
  });

  it('shows the server’s refusal', async () => {
    stubFetch(USERS.student, {
      'GET /api/my/courses/e1': () => json(makeView()),
      'PUT /api/courses/c1/review': () => apiError(403, REVIEW_MSG.onlyEnrolled),
    });
    renderApp('/student/mycourses/view-page/e1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: REVIEW_MSG.submitReview }));
    const form = screen.getByRole('region', { name: REVIEW_MSG.rateThisCourse });
    expect(await within(form).findByRole('alert')).toHaveTextContent(REVIEW_MSG.onlyEnrolled);
  });
});

describe('Student reviews (course page)', () => {
  it('lists the recent reviews with author, stars and text, and the real average with its count', async () => {
    const list: CourseReviews = {
      rating: { average: 4.5, count: 2 },
      reviews: [
        makeReview(),
        makeReview({ id: 'r2', rating: 5, text: null, authorName: 'Meera Nair', authorRole: 'Lead' }),
      ],
    };
    stubFetch(USERS.student, {
      'GET /api/courses/c1': () => json(makeDetail({ id: 'c1', rating: { average: 4.5, count: 2 } })),
      'GET /api/courses/c1/reviews': () => json(list),
    });
    renderApp('/student/courses/c1');
    const section = await screen.findByRole('region', { name: REVIEW_MSG.studentReviews });
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    expect(section).toHaveTextContent('4.5 (2)');
    const [first, second] = within(section).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Asha Rao');
    expect(first).toHaveTextContent('Clear and short lessons.');
    expect(within(first).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(first).toHaveTextContent('10 Jan 2025');
    expect(within(second).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  });

  it('says No reviews yet and No ratings yet when there are none', async () => {
    stubFetch(USERS.lead, {
      'GET /api/courses/c1': () => json(makeDetail({ id: 'c1' })),
      'GET /api/courses/c1/reviews': () => json({ rating: { average: null, count: 0 }, reviews: [] }),
    });
    renderApp('/lead/courses/c1');
    const section = await screen.findByRole('region', { name: REVIEW_MSG.studentReviews });
    expect(await within(section).findByText(REVIEW_MSG.noReviewsYet)).toBeInTheDocument();
    expect(within(section).getByText(REVIEW_MSG.noRatingsYet)).toBeInTheDocument();
  });

  it('writes recent dates relatively and older ones as dates', () => {
    const now = Date.parse('2025-03-20T12:00:00.000Z');
    expect(reviewDate('2025-03-20T08:00:00.000Z', now)).toBe('today');
    expect(reviewDate('2025-03-17T12:00:00.000Z', now)).toBe('3 days ago');
    expect(reviewDate('2025-03-06T12:00:00.000Z', now)).toBe('2 weeks ago');
    expect(reviewDate('2025-01-05T12:00:00.000Z', now)).toBe('5 Jan 2025');
  });
});
