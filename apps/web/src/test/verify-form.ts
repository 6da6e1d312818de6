/** The verification page's forms, filled as a user does. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { FakeXhr } from './fake-xhr';

/** Fills and sends the Lead form (the image uploaded through the fake XHR). */
export async function sendLeadForm() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Lead' }));
  await user.type(await screen.findByLabelText('Roll Number'), '22A91A0501');
  await user.selectOptions(screen.getByLabelText('Branch'), 'CAI');
  await user.selectOptions(screen.getByLabelText('Team'), 'Team-3');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.upload(screen.getByLabelText('Profile Image'), new File(['x'], 'a.png', { type: 'image/png' }));
  await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
  FakeXhr.all[0]!.respond(201, { id: 'img-1', url: '/api/media/img-1', contentType: 'image/png', size: 1 });
  await screen.findByAltText('Profile image preview');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}
