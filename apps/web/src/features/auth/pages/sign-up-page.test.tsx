/** Sign-up shows a message about a field under that field only, never also as a toast (issue 19 item 4). */
import { ACCOUNT_MSG, MSG } from '@cms/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signUp } from '@/test/auth-forms';
import { apiError, renderApp, stubFetch } from '@/test/render';
import { expectNoToast, shownToastTexts } from '@/test/toasts';

describe('sign-up: one place per message', () => {
  it('a refused name shows under Name only, not as a toast', async () => {
    stubFetch(null);
    renderApp('/auth/signup');
    await signUp({ name: 'Asha 9', email: 'asha@college.edu', password: 'asha-secret-9' });
    expect(await screen.findByText(MSG.nameLetters)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoToast();
    expect(screen.getAllByText(MSG.nameLetters)).toHaveLength(1);
  });

  it("the server's field message shows under its field only, not as a toast", async () => {
    stubFetch(null, {
      'POST /api/auth/signup': () =>
        apiError(400, ACCOUNT_MSG.passwordTooCommon, { password: ACCOUNT_MSG.passwordTooCommon }),
    });
    renderApp('/auth/signup');
    await signUp({ name: 'Asha Verma', email: 'asha@college.edu', password: 'password1' });
    expect(await screen.findByText(ACCOUNT_MSG.passwordTooCommon)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expectNoToast();
  });

  it('a refusal without a field (the address is taken) is a toast', async () => {
    stubFetch(null, { 'POST /api/auth/signup': () => apiError(409, MSG.emailTaken) });
    renderApp('/auth/signup');
    await signUp({ name: 'Asha Verma', email: 'asha@college.edu', password: 'asha-secret-9' });
    expect(await screen.findByText(MSG.emailTaken)).toBeInTheDocument();
    expect(shownToastTexts().join(' ')).toContain(MSG.emailTaken);
  });
});
