import { ACCOUNT_ERROR, ACCOUNT_MSG, MSG } from '@cms/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, requestsSent, stubFetch } from '@/test/render';

const posts = (mock: ReturnType<typeof stubFetch>, path: string) => requestsSent(mock, 'POST', path);
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));

describe('forgot password page', () => {
  it('is linked from the sign-in page, next to the password', async () => {
    stubFetch(null);
    const { router } = renderApp('/auth/signin');
    const user = userEvent.setup();
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link).toHaveAttribute('href', '/auth/forgot-password');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'));
    expect(await screen.findByRole('heading', { level: 1, name: ACCOUNT_MSG.forgotTitle })).toBeInTheDocument();
  });

  it('validates the Mail ID before sending anything', async () => {
    const fetchMock = stubFetch(null);
    renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    const send = await screen.findByRole('button', { name: 'Send reset link' });
    await user.click(send);
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Mail ID'), 'not-an-email');
    await user.click(send);
    expect(await screen.findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(screen.getByLabelText('Mail ID')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock, '/api/auth/forgot-password')).toHaveLength(0);
  });

  it('sends the address and shows the neutral confirmation', async () => {
    const fetchMock = stubFetch(null, {
      'POST /api/auth/forgot-password': () => json({ success: true, message: ACCOUNT_MSG.resetLinkSent }),
    });
    renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mail ID'), 'ravi@college.edu');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { level: 1, name: ACCOUNT_MSG.resetLinkSentTitle })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MSG.resetLinkSent)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ACCOUNT_MSG.backToSignIn })).toHaveAttribute('href', '/auth/signin');
    expect(bodyOf(posts(fetchMock, '/api/auth/forgot-password')[0])).toEqual({ email: 'ravi@college.edu' });

    // "Use another address" shows the empty form again
    await user.click(screen.getByRole('button', { name: ACCOUNT_MSG.useAnotherAddress }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('shows a refusal (too many requests) and keeps the form', async () => {
    stubFetch(null, { 'POST /api/auth/forgot-password': () => apiError(429, MSG.tooManyAttempts) });
    renderApp('/auth/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mail ID'), 'ravi@college.edu');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(MSG.tooManyAttempts)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});

describe('reset password page', () => {
  it('without a token shows that the link is invalid, with a way to ask for a new one', async () => {
    const fetchMock = stubFetch(null);
    renderApp('/auth/reset-password');
    expect(await screen.findByText(ACCOUNT_MSG.resetInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ACCOUNT_MSG.requestNewLink })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(posts(fetchMock, '/api/auth/reset-password')).toHaveLength(0);
  });

  it('validates the new password and its repeat before sending', async () => {
    const fetchMock = stubFetch(null);
    renderApp('/auth/reset-password?token=tok123');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Reset password' });
    await user.click(submit);
    expect(await screen.findByText(MSG.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'x');
    await user.type(screen.getByLabelText('Confirm new password'), 'y');
    await user.click(submit);
    expect(await screen.findByText(MSG.passwordLength)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MSG.passwordsDiffer)).toBeInTheDocument();
    expect(posts(fetchMock, '/api/auth/reset-password')).toHaveLength(0);
  });

  it('posts the token with the new password, toasts and goes to sign-in', async () => {
    const fetchMock = stubFetch(null, {
      'POST /api/auth/reset-password': () => json({ success: true, message: ACCOUNT_MSG.resetDone }),
    });
    const { router } = renderApp('/auth/reset-password?token=tok123');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/signin'));
    expect(await screen.findByText(ACCOUNT_MSG.resetDone)).toBeInTheDocument();
    expect(bodyOf(posts(fetchMock, '/api/auth/reset-password')[0])).toEqual({
      token: 'tok123',
      password: 'new-pass',
      confirm: 'new-pass',
    });
  });

  it('asks for 8 to 128 characters, and shows the server refusing a common password under New password', async () => {
    const fetchMock = stubFetch(null, {
      'POST /api/auth/reset-password': () =>
        apiError(400, ACCOUNT_MSG.passwordTooCommon, { password: ACCOUNT_MSG.passwordTooCommon }),
    });
    renderApp('/auth/reset-password?token=tok123');
    const user = userEvent.setup();
    const next = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    await user.type(next, 'seven77');
    await user.type(confirm, 'seven77');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Password must be 8 to 128 characters')).toBeInTheDocument();
    expect(posts(fetchMock, '/api/auth/reset-password')).toHaveLength(0);

    await user.type(next, '1');
    await user.type(confirm, '1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(ACCOUNT_MSG.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock, '/api/auth/reset-password')).toHaveLength(1);
  });

  it('an invalid or expired token from the server shows the message and a link to a new one', async () => {
    stubFetch(null, {
      'POST /api/auth/reset-password': () =>
        json({ error: { code: ACCOUNT_ERROR.resetInvalid, message: ACCOUNT_MSG.resetInvalid } }, 400),
    });
    renderApp('/auth/reset-password?token=used-up');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-pass');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-pass');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(ACCOUNT_MSG.resetInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ACCOUNT_MSG.requestNewLink })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });
});
