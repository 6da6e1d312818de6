/** The sign-in and sign-up forms in tests: filled in as a user types, then sent with their button. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Types each value into the field its label names (in order, once the form is shown) and presses `button`. */
async function fillAndSend(values: Record<string, string>, button: string) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(await screen.findByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: button }));
}

/** Fills the sign-in form and presses Signin. */
export const signIn = ({ email, password }: { email: string; password: string }) =>
  fillAndSend({ 'Mail ID': email, Password: password }, 'Signin');

/** Fills the sign-up form and presses Signup. */
export const signUp = ({ name, email, password }: { name: string; email: string; password: string }) =>
  fillAndSend({ Name: name, 'Mail ID': email, Password: password }, 'Signup');
