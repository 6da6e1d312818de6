import {
  AUDIT_API,
  COUPON_API,
  COUPON_MSG,
  COURSE_API,
  formatRupees,
  type CouponInput,
  type CouponRow,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCard, makeList } from '@/test/courses';
import { lastQueryTo, listPage } from '@/test/list-requests';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS, type Handler } from '@/test/render';

const COUPON_ID = '0b0c4a9e-3f7a-4a51-9d7e-2a1c1f0e5a11';
const COURSE_ID = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const OTHER_COURSE_ID = '7a2e3d4c-5b6f-4071-9b8c-0d1e2f3a4b5c';
const INSTRUCTOR_DISABLE = COUPON_API.instructorDisable.replace(':id', COUPON_ID);

const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  id: COUPON_ID,
  code: 'LAUNCH50',
  kind: 'percent',
  percentOff: 50,
  amountOffPaise: null,
  description: '50 % off',
  scope: 'course',
  course: { id: COURSE_ID, title: 'Python Basics' },
  instructor: { id: 'u4', name: 'Dr Sen' },
  createdBy: { id: 'u4', name: 'Dr Sen', role: 'Instructor' },
  expiresAt: null,
  maxUses: 100,
  maxUsesPerBuyer: 1,
  minPricePaise: 50_000,
  uses: 3,
  revenuePaise: 149_850,
  status: 'active',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const courses = [
  makeCard({ id: COURSE_ID, title: 'Python Basics' }),
  makeCard({ id: OTHER_COURSE_ID, title: 'React from Zero' }),
];

function stub(user: keyof typeof USERS, state: { rows: CouponRow[] }, handlers: Record<string, Handler> = {}) {
  const list = user === 'admin' ? COUPON_API.admin : COUPON_API.instructor;
  return stubFetch(USERS[user], {
    [`GET ${list}`]: (_init, url) => {
      const search = url.searchParams.get('search')?.toUpperCase();
      return json(listPage('coupons', search ? state.rows.filter((r) => r.code.includes(search)) : state.rows));
    },
    [`GET ${COURSE_API.instructorCourses}`]: () => json(makeList(courses)),
    [`GET ${AUDIT_API.list}`]: () => json(listPage('entries', [])),
    ...handlers,
  });
}

const table = async () => screen.findByRole('table', { name: COUPON_MSG.title });

const openNewCoupon = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(await screen.findByRole('button', { name: COUPON_MSG.newCoupon }));
  return screen.findByRole('dialog', { name: COUPON_MSG.newCoupon });
};

describe('coupons page', () => {
  it("lists the instructor's coupons with their scope, discount, limits, uses, revenue and status, and has a nav entry", async () => {
    stub('instructor', {
      rows: [
        coupon(),
        coupon({
          id: 'c2',
          code: 'ALLMINE',
          kind: 'fixed',
          percentOff: null,
          amountOffPaise: 10_000,
          description: '₹100 off',
          scope: 'instructor',
          course: null,
          maxUses: null,
          maxUsesPerBuyer: null,
          minPricePaise: null,
          uses: 0,
          revenuePaise: 0,
          status: 'disabled',
          expiresAt: '2026-12-31T18:29:59.999Z',
        }),
      ],
    });
    renderApp('/instructor/coupons');
    expect(await screen.findByRole('heading', { level: 1, name: COUPON_MSG.title })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    const first = within(rows[1]!);
    expect(first.getByText('LAUNCH50')).toBeInTheDocument();
    expect(first.getByText('Python Basics')).toBeInTheDocument();
    expect(first.getByText('50 % off')).toBeInTheDocument();
    expect(first.getByText(`1 per buyer · From ${formatRupees(50_000)}`)).toBeInTheDocument();
    expect(first.getByText(COUPON_MSG.never)).toBeInTheDocument();
    expect(first.getByText('3 / 100')).toBeInTheDocument();
    expect(first.getByText('₹1,498.50')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Disable LAUNCH50' })).toBeEnabled();

    const second = within(rows[2]!);
    expect(second.getByText(COUPON_MSG.allMyCourses)).toBeInTheDocument();
    expect(second.getByText('₹100 off')).toBeInTheDocument();
    expect(second.getByText('0')).toBeInTheDocument();
    expect(second.getByText('Disabled')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Disable ALLMINE' })).toBeDisabled();

    // Phones get each coupon as a card, with its own Disable.
    const card = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('LAUNCH50'))!;
    expect(within(card).getByText('3 / 100')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Disable LAUNCH50' })).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'Instructor navigation' }).querySelector('a[href="/instructor/coupons"]'),
    ).not.toBeNull();
  });

  it('shows every coupon to admins with who made it, "All courses" and "All courses of …", and the nav entry', async () => {
    stub('admin', {
      rows: [
        coupon({
          scope: 'all',
          course: null,
          instructor: null,
          createdBy: { id: 'u5', name: 'Admin User', role: 'Admin' },
        }),
        coupon({ id: 'c2', code: 'SENALL', scope: 'instructor', course: null }),
      ],
    });
    renderApp('/Admin/coupons');
    const t = await table();
    expect(within(t).getByText(COUPON_MSG.allCourses)).toBeInTheDocument();
    expect(within(t).getByText(COUPON_MSG.allCoursesOf('Dr Sen'))).toBeInTheDocument();
    expect(within(t).getByText(`${COUPON_MSG.createdBy}: Admin User`)).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'Admin navigation' }).querySelector('a[href="/Admin/coupons"]'),
    ).not.toBeNull();
  });

  it('searches by code in the URL and the request, and says when nothing matches', async () => {
    const fetchMock = stub('instructor', { rows: [coupon()] });
    const user = userEvent.setup();
    const { router } = renderApp('/instructor/coupons');
    await table();
    await user.type(screen.getByRole('searchbox', { name: COUPON_MSG.searchCodes }), 'diwali{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=diwali'));
    expect(await screen.findByText(COUPON_MSG.noMatches)).toBeInTheDocument();
    expect(lastQueryTo(fetchMock, COUPON_API.instructor).get('search')).toBe('diwali');
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(await table()).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows the empty state, and the error state with Try again', async () => {
    let fail = true;
    stubFetch(USERS.instructor, {
      [`GET ${COUPON_API.instructor}`]: () => (fail ? apiError(500, 'Boom') : json(listPage('coupons', []))),
    });
    const user = userEvent.setup();
    renderApp('/instructor/coupons');
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText(COUPON_MSG.noCoupons)).toBeInTheDocument();
    expect(screen.getByText(COUPON_MSG.noCouponsHint)).toBeInTheDocument();
  });

  it('checks the new coupon on the form, posts rupees as paise, toasts and refreshes the list', async () => {
    const state = { rows: [] as CouponRow[] };
    const fetchMock = stub('instructor', state, {
      [`POST ${COUPON_API.instructor}`]: (init) => {
        const body = JSON.parse(String(init?.body)) as CouponInput;
        const row = coupon({ code: body.code, kind: 'fixed', description: '₹99.50 off', amountOffPaise: 9_950 });
        state.rows = [row];
        return json({ success: true, message: COUPON_MSG.created(body.code), coupon: row }, 201);
      },
    });
    const user = userEvent.setup();
    renderApp('/instructor/coupons');
    expect(await screen.findByText(COUPON_MSG.noCoupons)).toBeInTheDocument();
    const dialog = await openNewCoupon(user);

    // Nothing chosen: the contract's messages under their fields, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: COUPON_MSG.create }));
    expect(await within(dialog).findByText(COUPON_MSG.percentRange)).toBeInTheDocument();
    expect(within(dialog).getByText(COUPON_MSG.scopeRequired, { selector: 'p' })).toBeInTheDocument();
    expect(requestsSent(fetchMock, 'POST', COUPON_API.instructor)).toHaveLength(0);

    const code = within(dialog).getByLabelText(COUPON_MSG.codeLabel);
    await user.type(code, 'save-more');
    expect(code).toHaveValue('SAVE-MORE');
    await user.selectOptions(within(dialog).getByLabelText(COUPON_MSG.kindLabel), COUPON_MSG.kindFixed);
    await user.type(within(dialog).getByLabelText(COUPON_MSG.amountLabel), '99.999');
    await user.selectOptions(within(dialog).getByLabelText(COUPON_MSG.scopeLabel), 'React from Zero');
    await user.type(within(dialog).getByLabelText(COUPON_MSG.maxUsesLabel), '0');
    await user.click(within(dialog).getByRole('button', { name: COUPON_MSG.create }));
    expect(await within(dialog).findByText(COUPON_MSG.amountInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(COUPON_MSG.limitInvalid)).toBeInTheDocument();
    expect(requestsSent(fetchMock, 'POST', COUPON_API.instructor)).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(COUPON_MSG.amountLabel));
    await user.type(within(dialog).getByLabelText(COUPON_MSG.amountLabel), '99.50');
    await user.clear(within(dialog).getByLabelText(COUPON_MSG.maxUsesLabel));
    await user.type(within(dialog).getByLabelText(COUPON_MSG.maxUsesLabel), '25');
    await user.type(within(dialog).getByLabelText(COUPON_MSG.perBuyerLabel), '2');
    await user.type(within(dialog).getByLabelText(COUPON_MSG.minPriceLabel), '1,499');
    await user.click(within(dialog).getByRole('button', { name: COUPON_MSG.create }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requestsSent(fetchMock, 'POST', COUPON_API.instructor);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({
      code: 'SAVE-MORE',
      kind: 'fixed',
      amountOffPaise: 9_950,
      courseId: OTHER_COURSE_ID,
      maxUses: 25,
      maxUsesPerBuyer: 2,
      minPricePaise: 149_900,
    });
    expect(await screen.findByText(COUPON_MSG.created('SAVE-MORE'))).toBeInTheDocument();
    expect(await within(await table()).findByText('SAVE-MORE')).toBeInTheDocument();
  });

  it('sends "all my courses" as courseId null and shows the taken code under the code field', async () => {
    const fetchMock = stub(
      'instructor',
      { rows: [coupon()] },
      {
        [`POST ${COUPON_API.instructor}`]: () => apiError(409, COUPON_MSG.codeTaken, { code: COUPON_MSG.codeTaken }),
      },
    );
    const user = userEvent.setup();
    renderApp('/instructor/coupons');
    await table();
    const dialog = await openNewCoupon(user);
    await user.type(within(dialog).getByLabelText(COUPON_MSG.codeLabel), 'launch50');
    await user.type(within(dialog).getByLabelText(COUPON_MSG.percentLabel), '20');
    await user.selectOptions(within(dialog).getByLabelText(COUPON_MSG.scopeLabel), COUPON_MSG.allMyCourses);
    await user.click(within(dialog).getByRole('button', { name: COUPON_MSG.create }));

    const code = within(dialog).getByLabelText(COUPON_MSG.codeLabel);
    await waitFor(() => expect(code).toHaveAccessibleDescription(COUPON_MSG.codeTaken));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: COUPON_MSG.newCoupon })).toBeInTheDocument();
    const sent = requestsSent(fetchMock, 'POST', COUPON_API.instructor);
    expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({
      code: 'LAUNCH50',
      kind: 'percent',
      percentOff: 20,
      courseId: null,
    });
  });

  it('lets an admin find any course by search and post a coupon for it', async () => {
    const fetchMock = stub(
      'admin',
      { rows: [] },
      {
        [`GET ${COURSE_API.adminCourses}`]: (_init, url) => {
          const search = url.searchParams.get('search') ?? '';
          return json(makeList(courses.filter((c) => c.title.includes(search))));
        },
        [`POST ${COUPON_API.admin}`]: () =>
          json({ success: true, message: COUPON_MSG.created('REACT10'), coupon: coupon({ code: 'REACT10' }) }, 201),
      },
    );
    const user = userEvent.setup();
    renderApp('/Admin/coupons');
    const dialog = await openNewCoupon(user);
    await user.type(within(dialog).getByLabelText(COUPON_MSG.findCourse), 'React{Enter}');
    const scope = within(dialog).getByLabelText(COUPON_MSG.scopeLabel);
    await waitFor(() =>
      expect(
        within(scope)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([COUPON_MSG.scopeRequired, COUPON_MSG.allCourses, 'React from Zero']),
    );
    expect(lastQueryTo(fetchMock, COURSE_API.adminCourses).get('search')).toBe('React');
    expect(screen.getByRole('dialog', { name: COUPON_MSG.newCoupon })).toBeInTheDocument();
    await user.selectOptions(scope, 'React from Zero');
    await user.type(within(dialog).getByLabelText(COUPON_MSG.codeLabel), 'react10');
    await user.type(within(dialog).getByLabelText(COUPON_MSG.percentLabel), '10');
    await user.click(within(dialog).getByRole('button', { name: COUPON_MSG.create }));
    await waitFor(() => expect(requestsSent(fetchMock, 'POST', COUPON_API.admin)).toHaveLength(1));
    expect(JSON.parse(String(requestsSent(fetchMock, 'POST', COUPON_API.admin)[0]![1]!.body))).toEqual({
      code: 'REACT10',
      kind: 'percent',
      percentOff: 10,
      courseId: OTHER_COURSE_ID,
    });
  });

  it('disables a coupon after a confirmation; the row then shows Disabled and its Disable is disabled', async () => {
    const state = { rows: [coupon()] };
    const fetchMock = stub('instructor', state, {
      [`POST ${INSTRUCTOR_DISABLE}`]: () => {
        state.rows = [coupon({ status: 'disabled' })];
        return json({ success: true, message: COUPON_MSG.disabledDone('LAUNCH50'), coupon: state.rows[0] });
      },
    });
    const user = userEvent.setup();
    renderApp('/instructor/coupons');
    await user.click(within(await table()).getByRole('button', { name: 'Disable LAUNCH50' }));
    const dialog = await screen.findByRole('alertdialog', { name: COUPON_MSG.disableTitle('LAUNCH50') });
    expect(within(dialog).getByText(COUPON_MSG.disableBody)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: COUPON_MSG.disable }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requestsSent(fetchMock, 'POST', INSTRUCTOR_DISABLE)).toHaveLength(1);
    expect(await screen.findByText(COUPON_MSG.disabledDone('LAUNCH50'))).toBeInTheDocument();
    const t = await table();
    expect(await within(t).findByText('Disabled')).toBeInTheDocument();
    expect(within(t).getByRole('button', { name: 'Disable LAUNCH50' })).toBeDisabled();
  });
});
