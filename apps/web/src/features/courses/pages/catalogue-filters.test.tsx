/** The catalogue's filters and sort (issue 21): in the URL, in the request, restored on reload, cleared. */
import { CATALOGUE_MSG, COURSE_API, COURSE_MSG, type SessionUser } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCard, makeList } from '@/test/courses';
import { lastQueryTo, queriesTo } from '@/test/list-requests';
import { json, renderApp, stubFetch, USERS } from '@/test/render';

const M = CATALOGUE_MSG.filters;

/** The catalogue answers with one course, and with the whole catalogue's figures for the unfiltered first page. */
function stubCatalogue(
  user: SessionUser = USERS.student,
  { emptyWhen }: { emptyWhen?: (q: URLSearchParams) => boolean } = {},
) {
  return stubFetch(user, {
    [`GET ${COURSE_API.catalogue}`]: (_init, url) => {
      const q = url.searchParams;
      if (emptyWhen?.(q)) return json(makeList([], { totalCourses: 0 }, 0));
      const unfiltered = [...q.keys()].every((k) => k === 'pageSize');
      return json(
        makeList([makeCard({ title: unfiltered ? 'Every Course' : 'Filtered Course' })], {
          totalCourses: unfiltered ? 40 : 1,
        }),
      );
    },
    [`GET ${COURSE_API.adminCourses}`]: () => json(makeList([makeCard({ title: 'Admin Course' })])),
  });
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const searchOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('catalogue filters', () => {
  it('writes every filter and the sort into the URL and the request, back to page 1', async () => {
    const fetchMock = stubCatalogue();
    const { router } = renderApp('/student/courses?page=2');
    const user = userEvent.setup();
    await screen.findByRole('region', { name: M.region });

    await user.selectOptions(select(M.category), 'Data Science');
    await waitFor(() => expect(searchOf(router).get('category')).toBe('Data Science'));
    expect(searchOf(router).get('page')).toBeNull();
    await user.selectOptions(select(M.level), 'Advanced');
    await user.selectOptions(select(M.price), M.priceBetween('₹500', '₹1,000'));
    // (by value: user-event compares an option's innerHTML, where & reads &amp;)
    await user.selectOptions(select(M.minRating), '4');
    expect(select(M.minRating).selectedOptions[0]).toHaveTextContent(M.ratingAtLeast(4));
    await user.selectOptions(select(M.sort), CATALOGUE_MSG.sortLabels['price-asc']);

    await waitFor(() => expect(searchOf(router).get('sort')).toBe('price-asc'));
    const chosen = {
      category: 'Data Science',
      level: 'Advanced',
      minPrice: '500',
      maxPrice: '1000',
      minRating: '4',
      sort: 'price-asc',
    };
    expect(Object.fromEntries(searchOf(router))).toEqual(chosen);
    await waitFor(() =>
      expect(Object.fromEntries(lastQueryTo(fetchMock, COURSE_API.catalogue))).toEqual({ ...chosen, pageSize: '12' }),
    );
    expect(await screen.findByText('Filtered Course')).toBeInTheDocument();

    // Free is "at most ₹0"; Any price takes both bounds away.
    await user.selectOptions(select(M.price), M.free);
    await waitFor(() => expect(searchOf(router).get('maxPrice')).toBe('0'));
    expect(searchOf(router).get('minPrice')).toBeNull();
    await user.selectOptions(select(M.price), M.anyPrice);
    await waitFor(() => expect(searchOf(router).get('maxPrice')).toBeNull());
    // Newest is the default sort: it leaves the URL and the request.
    await user.selectOptions(select(M.sort), CATALOGUE_MSG.sortLabels.newest);
    await waitFor(() => expect(searchOf(router).get('sort')).toBeNull());
    await waitFor(() => expect(lastQueryTo(fetchMock, COURSE_API.catalogue).get('sort')).toBeNull());
  });

  it('restores the controls from the URL (a reload or a shared link), and keeps the figures the whole catalogue’s', async () => {
    const fetchMock = stubCatalogue(USERS.lead);
    renderApp('/lead/courses?category=Business&level=Beginner&minPrice=1000&maxPrice=2000&minRating=3&sort=popular');
    expect(await screen.findByText('Filtered Course')).toBeInTheDocument();
    expect(select(M.category)).toHaveValue('Business');
    expect(select(M.level)).toHaveValue('Beginner');
    expect(select(M.price).selectedOptions[0]).toHaveTextContent(M.priceBetween('₹1,000', '₹2,000'));
    expect(select(M.minRating)).toHaveValue('3');
    expect(select(M.sort)).toHaveValue('popular');
    expect(Object.fromEntries(queriesTo(fetchMock, COURSE_API.catalogue)[0]!)).toMatchObject({
      category: 'Business',
      level: 'Beginner',
      minPrice: '1000',
      maxPrice: '2000',
      minRating: '3',
      sort: 'popular',
    });
    // The figures: the unfiltered catalogue's (40 courses), not the filtered answer's (1).
    const stats = await screen.findByRole('region', { name: 'Course statistics' });
    expect(within(stats).getByRole('group', { name: 'Available Courses' })).toHaveTextContent('40');
  });

  it('shows a shared link’s own price range as an option of its own', async () => {
    stubCatalogue();
    renderApp('/student/courses?minPrice=250&maxPrice=750');
    expect(await screen.findByText('Filtered Course')).toBeInTheDocument();
    expect(select(M.price).selectedOptions[0]).toHaveTextContent(M.priceBetween('₹250', '₹750'));
  });

  it('empty when the filters match nothing: says so and clears them (the sort stays)', async () => {
    const fetchMock = stubCatalogue(USERS.student, { emptyWhen: (q) => q.get('level') === 'Advanced' });
    const { router } = renderApp('/student/courses?level=Advanced&sort=rating');
    const user = userEvent.setup();
    expect(await screen.findByText(COURSE_MSG.noCoursesFound)).toBeInTheDocument();
    expect(screen.getByText(M.noMatch)).toBeInTheDocument();
    // One Clear filters in the filter row, one in the empty state.
    const clears = screen.getAllByRole('button', { name: M.clear });
    expect(clears).toHaveLength(2);
    await user.click(clears[1]!);
    expect(await screen.findByText('Filtered Course')).toBeInTheDocument();
    expect(Object.fromEntries(searchOf(router))).toEqual({ sort: 'rating' });
    expect(select(M.level)).toHaveValue('any');
    expect(lastQueryTo(fetchMock, COURSE_API.catalogue).get('level')).toBeNull();
    expect(screen.queryByRole('button', { name: M.clear })).not.toBeInTheDocument();
  });

  it('the row’s Clear filters resets every filter at once', async () => {
    stubCatalogue();
    const { router } = renderApp('/student/courses?category=DevOps&maxPrice=500&minRating=2&search=ops');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: M.clear }));
    await waitFor(() => expect(Object.fromEntries(searchOf(router))).toEqual({ search: 'ops' }));
    for (const label of [M.category, M.level, M.price, M.minRating]) expect(select(label)).toHaveValue('any');
  });

  it('on phones: a Filters button (telling how many are set) opens a sheet whose choices apply at once', async () => {
    stubCatalogue();
    const { router } = renderApp('/student/courses?minRating=4');
    const user = userEvent.setup();
    const open = await screen.findByRole('button', { name: new RegExp(`^${M.open}\\W+${M.activeCount(1)}$`) });
    await user.click(open);
    const sheet = await screen.findByRole('dialog', { name: M.open });
    expect(within(sheet).getByLabelText(M.minRating)).toHaveValue('4');
    await user.selectOptions(within(sheet).getByLabelText(M.level), 'Intermediate');
    await waitFor(() => expect(searchOf(router).get('level')).toBe('Intermediate'));
    await user.click(within(sheet).getByRole('button', { name: M.done }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: new RegExp(`^${M.open}\\W+${M.activeCount(2)}$`) })).toBeInTheDocument();
  });

  it('the admins’ list (search and pages only) has no filters and sends none', async () => {
    const fetchMock = stubCatalogue(USERS.admin);
    renderApp('/Admin/courses?level=Advanced');
    expect(await screen.findByText('Admin Course')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: M.region })).not.toBeInTheDocument();
    expect(lastQueryTo(fetchMock, COURSE_API.adminCourses).get('level')).toBeNull();
  });
});
