import { ACCOUNT_MSG, MSG } from '@cms/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { apiError, json, requestsSent, stubFetch, USERS } from '@/test/render';
import { ChangePasswordButton } from './change-password-dialog';

function renderButton() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChangePasswordButton className="w-full" />
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const posts = (mock: ReturnType<typeof stubFetch>) => requestsSent(mock, 'POST', '/api/auth/change-password');

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  return screen.findByRole('dialog', { name: 'Change Password' });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  values: { current?: string; next?: string; confirm?: string },
) {
  const d = within(dialog);
  if (values.current) await user.type(d.getByLabelText('Current password'), values.current);
  if (values.next) await user.type(d.getByLabelText('New password'), values.next);
  if (values.confirm) await user.type(d.getByLabelText('Confirm new password'), values.confirm);
  await user.click(d.getByRole('button', { name: 'Change Password' }));
}

describe('ChangePasswordButton', () => {
  it('opens a dialog with three password fields and keeps the form to itself while invalid', async () => {
    const fetchMock = stubFetch(USERS.student);
    const user = renderButton();
    const dialog = await openDialog(user);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('type', 'password');
    }
    await fill(user, dialog, {});
    expect(await within(dialog).findByText(ACCOUNT_MSG.currentPasswordRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MSG.passwordRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), 'new-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText(ACCOUNT_MSG.confirmRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('checks the length rule, a different new password and the repeat', async () => {
    const fetchMock = stubFetch(USERS.student);
    const user = renderButton();
    const dialog = await openDialog(user);
    await fill(user, dialog, { current: 'old-pass', next: 'x', confirm: 'y' });
    expect(await within(dialog).findByText(MSG.passwordLength)).toBeInTheDocument();
    expect(within(dialog).getByText(ACCOUNT_MSG.passwordsDiffer)).toBeInTheDocument();

    const next = within(dialog).getByLabelText('New password');
    await user.clear(next);
    await user.type(next, 'old-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText(ACCOUNT_MSG.samePassword)).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it.each([
    {
      what: 'the server field error under Current password',
      field: 'currentPassword',
      label: 'Current password',
      message: ACCOUNT_MSG.currentPasswordIncorrect,
      values: { current: 'wrong-one', next: 'new-pass', confirm: 'new-pass' },
    },
    {
      what: 'the server refusing a common password under New password',
      field: 'newPassword',
      label: 'New password',
      message: ACCOUNT_MSG.passwordTooCommon,
      values: { current: 'old-pass', next: 'password1', confirm: 'password1' },
    },
  ])('shows $what and stays open', async ({ field, label, message, values }) => {
    stubFetch(USERS.student, {
      'POST /api/auth/change-password': () => apiError(400, message, { [field]: message }),
    });
    const user = renderButton();
    const dialog = await openDialog(user);
    await fill(user, dialog, values);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks for at least 8 characters before sending', async () => {
    const fetchMock = stubFetch(USERS.student);
    const user = renderButton();
    const dialog = await openDialog(user);
    await fill(user, dialog, { current: 'old-pass', next: 'seven77', confirm: 'seven77' });
    expect(await within(dialog).findByText('Password must be 8 to 128 characters')).toBeInTheDocument();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('shows a message without a field (a Google-only account) as a toast', async () => {
    stubFetch(USERS.student, {
      'POST /api/auth/change-password': () => apiError(400, ACCOUNT_MSG.googleOnly),
    });
    const user = renderButton();
    const dialog = await openDialog(user);
    await fill(user, dialog, { current: 'anything', next: 'new-pass', confirm: 'new-pass' });
    expect(await screen.findByText(ACCOUNT_MSG.googleOnly)).toBeInTheDocument();
  });

  it('sends the three values, toasts "Password changed" and closes', async () => {
    const fetchMock = stubFetch(USERS.student, {
      'POST /api/auth/change-password': () => json({ success: true, message: ACCOUNT_MSG.passwordChanged }),
    });
    const user = renderButton();
    const dialog = await openDialog(user);
    await fill(user, dialog, { current: 'old-pass', next: 'new-pass', confirm: 'new-pass' });
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [call] = posts(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'old-pass',
      newPassword: 'new-pass',
      confirm: 'new-pass',
    });

    // opened again, the form is empty
    const again = await openDialog(user);
    expect(within(again).getByLabelText('Current password')).toHaveValue('');
  });
});
