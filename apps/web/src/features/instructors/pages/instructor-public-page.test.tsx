/** /instructors/:id (issue 21): an instructor's public page, for anyone; reached from the course cards. */
import {
  COURSE_API,
  INSTRUCTOR_PUBLIC_API,
  INSTRUCTORS_MSG,
  REVIEW_MSG,
  type InstructorPublicPage,
} from '@cms/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCard, makeList } from '@/test/courses';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

const PAGE_URL = INSTRUCTOR_PUBLIC_API.page.replace(':id', 'i1');

function publicPage(overrides: Partial<InstructorPublicPage> = {}): InstructorPublicPage {
  return {
    instructor: {
      id: 'i1',
      name: 'Dr Sen',
      image: null,
      college: 'IIT Madras',
      gitHub: 'https://github.com/drsen',
      linkedIn: null,
    },
    stats: { courses: 2, learners: 1540, avgRating: 4.46, ratingCount: 12 },
    courses: [
      makeCard({ id: 'c1', title: 'React from Zero' }),
      makeCard({ id: 'c2', title: 'Data Pipelines', viewerEnrolmentId: 'e7' }),
    ],
    ...overrides,
  };
}

const figure = (name: string) => screen.getByRole('group', { name });

describe('instructor public page', () => {
  it('shows the instructor, the figures and the published courses, opening in the student’s area', async () => {
    stubFetch(USERS.student, { [`GET ${PAGE_URL}`]: () => json(publicPage()) });
    renderApp('/instructors/i1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Sen' })).toBeInTheDocument();
    expect(screen.getByText('IIT Madras')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dr Sen on GitHub' })).toHaveAttribute('href', 'https://github.com/drsen');
    expect(screen.queryByRole('link', { name: 'Dr Sen on LinkedIn' })).not.toBeInTheDocument();
    expect(figure(INSTRUCTORS_MSG.publishedCourses)).toHaveTextContent('2');
    expect(figure(INSTRUCTORS_MSG.learners)).toHaveTextContent('1,540');
    expect(figure('Avg Rating')).toHaveTextContent('4.5');
    expect(figure('Avg Rating')).toHaveTextContent('from 12 ratings');

    const list = screen.getByRole('list', { name: INSTRUCTORS_MSG.coursesBy('Dr Sen') });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'View Course: React from Zero' })).toHaveAttribute(
      'href',
      '/student/courses/c1',
    );
    expect(within(list).getByRole('link', { name: 'Start Learning: Data Pipelines' })).toHaveAttribute(
      'href',
      '/student/mycourses/view-page/e7',
    );
    expect(screen.getByRole('link', { name: INSTRUCTORS_MSG.backToCourses })).toHaveAttribute(
      'href',
      '/student/courses',
    );
  });

  it('is open to visitors: the cards go to sign-in, Back goes home', async () => {
    stubFetch(null, { [`GET ${PAGE_URL}`]: () => json(publicPage()) });
    const { router } = renderApp('/instructors/i1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Sen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/instructors/i1');
    expect(screen.getByRole('link', { name: 'View Course: React from Zero' })).toHaveAttribute('href', '/auth/signin');
    expect(screen.getByRole('link', { name: INSTRUCTORS_MSG.backHome })).toHaveAttribute('href', '/');
  });

  it('admins open the admin course page', async () => {
    stubFetch(USERS.admin, { [`GET ${PAGE_URL}`]: () => json(publicPage()) });
    renderApp('/instructors/i1');
    expect(await screen.findByRole('link', { name: 'View Details: React from Zero' })).toHaveAttribute(
      'href',
      '/Admin/courses/c1',
    );
  });

  it('an instructor viewing a page opens their own courses, and no page for others’', async () => {
    const own = makeCard({ id: 'c9', title: 'Mine', instructor: { id: USERS.instructor.userId, name: 'Dr Sen' } });
    const page = publicPage({
      instructor: { ...publicPage().instructor, id: USERS.instructor.userId },
      courses: [own],
    });
    stubFetch(USERS.instructor, {
      [`GET ${INSTRUCTOR_PUBLIC_API.page.replace(':id', USERS.instructor.userId)}`]: () => json(page),
      [`GET ${PAGE_URL}`]: () => json(publicPage()),
    });
    const { router } = renderApp(`/instructors/${USERS.instructor.userId}`);
    expect(await screen.findByRole('link', { name: 'Manage: Mine' })).toHaveAttribute(
      'href',
      '/instructor/courses/view/c9',
    );
    await act(() => router.navigate('/instructors/i1'));
    expect(await screen.findByText('React from Zero')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /React from Zero/ })).not.toBeInTheDocument();
  });

  it('without reviews or courses: "—", "No ratings yet" and "No published courses yet."', async () => {
    stubFetch(USERS.lead, {
      [`GET ${PAGE_URL}`]: () =>
        json(publicPage({ stats: { courses: 0, learners: 0, avgRating: null, ratingCount: 0 }, courses: [] })),
    });
    renderApp('/instructors/i1');
    expect(await screen.findByText(INSTRUCTORS_MSG.noPublishedCourses)).toBeInTheDocument();
    expect(figure('Avg Rating')).toHaveTextContent('—');
    expect(figure('Avg Rating')).toHaveTextContent(REVIEW_MSG.noRatingsYet);
    expect(screen.getByRole('link', { name: INSTRUCTORS_MSG.backToCourses })).toHaveAttribute('href', '/lead/courses');
  });

  it('shows a loading state, then the page', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubFetch(USERS.student, { [`GET ${PAGE_URL}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/instructors/i1');
    expect(await screen.findByRole('status', { name: 'Loading instructor' })).toBeInTheDocument();
    answer(json(publicPage()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Sen' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading instructor' })).not.toBeInTheDocument();
  });

  it('404: Instructor not found', async () => {
    stubFetch(null, { [`GET ${PAGE_URL}`]: () => apiError(404, INSTRUCTORS_MSG.notFound) });
    renderApp('/instructors/i1');
    expect(await screen.findByRole('heading', { level: 1, name: INSTRUCTORS_MSG.notFound })).toBeInTheDocument();
    expect(screen.getByText(INSTRUCTORS_MSG.notFoundBody)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('a failure: the message and Try Again, which loads it', async () => {
    let fail = true;
    stubFetch(USERS.student, {
      [`GET ${PAGE_URL}`]: () => (fail ? apiError(503, 'Database unavailable') : json(publicPage())),
    });
    renderApp('/instructors/i1');
    const user = userEvent.setup();
    expect(await screen.findByText('Database unavailable', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Sen' })).toBeInTheDocument();
  });

  it('is reached from a catalogue card’s instructor name', async () => {
    stubFetch(USERS.student, {
      [`GET ${COURSE_API.catalogue}`]: () => json(makeList([makeCard({ id: 'c1' })])),
      [`GET ${PAGE_URL}`]: () => json(publicPage()),
    });
    const { router } = renderApp('/student/courses');
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    await user.click(within(card).getByRole('link', { name: 'Dr Sen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructors/i1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Sen' })).toBeInTheDocument();
  });
});
