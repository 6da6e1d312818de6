import { COURSE_API, COURSE_MSG, formatRupees } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCard, makeDetail, makeList } from '@/test/courses';
import { queriesTo } from '@/test/list-requests';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

const searchesSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  queriesTo(fetchMock, COURSE_API.catalogue).map((q) => q.get('search'));

describe('catalogue (All courses)', () => {
  it('shows the stats, the cards with level badges, and links to the course', async () => {
    const courses = [
      makeCard({ id: 'c1', level: 'Beginner', rating: { average: 4.26, count: 12 } }),
      makeCard({
        id: 'c2',
        title: 'Data Pipelines',
        level: 'Intermediate',
        instructor: { id: 'i2', name: 'Asha Rao' },
      }),
      makeCard({ id: 'c3', title: 'Systems Design', level: 'Advanced', pricePaise: 1_23_456_00 }),
      makeCard({ id: 'c4', title: 'Anything Goes', level: 'All levels' }),
    ];
    stubFetch(USERS.student, {
      'GET /api/courses': () =>
        json(
          makeList(courses, {
            activeStudents: 1540,
            avgRating: 4.26,
            ratingCount: 12,
            instructors: 2,
            totalCourses: 4,
          }),
        ),
    });
    renderApp('/student/courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Courses' })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Course statistics' });
    expect(within(stats).getByText('Available Courses').nextSibling).toHaveTextContent('4');
    expect(within(stats).getByText('Active Students').nextSibling).toHaveTextContent('1.5K');
    expect(within(stats).getByText('Avg Rating').nextSibling).toHaveTextContent('4.3');
    expect(within(stats).getByText('from 12 ratings')).toBeInTheDocument();
    expect(within(stats).getByText('Instructors').nextSibling).toHaveTextContent('2');

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    expect(cards.map((c) => within(c).getByText(/^(Beginner|Intermediate|All Levels)$/).textContent)).toEqual([
      'Beginner',
      'Intermediate',
      'All Levels',
      'All Levels',
    ]);
    // The instructor's name links to their public page (above the link that covers the card).
    expect(within(cards[0]!).getByRole('link', { name: 'Dr Sen' })).toHaveAttribute('href', '/instructors/i1');
    expect(cards[0]).toHaveTextContent('by Dr Sen');
    expect(within(cards[0]!).getByText('4.3')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(COURSE_MSG.noRatingsYet)).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/instructors/i2');
    expect(within(cards[2]!).getByText(formatRupees(1_23_456_00))).toBeInTheDocument();
    expect(within(cards[0]!).getByText('2 lessons')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('4 students')).toBeInTheDocument(); // 3 students and 1 lead
    expect(within(cards[1]!).getByRole('link', { name: /View Course/ })).toHaveAttribute('href', '/student/courses/c2');
  });

  it('offers Start Learning (the learning page) on the cards of courses the learner owns', async () => {
    stubFetch(USERS.student, {
      'GET /api/courses': () =>
        json(
          makeList([
            makeCard({ id: 'c1', title: 'Owned Course', viewerEnrolmentId: 'e9' }),
            makeCard({ id: 'c2', title: 'Not Owned', viewerEnrolmentId: null }),
          ]),
        ),
    });
    renderApp('/student/courses');
    expect(await screen.findByRole('link', { name: 'Start Learning: Owned Course' })).toHaveAttribute(
      'href',
      '/student/mycourses/view-page/e9',
    );
    expect(screen.getByRole('link', { name: 'View Course: Not Owned' })).toHaveAttribute('href', '/student/courses/c2');
  });

  it('shows "—" and "No ratings yet" as the average rating when there are no ratings, and links the lead to /lead/courses/:id', async () => {
    stubFetch(USERS.lead, { 'GET /api/courses': () => json(makeList([makeCard()], { avgRating: null })) });
    renderApp('/lead/courses');
    const stats = await screen.findByRole('region', { name: 'Course statistics' });
    expect(within(stats).getByText('Avg Rating').nextSibling).toHaveTextContent('—');
    expect(within(stats).getByText('No ratings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Course/ })).toHaveAttribute('href', '/lead/courses/c1');
  });

  it('with no courses at all: "No courses available at the moment. Please check back later."', async () => {
    stubFetch(USERS.student, { 'GET /api/courses': () => json(makeList([])) });
    renderApp('/student/courses');
    expect(await screen.findByText(COURSE_MSG.noCoursesAvailable)).toBeInTheDocument();
    expect(screen.queryByText(COURSE_MSG.noCoursesFound)).not.toBeInTheDocument();
  });

  it('searches on the server; no match shows "No courses found" / "Try adjusting your search terms" and Clear Search', async () => {
    const fetchMock = stubFetch(USERS.lead, {
      'GET /api/courses': (_init, url) =>
        json(url.searchParams.get('search') ? makeList([], {}, 0) : makeList([makeCard()])),
    });
    renderApp('/lead/courses');
    const user = userEvent.setup();
    expect(await screen.findByRole('article')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'quantum');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(COURSE_MSG.noCoursesFound)).toBeInTheDocument();
    expect(screen.getByText(COURSE_MSG.tryAdjusting)).toBeInTheDocument();
    expect(searchesSent(fetchMock)).toContain('quantum');
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('');
  });

  it('runs the search by itself when typing pauses', async () => {
    const fetchMock = stubFetch(USERS.student, { 'GET /api/courses': () => json(makeList([makeCard()])) });
    renderApp('/student/courses');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search courses' }), 'sen');
    await waitFor(() => expect(searchesSent(fetchMock)).toContain('sen'));
    // One request for the whole word, not one per key.
    expect(searchesSent(fetchMock).filter((s) => s && s !== 'sen')).toEqual([]);
  });

  it('shows the error with Try Again', async () => {
    let fail = true;
    stubFetch(USERS.student, {
      'GET /api/courses': () => (fail ? apiError(400, 'Search is too long') : json(makeList([makeCard()]))),
    });
    renderApp('/student/courses');
    const user = userEvent.setup();
    expect(await screen.findByText('Search is too long')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('pages when there are more courses than fit on one page', async () => {
    const fetchMock = stubFetch(USERS.student, {
      'GET /api/courses': (_i, url) =>
        json({
          ...makeList([makeCard({ id: `p${url.searchParams.get('page') ?? 1}` })], {}, 30),
          page: Number(url.searchParams.get('page') ?? 1),
        }),
    });
    renderApp('/student/courses');
    const user = userEvent.setup();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('page=2'))).toBe(true);
  });
});

describe('admin course list', () => {
  it('marks drafts, falls back to Unknown Instructor and links to /Admin/courses/:id', async () => {
    stubFetch(USERS.admin, {
      'GET /api/admin/courses': () =>
        json(makeList([makeCard({ id: 'd1', isPublished: false, instructor: null }), makeCard({ id: 'p1' })])),
    });
    renderApp('/Admin/courses');
    const stats = await screen.findByRole('region', { name: 'Course statistics' });
    for (const label of ['Total Courses', 'Active Students', 'Avg Rating', 'Instructors'])
      expect(within(stats).getByText(label)).toBeInTheDocument();
    const [draft, published] = screen.getAllByRole('article');
    expect(within(draft!).getByText('Draft')).toBeInTheDocument();
    expect(within(draft!).getByText(`by ${COURSE_MSG.unknownInstructor}`)).toBeInTheDocument();
    expect(within(published!).queryByText('Draft')).not.toBeInTheDocument();
    expect(within(draft!).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/Admin/courses/d1');
  });

  it('course detail: 404 shows Course not found; a failure shows the message with Retry', async () => {
    stubFetch(USERS.admin, {
      'GET /api/admin/courses/gone': () => apiError(404, COURSE_MSG.courseNotFound),
      'GET /api/admin/courses/bad': () => apiError(409, 'Course is being changed'),
    });
    const first = renderApp('/Admin/courses/gone');
    expect(await screen.findByText(COURSE_MSG.courseNotFound)).toBeInTheDocument();
    first.unmount();
    renderApp('/Admin/courses/bad');
    expect(await screen.findByText('Course is being changed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('course detail: students table and Delete Course with confirmation, then back to the list', async () => {
    const course = makeDetail({ id: 'c7' });
    let deleted = false;
    stubFetch(USERS.admin, {
      'GET /api/admin/courses/c7': () =>
        json({
          course,
          students: [
            {
              id: 's1',
              name: 'Ravi Kumar',
              email: 'ravi@college.edu',
              role: 'Student',
              enrolledAt: '2025-01-06T00:00:00Z',
            },
          ],
        }),
      'PUT /api/courses/c7/delete': () => {
        deleted = true;
        return json({ success: true, message: COURSE_MSG.courseDeleted });
      },
      'GET /api/admin/courses': () => json(makeList([])),
    });
    const { router } = renderApp('/Admin/courses/c7');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('ravi@college.edu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Course Content/ })).toHaveAttribute(
      'href',
      '/Admin/courses/coureview/c7',
    );
    await user.click(screen.getByRole('button', { name: 'Delete Course' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(deleted).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Admin/courses'));
    expect(deleted).toBe(true);
    expect(await screen.findByText(COURSE_MSG.courseDeleted)).toBeInTheDocument();
  });
});

describe('course detail (student / lead)', () => {
  it('shows the facts, Buy Now, objectives as bullets, previews free lessons and locks the rest', async () => {
    const course = makeDetail({ id: 'c1', studentCount: 12, leadCount: 3 });
    stubFetch(USERS.student, { 'GET /api/courses/c1': () => json(course) });
    renderApp('/student/courses/c1');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeInTheDocument();
    expect(screen.getByText(course.subtitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dr Sen' })).toHaveAttribute('href', '/instructors/i1');
    expect(screen.getByText('Last updated 5 Jan 2025')).toBeInTheDocument();
    expect(screen.getByText('12 students')).toBeInTheDocument();
    expect(screen.getByText('3 leads')).toBeInTheDocument();
    expect(screen.getByText(formatRupees(course.pricePaise))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /Back to Courses/ })).toHaveAttribute('href', '/student/courses');
    for (const item of ['Build components', 'Manage state', 'Fetch data'])
      expect(screen.getByText(item)).toBeInTheDocument();
    // Intro video: the first watchable lesson with the thumbnail as poster.
    const intro = screen.getByRole('region', { name: /Course introduction/ }).querySelector('video');
    expect(intro).toHaveAttribute('src', '/api/media/v1');
    expect(intro).toHaveAttribute('poster', course.thumbnailUrl);

    expect(screen.getByText('Locked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/api/media/v1');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('has no "next release" tooltip any more: Buy Now is a working button', async () => {
    stubFetch(USERS.lead, { 'GET /api/courses/c1': () => json(makeDetail()) });
    renderApp('/lead/courses/c1');
    const user = userEvent.setup();
    const buy = await screen.findByRole('button', { name: 'Buy Now' });
    expect(buy).toBeEnabled();
    await user.hover(buy);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.queryByText(/next release/i)).not.toBeInTheDocument();
  });

  it('offers Continue Learning (the learning page) to a buyer instead of Buy Now', async () => {
    stubFetch(USERS.lead, {
      'GET /api/courses/c1': () =>
        json(makeDetail({ viewer: { enrolled: true, enrolmentId: 'e1', isOwner: false, canWatch: true } })),
    });
    renderApp('/lead/courses/c1');
    expect(await screen.findByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/lead/mycourses/view-page/e1',
    );
    expect(screen.queryByRole('button', { name: 'Buy Now' })).not.toBeInTheDocument();
  });
});

describe('instructor course list', () => {
  it('empty: No courses found, Start by creating your first course, Create Course', async () => {
    stubFetch(USERS.instructor, { 'GET /api/instructor/courses': () => json(makeList([])) });
    renderApp('/instructor/courses');
    expect(await screen.findByText(COURSE_MSG.noCoursesFound)).toBeInTheDocument();
    expect(screen.getByText(COURSE_MSG.startByCreating)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Course' })).toHaveAttribute('href', '/instructor/new');
    expect(screen.getByRole('link', { name: 'New Course' })).toHaveAttribute('href', '/instructor/new');
  });

  it('filters by title, links each card to Manage, and shows Draft / Published', async () => {
    stubFetch(USERS.instructor, {
      'GET /api/instructor/courses': () =>
        json(
          makeList([
            makeCard({ id: 'a', title: 'React from Zero' }),
            makeCard({ id: 'b', title: 'Go Basics', isPublished: false }),
          ]),
        ),
    });
    renderApp('/instructor/courses');
    const user = userEvent.setup();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage.*Go Basics/ })).toHaveAttribute(
      'href',
      '/instructor/courses/view/b',
    );
    await user.type(screen.getByPlaceholderText('Search your courses...'), 'react');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.clear(screen.getByPlaceholderText('Search your courses...'));
    await user.type(screen.getByPlaceholderText('Search your courses...'), 'nothing like it');
    expect(screen.getByText(COURSE_MSG.noCoursesFound)).toBeInTheDocument();
  });

  it('keeps the title search in the URL: typing writes it, a reload reads it', async () => {
    stubFetch(USERS.instructor, {
      'GET /api/instructor/courses': () =>
        json(makeList([makeCard({ id: 'a', title: 'React from Zero' }), makeCard({ id: 'b', title: 'Go Basics' })])),
    });
    const { router, unmount } = renderApp('/instructor/courses', { strict: true });
    const user = userEvent.setup();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search your courses' }), 'go b');
    await waitFor(() => expect(router.state.location.search).toBe('?search=go+b'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: /Manage.*Go Basics/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    unmount();

    renderApp('/instructor/courses?search=REACT');
    expect(await screen.findByRole('link', { name: /Manage.*React from Zero/ })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('searchbox', { name: 'Search your courses' })).toHaveValue('REACT');
  });

  it('error: the message, or Failed to fetch courses, with Try Again', async () => {
    stubFetch(USERS.instructor, { 'GET /api/instructor/courses': () => json({ nonsense: true }, 500) });
    renderApp('/instructor/courses');
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 15_000 })).toBeInTheDocument();
  }, 20_000);

  it('player page: Course ID is required without an id', async () => {
    stubFetch(USERS.instructor);
    renderApp('/instructor/courses/coureview/%20');
    expect(await screen.findByText(COURSE_MSG.courseIdRequired)).toBeInTheDocument();
  });
});
