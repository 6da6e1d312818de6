import { QUESTION_MSG, type CourseReviews, type Review } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeDetail, makeReview } from '@/test/courses';
import { json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

const OWN = makeDetail({
  id: 'c1',
  title: 'My React Course',
  isPublished: true,
  viewer: { enrolled: false, enrolmentId: null, isOwner: true, canWatch: true },
});

const review = (instructorReply: Review['instructorReply']) => makeReview({ instructorReply });

describe("the instructor's reply to a review (/instructor/courses/view/:id)", { timeout: 20_000 }, () => {
  it('Reply writes it, then it shows as the response with Edit reply and Remove reply', async () => {
    let reply: Review['instructorReply'] = null;
    const fetchMock = stubFetch(USERS.instructor, {
      'GET /api/instructor/courses/c1': () => json(OWN),
      'GET /api/courses/c1/reviews': () =>
        json({ rating: { average: 4, count: 1 }, reviews: [review(reply)] } satisfies CourseReviews),
      'PUT /api/instructor/reviews/r1/reply': (init) => {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        reply = { text, at: '2025-01-11T10:00:00.000Z' };
        return json({ success: true, message: QUESTION_MSG.reviewReplySaved, instructorReply: reply });
      },
      'DELETE /api/instructor/reviews/r1/reply': () => {
        reply = null;
        return json({ success: true, message: QUESTION_MSG.reviewReplyRemoved, instructorReply: null });
      },
    });
    renderApp('/instructor/courses/view/c1');
    const reviews = await screen.findByRole('list', { name: 'Recent reviews' });
    const user = userEvent.setup();
    await user.click(within(reviews).getByRole('button', { name: QUESTION_MSG.reviewReply }));
    await user.type(within(reviews).getByLabelText(QUESTION_MSG.reviewReplyLabel), '  Thank you, Asha!  ');
    await user.click(within(reviews).getByRole('button', { name: QUESTION_MSG.reviewReplySave }));

    expect(await within(reviews).findByText('Thank you, Asha!')).toBeInTheDocument();
    expect(within(reviews).getByText(QUESTION_MSG.instructorResponse, { exact: false })).toBeInTheDocument();
    const puts = requestsSent(fetchMock, 'PUT', '/api/instructor/reviews/r1/reply');
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ text: 'Thank you, Asha!' }]);

    await user.click(within(reviews).getByRole('button', { name: QUESTION_MSG.reviewReplyRemove }));
    await waitFor(() => expect(within(reviews).queryByText('Thank you, Asha!')).toBeNull());
    expect(requestsSent(fetchMock, 'DELETE', '/api/instructor/reviews/r1/reply')).toHaveLength(1);
    expect(within(reviews).getByRole('button', { name: QUESTION_MSG.reviewReply })).toBeInTheDocument();
  });

  it('learners see the response on the course page, without the buttons', async () => {
    stubFetch(USERS.student, {
      'GET /api/courses/c1': () => json(makeDetail({ id: 'c1', isPublished: true })),
      'GET /api/courses/c1/reviews': () =>
        json({
          rating: { average: 4, count: 1 },
          reviews: [review({ text: 'Glad it helped.', at: '2025-01-11T10:00:00.000Z' })],
        } satisfies CourseReviews),
    });
    renderApp('/student/courses/c1');
    const reviews = await screen.findByRole('list', { name: 'Recent reviews' });
    expect(within(reviews).getByText('Glad it helped.')).toBeInTheDocument();
    expect(within(reviews).queryByRole('button', { name: QUESTION_MSG.reviewReplyEdit })).toBeNull();
    expect(within(reviews).queryByRole('button', { name: QUESTION_MSG.reviewReply })).toBeNull();
  });
});
