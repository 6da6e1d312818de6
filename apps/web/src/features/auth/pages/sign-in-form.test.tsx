import { MSG } from '@cms/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, stubFetch } from '@/test/render';

/** The sign-in form without a form library: errors under the field, one at a time, gone on edit. */
describe('sign-in form', () => {
  it('shows the error under its field, wired to it, and drops it when the field is edited', async () => {
    stubFetch(null);
    renderApp('/auth/signin');
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Mail ID');
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Signin' }));
    // The form's rules are a chunk loaded on first use: as long as a findBy may wait.
    await vi.waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
    const describedBy = email.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)).toHaveTextContent(MSG.invalidEmail);
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(document.getElementById(describedBy)).toBeNull();
  });

  it('an empty password is refused by the contract schema, under the password', async () => {
    const fetchMock = stubFetch(null);
    renderApp('/auth/signin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mail ID'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Signin' }));
    const password = screen.getByLabelText('Password');
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'), { timeout: 5000 });
    expect(screen.getByLabelText('Mail ID')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/auth/signin'))).toBe(false);
  });
});
