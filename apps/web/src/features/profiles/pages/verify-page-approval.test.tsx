import { MSG, ROLE_REQUEST_API, ROLE_REQUEST_MSG, type SessionUser } from '@cms/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import { makeRoleRequest } from '@/test/role-requests';
import { sendLeadForm } from '@/test/verify-form';

afterEach(() => {
  FakeXhr.reset();
});

const request = makeRoleRequest;

describe('verification page with role approval', () => {
  it('shows the waiting home with the request as sent when the verification answers 202', async () => {
    stubFetch(USERS.empty, {
      [`GET ${ROLE_REQUEST_API.mine}`]: () => json({ request: null }),
      'POST /api/check-verify/lead': () =>
        json({ success: true, message: ROLE_REQUEST_MSG.sent, request: request() }, 202),
    });
    const { router } = renderApp('/check/verify');
    await sendLeadForm();
    expect(await screen.findByRole('heading', { level: 1, name: ROLE_REQUEST_MSG.waitingTitle })).toBeVisible();
    expect(screen.getByText(ROLE_REQUEST_MSG.waitingBody('Lead'))).toBeVisible();
    expect(await screen.findByText(ROLE_REQUEST_MSG.sent)).toBeInTheDocument();
    expect(screen.getByText(ROLE_REQUEST_MSG.sentOn)).toBeVisible();
    expect(screen.getByText('22A91A0501')).toBeVisible();
    expect(screen.getByText('CSI')).toBeVisible(); // the lead's CAI, labelled as the form labels it
    expect(screen.getByText('Team-3')).toBeVisible();
    expect(screen.getByRole('button', { name: ROLE_REQUEST_MSG.signOut })).toBeEnabled();
    expect(screen.queryByRole('tab', { name: 'Lead' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/check/verify');
  });

  it('shows the waiting home on load while a request is pending, and Sign out signs out', async () => {
    const fetchMock = stubFetch(USERS.empty, {
      [`GET ${ROLE_REQUEST_API.mine}`]: () => json({ request: request({ role: 'Instructor' }) }),
      'POST /api/auth/logout': () => json({ success: true, message: 'Logged out' }),
    });
    const { router } = renderApp('/check/verify');
    expect(await screen.findByRole('heading', { level: 1, name: ROLE_REQUEST_MSG.waitingTitle })).toBeVisible();
    expect(screen.getByText(ROLE_REQUEST_MSG.waitingBody('Instructor'))).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: ROLE_REQUEST_MSG.signOut }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/check/verify'));
    expect(fetchMock.mock.calls.some(([u, init]) => init?.method === 'POST' && String(u).includes('logout'))).toBe(
      true,
    );
  });

  it('reads the session again once the request is approved, and the guard sends the user home', async () => {
    let approved = false;
    let user: SessionUser = USERS.empty;
    stubFetch(null, {
      'GET /api/auth/check-auth': () => json({ success: true, user }),
      [`GET ${ROLE_REQUEST_API.mine}`]: () =>
        json({ request: request(approved ? { status: 'approved', decidedAt: '2025-03-05T10:00:00.000Z' } : {}) }),
    });
    const { router } = renderApp('/check/verify');
    await screen.findByRole('heading', { level: 1, name: ROLE_REQUEST_MSG.waitingTitle });
    approved = true;
    user = { ...USERS.empty, role: 'Lead' };
    // The window gets the focus back: the request is asked again.
    window.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lead/dashboard'));
  });

  it('shows the form with the reason above it after a rejection, on the rejected role', async () => {
    stubFetch(USERS.empty, {
      [`GET ${ROLE_REQUEST_API.mine}`]: () =>
        json({
          request: request({
            status: 'rejected',
            reason: 'Team-3 already has a lead',
            decidedAt: '2025-03-05T10:00:00.000Z',
          }),
        }),
    });
    renderApp('/check/verify');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(ROLE_REQUEST_MSG.rejectedTitle);
    expect(notice).toHaveTextContent('Team-3 already has a lead');
    expect(notice).toHaveTextContent(ROLE_REQUEST_MSG.rejectedAgain);
    expect(screen.getByRole('tab', { name: 'Lead' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible();
  });

  it('shows the waiting home when the server says a request already waits (409)', async () => {
    let pending = false;
    stubFetch(USERS.empty, {
      [`GET ${ROLE_REQUEST_API.mine}`]: () => json({ request: pending ? request() : null }),
      'POST /api/check-verify/lead': () => {
        pending = true;
        return apiError(409, ROLE_REQUEST_MSG.alreadyPending);
      },
    });
    renderApp('/check/verify');
    await sendLeadForm();
    expect(await screen.findByText(ROLE_REQUEST_MSG.alreadyPending)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: ROLE_REQUEST_MSG.waitingTitle })).toBeVisible();
    expect(screen.queryByText(MSG.registrationFailed)).not.toBeInTheDocument();
  });
});
