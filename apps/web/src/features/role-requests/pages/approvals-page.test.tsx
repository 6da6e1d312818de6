import { ROLE_REQUEST_API, ROLE_REQUEST_MSG, type AdminRoleRequest, type AdminRoleRequests } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';
import { LEAD_REQUEST_ID, makeAdminRoleRequest } from '@/test/role-requests';

const LEAD_ID = LEAD_REQUEST_ID;
const INSTRUCTOR_ID = '5b0e1d2c-1111-4a59-9a53-9d8a3f0c4a22';

const roleRequest = makeAdminRoleRequest;

const INSTRUCTOR_REQUEST = roleRequest({
  id: INSTRUCTOR_ID,
  role: 'Instructor',
  details: {
    rollNumber: '21B81A0402',
    branch: 'ECE',
    gender: 'Male',
    team: null,
    college: 'Vasavi College',
    linkedIn: 'https://www.linkedin.com/in/kiran',
    gitHub: 'https://github.com/kiran',
    UPI: 'kiran@okbank',
    profileImg: '/api/media/img-2',
  },
  applicant: { id: 'u9', name: 'Kiran Rao', email: 'kiran@college.edu' },
});

const page = (requests: AdminRoleRequest[], pending = requests.length): AdminRoleRequests => ({
  requests,
  pending,
  total: requests.length,
  page: 1,
  pageSize: requests.length > 1 ? 20 : 1,
});

/** The admin's list at `/Admin/approvals`: `state.requests` answered (the badge's smallest page too), decisions from `handlers`. */
function stubApprovals(state: { requests: AdminRoleRequest[] }, handlers: Parameters<typeof stubFetch>[1] = {}) {
  return stubFetch(USERS.admin, {
    [`GET ${ROLE_REQUEST_API.admin}`]: (_init, url) => {
      const status = url.searchParams.get('status') ?? 'pending';
      const pending = state.requests.filter((r) => r.status === 'pending');
      const shown = status === 'all' ? state.requests : state.requests.filter((r) => r.status === status);
      return json(page(shown, pending.length));
    },
    ...handlers,
  });
}

const list = () => screen.findByRole('list', { name: 'Role requests' });
const card = async (name: string) => within(await list()).getByRole('article', { name });
const navLink = () =>
  screen.getByRole('navigation', { name: 'Admin navigation' }).querySelector('a[href="/Admin/approvals"]');

describe('admin approvals', () => {
  it('lists the pending requests with the applicant and the form they sent, and the nav badge counts them', async () => {
    stubApprovals({ requests: [roleRequest(), INSTRUCTOR_REQUEST] });
    renderApp('/Admin/approvals');
    expect(await screen.findByRole('heading', { level: 1, name: ROLE_REQUEST_MSG.title })).toBeInTheDocument();
    expect(await screen.findByText('2 pending')).toBeInTheDocument();
    const lead = await card('Asha Verma');
    expect(lead).toHaveTextContent('asha@college.edu');
    expect(lead).toHaveTextContent('Lead');
    expect(lead).toHaveTextContent('22A91A0501');
    expect(lead).toHaveTextContent('CSI');
    expect(lead).toHaveTextContent('Team-3');
    expect(lead).toHaveTextContent(ROLE_REQUEST_MSG.requested);
    const instructor = await card('Kiran Rao');
    for (const text of [
      'Instructor',
      'Vasavi College',
      'www.linkedin.com/in/kiran',
      'github.com/kiran',
      'kiran@okbank',
    ])
      expect(instructor).toHaveTextContent(text);
    expect(within(instructor).getByRole('link', { name: 'github.com/kiran' })).toHaveAttribute(
      'href',
      'https://github.com/kiran',
    );
    expect(within(lead).getByRole('button', { name: 'Approve Asha Verma' })).toBeEnabled();
    expect(within(lead).getByRole('button', { name: 'Reject Asha Verma' })).toBeEnabled();
    await waitFor(() => expect(navLink()).toHaveAccessibleName('Approvals, 2 pending'));
  });

  it('filters by status through the URL; decided requests have no actions and show the reason', async () => {
    const rejected = roleRequest({
      id: INSTRUCTOR_ID,
      status: 'rejected',
      reason: 'Not a college address',
      decidedAt: '2025-03-05T10:00:00.000Z',
      applicant: { id: 'u9', name: 'Kiran Rao', email: 'kiran@college.edu' },
    });
    const fetchMock = stubApprovals({ requests: [roleRequest(), rejected] });
    const { router } = renderApp('/Admin/approvals');
    await card('Asha Verma');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    const kiran = await card('Kiran Rao');
    expect(kiran).toHaveTextContent('Not a college address');
    expect(kiran).toHaveTextContent(ROLE_REQUEST_MSG.statusLabel.rejected);
    expect(within(kiran).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Asha Verma' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=rejected');
    expect(fetchMock.mock.calls.some(([u]) => String(u) === `${ROLE_REQUEST_API.admin}?status=rejected`)).toBe(true);
  });

  it('approves after a confirmation: the server message as a toast, the list and the badge updated', async () => {
    const state = { requests: [roleRequest(), INSTRUCTOR_REQUEST] };
    const approvePath = ROLE_REQUEST_API.approve.replace(':id', LEAD_ID);
    const fetchMock = stubApprovals(state, {
      [`POST ${approvePath}`]: () => {
        const decided = roleRequest({ status: 'approved', decidedAt: '2025-03-05T10:00:00.000Z', decidedBy: 'u5' });
        state.requests = [decided, INSTRUCTOR_REQUEST];
        return json({ success: true, message: ROLE_REQUEST_MSG.approved, request: decided });
      },
    });
    renderApp('/Admin/approvals');
    const user = userEvent.setup();
    await user.click(within(await card('Asha Verma')).getByRole('button', { name: 'Approve Asha Verma' }));
    const dialog = await screen.findByRole('alertdialog', { name: ROLE_REQUEST_MSG.approveTitle });
    expect(dialog).toHaveTextContent(ROLE_REQUEST_MSG.approveBody('Asha Verma', 'Lead'));
    expect(requestsSent(fetchMock, 'POST', approvePath)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: ROLE_REQUEST_MSG.approve }));
    expect(await screen.findByText(ROLE_REQUEST_MSG.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha Verma' })).not.toBeInTheDocument());
    expect(screen.getByText('1 pending')).toBeInTheDocument();
    await waitFor(() => expect(navLink()).toHaveAccessibleName('Approvals, 1 pending'));
    expect(requestsSent(fetchMock, 'POST', approvePath)).toHaveLength(1);
  });

  it('rejects only with a reason: required in the form, the server field message under it, then a toast', async () => {
    const state = { requests: [roleRequest()] };
    const rejectPath = ROLE_REQUEST_API.reject.replace(':id', LEAD_ID);
    let calls = 0;
    const fetchMock = stubApprovals(state, {
      [`POST ${rejectPath}`]: (init) => {
        calls += 1;
        if (calls === 1) return apiError(400, 'Invalid input', { reason: ROLE_REQUEST_MSG.reasonTooLong });
        const { reason } = JSON.parse(String(init?.body)) as { reason: string };
        const decided = roleRequest({ status: 'rejected', reason, decidedAt: '2025-03-05T10:00:00.000Z' });
        state.requests = [decided];
        return json({ success: true, message: ROLE_REQUEST_MSG.rejected, request: decided });
      },
    });
    renderApp('/Admin/approvals');
    const user = userEvent.setup();
    await user.click(within(await card('Asha Verma')).getByRole('button', { name: 'Reject Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: ROLE_REQUEST_MSG.rejectTitle });
    await user.click(within(dialog).getByRole('button', { name: ROLE_REQUEST_MSG.reject }));
    const reason = within(dialog).getByRole('textbox', { name: ROLE_REQUEST_MSG.reasonLabel });
    expect(await within(dialog).findByText(ROLE_REQUEST_MSG.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(requestsSent(fetchMock, 'POST', rejectPath)).toHaveLength(0);

    await user.type(reason, 'Team-3 already has a lead');
    await user.click(within(dialog).getByRole('button', { name: ROLE_REQUEST_MSG.reject }));
    expect(await within(dialog).findByText(ROLE_REQUEST_MSG.reasonTooLong)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: ROLE_REQUEST_MSG.reject }));
    expect(await screen.findByText(ROLE_REQUEST_MSG.rejected)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(ROLE_REQUEST_MSG.nonePending)).toBeInTheDocument();
    const bodies = requestsSent(fetchMock, 'POST', rejectPath).map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies.at(-1)).toEqual({ reason: 'Team-3 already has a lead' });
  });

  it('a decision another admin made first: the server message as a toast, the dialog closes', async () => {
    const approvePath = ROLE_REQUEST_API.approve.replace(':id', LEAD_ID);
    stubApprovals(
      { requests: [roleRequest()] },
      {
        [`POST ${approvePath}`]: () => apiError(409, ROLE_REQUEST_MSG.alreadyDecided),
      },
    );
    renderApp('/Admin/approvals');
    const user = userEvent.setup();
    await user.click(within(await card('Asha Verma')).getByRole('button', { name: 'Approve Asha Verma' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: ROLE_REQUEST_MSG.approve }));
    expect(await screen.findByText(ROLE_REQUEST_MSG.alreadyDecided)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the empty state, and no badge, when nothing waits', async () => {
    stubApprovals({ requests: [] });
    renderApp('/Admin/approvals');
    expect(await screen.findByText(ROLE_REQUEST_MSG.nonePending)).toBeInTheDocument();
    expect(screen.getByText('0 pending')).toBeInTheDocument();
    expect(navLink()).toHaveAccessibleName('Approvals');
  });

  it('shows a loading state, then the failure with Try again', async () => {
    let release: () => void = () => undefined;
    let listCalls = 0;
    const failed = () => apiError(500, 'Something went wrong');
    stubFetch(USERS.admin, {
      [`GET ${ROLE_REQUEST_API.admin}`]: (_init, url) => {
        if (url.searchParams.get('pageSize') === '1') return json(page([], 0));
        listCalls += 1;
        if (listCalls > 1) return failed();
        return new Promise((resolve) => {
          release = () => resolve(failed());
        });
      },
    });
    renderApp('/Admin/approvals');
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });
});
