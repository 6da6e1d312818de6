import { ACCOUNT_ERROR, ACCOUNT_MSG, API, MSG } from '@cms/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn, signUp } from '@/test/auth-forms';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import { browser } from '@/features/auth/components/google-button';

const calls = (mock: ReturnType<typeof stubFetch>, path: string) =>
  mock.mock.calls.filter(([input]) => String(input).includes(path));

describe('sign-in page', () => {
  it('has the spec texts and labelled fields', async () => {
    stubFetch(null);
    renderApp('/auth/signin');
    expect(await screen.findByLabelText('Mail ID')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Signin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "don't have an account ? signup" })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('refuses a malformed e-mail with "Invalid email format" and sends nothing', async () => {
    const fetchMock = stubFetch(null);
    renderApp('/auth/signin');
    await signIn({ email: 'not-an-email', password: 'secret' });
    expect((await screen.findAllByText(MSG.invalidEmail)).length).toBeGreaterThan(0);
    expect(calls(fetchMock, '/api/auth/signin')).toHaveLength(0);
  });

  it('shows the server message on failure', async () => {
    stubFetch(null, { 'POST /api/auth/signin': () => apiError(401, MSG.invalidCredentials) });
    renderApp('/auth/signin');
    await signIn({ email: 'a@b.co', password: 'wrong' });
    expect(await screen.findByText(MSG.invalidCredentials)).toBeInTheDocument();
  });

  it('signs in and goes to the role home', async () => {
    stubFetch(null, {
      'POST /api/auth/signin': () => json({ success: true, message: MSG.signInSuccess, user: USERS.student }),
    });
    const { router } = renderApp('/auth/signin');
    await signIn({ email: 'ravi@college.edu', password: 'secret' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/dashboard'));
    // The dashboard: badge "Student Dashboard" above the welcome heading.
    expect(await screen.findByText('Student Dashboard')).toBeInTheDocument();
    // The greeting names the user (first visit or returning: the dashboard's own tests decide which).
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome(,| back,) Ravi!$/ })).toBeInTheDocument();
  });

  it('offers no Google button when the server says Google sign-in is not configured', async () => {
    const fetchMock = stubFetch(null);
    renderApp('/auth/signin');
    expect(await screen.findByRole('button', { name: 'Signin' })).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock, API.config)).toHaveLength(1));
    // Let the answer ({ googleEnabled: false }) reach the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it("offers Sign in with Google when it is configured; it leaves for the server's Google sign-in", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    stubFetch(null, { [`GET ${API.config}`]: () => json({ googleEnabled: true }) });
    renderApp('/auth/signin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
    expect(assign).toHaveBeenCalledWith(API.googleStart);
    expect(screen.queryByText(MSG.googleNotConfigured)).not.toBeInTheDocument();
    assign.mockRestore();
  });

  it('reports a failed Google sign-in', async () => {
    stubFetch(null);
    renderApp('/auth/signin?error=google');
    expect(await screen.findByText(MSG.googleFailed)).toBeInTheDocument();
  });

  it('says the account is disabled when the Google sign-in comes back with ?error=disabled', async () => {
    stubFetch(null);
    const { router } = renderApp('/auth/signin?error=disabled');
    expect(await screen.findByText(ACCOUNT_MSG.accountDisabled)).toBeInTheDocument();
    expect(screen.queryByText(MSG.googleFailed)).not.toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows the server's message, once, when a password sign-in answers 403 ACCOUNT_DISABLED", async () => {
    stubFetch(null, {
      [`POST ${API.signIn}`]: () =>
        json({ error: { code: ACCOUNT_ERROR.disabled, message: ACCOUNT_MSG.accountDisabled } }, 403),
    });
    const { router } = renderApp('/auth/signin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mail ID'), 'ravi@college.edu');
    await user.type(screen.getByLabelText('Password'), 'Secret123!');
    await user.click(screen.getByRole('button', { name: 'Signin' }));
    expect(await screen.findByText(ACCOUNT_MSG.accountDisabled)).toBeInTheDocument();
    expect(screen.getAllByText(ACCOUNT_MSG.accountDisabled)).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/auth/signin');
  });
});

/** Fills the sign-up form (Mail ID asha@college.edu) and presses Signup. */
const signUpAsha = ({ name, password }: { name: string; password: string }) =>
  signUp({ name, email: 'asha@college.edu', password });

describe('sign-up page', () => {
  it('validates with the contract schema, the message under the field', async () => {
    const fetchMock = stubFetch(null);
    renderApp('/auth/signup');
    await signUpAsha({ name: 'Asha 9', password: 'asha-secret-9' });
    expect(await screen.findByText(MSG.nameLetters)).toBeInTheDocument();
    expect(calls(fetchMock, '/api/auth/signup')).toHaveLength(0);
  });

  it('shows Loading... while submitting, then goes to sign-in with the server message', async () => {
    let release: () => void = () => undefined;
    stubFetch(null, {
      'POST /api/auth/signup': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json({ success: true, message: MSG.signUpSuccess }, 201));
        }),
    });
    const { router } = renderApp('/auth/signup');
    await signUpAsha({ name: 'Asha Verma', password: 'asha-secret-9' });
    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(await screen.findByText(MSG.signUpSuccess)).toBeInTheDocument();
  });

  it('shows the server message when the e-mail is taken', async () => {
    stubFetch(null, { 'POST /api/auth/signup': () => apiError(409, MSG.emailTaken) });
    renderApp('/auth/signup');
    await signUpAsha({ name: 'Asha Verma', password: 'asha-secret-9' });
    expect(await screen.findByText(MSG.emailTaken)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signup' })).toBeEnabled();
  });

  it('refuses a password under 8 characters before sending (the spec said 2 to 20: a listed deviation)', async () => {
    const fetchMock = stubFetch(null);
    renderApp('/auth/signup');
    await signUpAsha({ name: 'Asha Verma', password: 'secret7' });
    expect((await screen.findAllByText('Password must be 8 to 128 characters')).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock, '/api/auth/signup')).toHaveLength(0);
  });

  it('shows the server refusing a common password under the Password field', async () => {
    stubFetch(null, {
      'POST /api/auth/signup': () =>
        apiError(400, ACCOUNT_MSG.passwordTooCommon, { password: ACCOUNT_MSG.passwordTooCommon }),
    });
    renderApp('/auth/signup');
    await signUpAsha({ name: 'Asha Verma', password: 'password1' });
    expect((await screen.findAllByText(ACCOUNT_MSG.passwordTooCommon)).length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Signup' })).toBeEnabled();
  });
});
