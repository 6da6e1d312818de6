import { PEOPLE_MSG, type LeadRow, type UserRow } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';

const LEADS = '/api/admin/leads';
const USERS_API = '/api/admin/users';

const lead = (overrides: Partial<LeadRow> = {}): LeadRow => ({
  id: 'l1',
  name: 'Meera Nair',
  email: 'meera@college.edu',
  image: null,
  team: 'Team 3',
  branch: 'ECE',
  rollNumber: '21EC000003',
  teamMembers: 6,
  coursesOwned: 2,
  ...overrides,
});

const user = (overrides: Partial<UserRow> = {}): UserRow => ({
  id: 'u1',
  name: 'Ravi Kumar',
  email: 'ravi@college.edu',
  role: 'Student',
  image: null,
  team: 'Team 1',
  joinedAt: '2025-01-05T10:00:00.000Z',
  disabled: false,
  ...overrides,
});

const paramsSent = (fetchMock: ReturnType<typeof stubFetch>, path: string, name: string) =>
  fetchMock.mock.calls
    .map(([u]) => new URL(String(u), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => u.searchParams.get(name));

describe('leads (/Admin/leads)', () => {
  it('lists the leads with team, branch, members and courses owned', async () => {
    stubFetch(USERS.admin, {
      [`GET ${LEADS}`]: () =>
        json({
          leads: [lead(), lead({ id: 'l2', name: 'Arun Das', team: 'Team 7' })],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
    });
    renderApp('/Admin/leads');
    expect(await screen.findByRole('heading', { level: 1, name: PEOPLE_MSG.leadsTitle })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', PEOPLE_MSG.team, PEOPLE_MSG.branch, PEOPLE_MSG.teamMembers, PEOPLE_MSG.coursesOwned]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Meera Nair');
    expect(rows[0]).toHaveTextContent('meera@college.edu');
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(expect.arrayContaining(['Team 3', 'ECE', '6', '2']));
    expect(rows[1]).toHaveTextContent('Team 7');
    expect(screen.queryByText(/sample/i)).not.toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${LEADS}`]: () => json({ leads: [lead()], total: 1, page: 1, pageSize: 20 }),
    });
    renderApp('/Admin/leads');
    const u = userEvent.setup();
    await u.type(await screen.findByRole('searchbox', { name: 'Search leads' }), 'team 3{Enter}');
    await waitFor(() => expect(paramsSent(fetchMock, LEADS, 'search')).toContain('team 3'));
  });

  it('says "No leads found" when there are none', async () => {
    stubFetch(USERS.admin, { [`GET ${LEADS}`]: () => json({ leads: [], total: 0, page: 1, pageSize: 20 }) });
    renderApp('/Admin/leads');
    expect(await screen.findByText(PEOPLE_MSG.noLeads)).toBeInTheDocument();
  });

  it('shows the failure with Try Again', async () => {
    stubFetch(USERS.admin, { [`GET ${LEADS}`]: () => apiError(403, 'Forbidden') });
    renderApp('/Admin/leads');
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('users (/Admin/users)', () => {
  it('lists users with their role (Empty as Unverified), team and joined date', async () => {
    stubFetch(USERS.admin, {
      [`GET ${USERS_API}`]: () =>
        json({
          users: [user(), user({ id: 'u2', name: 'New Person', role: 'Empty', team: null })],
          total: 2,
          page: 1,
          pageSize: 20,
        }),
    });
    renderApp('/Admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: PEOPLE_MSG.usersTitle })).toBeInTheDocument();
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Student');
    expect(rows[0]).toHaveTextContent('Team 1');
    expect(rows[0]).toHaveTextContent('5 Jan 2025');
    expect(rows[1]).toHaveTextContent(PEOPLE_MSG.unverified);
    expect(rows[1]).not.toHaveTextContent('Empty');
  });

  it('the role filter sends the role to the server and keeps it in the URL', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${USERS_API}`]: (_init, url) =>
        json({
          users:
            url.searchParams.get('role') === 'Instructor'
              ? [user({ id: 'i1', name: 'Dr Sen', role: 'Instructor' })]
              : [user()],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
    });
    const { router } = renderApp('/Admin/users');
    const u = userEvent.setup();
    const filter = await screen.findByLabelText(PEOPLE_MSG.role);
    expect(within(filter).getByRole('option', { name: PEOPLE_MSG.unverified })).toHaveValue('Empty');
    expect(paramsSent(fetchMock, USERS_API, 'role')).toEqual([null]);
    await u.selectOptions(filter, 'Instructor');
    expect(await within(screen.getByRole('table')).findByText('Dr Sen')).toBeInTheDocument();
    expect(paramsSent(fetchMock, USERS_API, 'role')).toContain('Instructor');
    expect(router.state.location.search).toBe('?role=Instructor');
  });

  it('says "No users found" when nothing matches', async () => {
    stubFetch(USERS.admin, { [`GET ${USERS_API}`]: () => json({ users: [], total: 0, page: 1, pageSize: 20 }) });
    renderApp('/Admin/users?search=zzz');
    expect(await screen.findByText(PEOPLE_MSG.noUsers)).toBeInTheDocument();
  });
});

describe('disabling accounts (/Admin/users)', () => {
  /** The users list over `state.users`; Disable and Enable change it and answer like the server, unless `refuse` says otherwise. */
  function stubUsers(state: { users: UserRow[] }, refuse?: () => Response) {
    const decide = (disabled: boolean) => (_init: RequestInit | undefined, url: URL) => {
      if (refuse) return refuse();
      const id = url.pathname.split('/').at(-2)!;
      state.users = state.users.map((u) => (u.id === id ? { ...u, disabled } : u));
      return json({
        success: true,
        message: disabled ? PEOPLE_MSG.disabledDone : PEOPLE_MSG.enabledDone,
        user: state.users.find((u) => u.id === id),
      });
    };
    return stubFetch(USERS.admin, {
      [`GET ${USERS_API}`]: () => json({ users: state.users, total: state.users.length, page: 1, pageSize: 20 }),
      'POST /api/admin/users/u1/disable': decide(true),
      'POST /api/admin/users/u1/enable': decide(false),
    });
  }
  const row = async (name: string) =>
    within(await screen.findByRole('table'))
      .getAllByRole('row')
      .find((r) => within(r).queryByText(name))!;

  it('disables after a confirmation: the server message, the row shows Disabled and offers Enable', async () => {
    const fetchMock = stubUsers({ users: [user(), user({ id: 'u2', name: 'Asha Rao', disabled: true })] });
    renderApp('/Admin/users');
    const u = userEvent.setup();
    expect(await row('Asha Rao')).toHaveTextContent(PEOPLE_MSG.disabled);
    expect(within(await row('Asha Rao')).getByRole('button', { name: 'Enable Asha Rao' })).toBeInTheDocument();
    const ravi = await row('Ravi Kumar');
    expect(ravi).toHaveTextContent(PEOPLE_MSG.active);
    await u.click(within(ravi).getByRole('button', { name: 'Disable Ravi Kumar' }));
    const dialog = await screen.findByRole('alertdialog', { name: PEOPLE_MSG.disableTitle });
    expect(dialog).toHaveTextContent(PEOPLE_MSG.disableBody('Ravi Kumar'));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    await u.click(within(dialog).getByRole('button', { name: PEOPLE_MSG.disable }));
    expect(await screen.findByText(PEOPLE_MSG.disabledDone)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await row('Ravi Kumar')).toHaveTextContent(PEOPLE_MSG.disabled));

    await u.click(within(await row('Ravi Kumar')).getByRole('button', { name: 'Enable Ravi Kumar' }));
    const enable = await screen.findByRole('alertdialog', { name: PEOPLE_MSG.enableTitle });
    expect(enable).toHaveTextContent(PEOPLE_MSG.enableBody('Ravi Kumar'));
    await u.click(within(enable).getByRole('button', { name: PEOPLE_MSG.enable }));
    expect(await screen.findByText(PEOPLE_MSG.enabledDone)).toBeInTheDocument();
    await waitFor(async () => expect(await row('Ravi Kumar')).toHaveTextContent(PEOPLE_MSG.active));
  });

  it("shows the server's refusal (the last active admin) as the error toast and changes nothing", async () => {
    stubUsers({ users: [user({ role: 'Admin' })] }, () => apiError(409, PEOPLE_MSG.lastAdmin));
    renderApp('/Admin/users');
    const u = userEvent.setup();
    await u.click(within(await row('Ravi Kumar')).getByRole('button', { name: 'Disable Ravi Kumar' }));
    await u.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: PEOPLE_MSG.disable }));
    expect(await screen.findByText(PEOPLE_MSG.lastAdmin)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await row('Ravi Kumar')).toHaveTextContent(PEOPLE_MSG.active);
  });
});
