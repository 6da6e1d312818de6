import { MSG } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import { sendLeadForm } from '@/test/verify-form';

afterEach(() => {
  FakeXhr.reset();
});

describe('verification page', () => {
  it('offers Student, Lead and Instructor tabs, Student first, with labelled controls', async () => {
    stubFetch(USERS.empty);
    renderApp('/check/verify');
    const student = await screen.findByRole('tab', { name: 'Student' });
    expect(student).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Lead' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Instructor' })).toBeInTheDocument();
    const roll = screen.getByLabelText('Roll Number');
    expect(roll).toHaveAttribute('minLength', '10');
    expect(roll).toHaveAttribute('maxLength', '10');
    for (const label of ['Branch', 'Team', 'Gender', 'Profile Image'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByText(MSG.dropImageHint)).toBeInTheDocument();
    expect(screen.getByText(MSG.maxSizeHint)).toBeInTheDocument();
    expect(screen.getByText('CMS', { selector: 'p' })).toBeInTheDocument();
  });

  it('shows the lead branch CAI as CSI and the instructor fields', async () => {
    stubFetch(USERS.empty);
    renderApp('/check/verify');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Lead' }));
    const branch = await screen.findByLabelText('Branch');
    const csi = within(branch).getByRole('option', { name: 'CSI' });
    expect(csi).toHaveValue('CAI');
    await user.click(screen.getByRole('tab', { name: 'Instructor' }));
    for (const label of ['Roll Number', 'Branch', 'College', 'Gender', 'UPI ID', 'Profile Image']) {
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('LinkedIn')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('GitHub')).toHaveAttribute('type', 'url');
  });

  it('toasts validation failures with the spec title and description', async () => {
    const fetchMock = stubFetch(USERS.empty);
    renderApp('/check/verify');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.rollNumberTitle)).toBeInTheDocument();
    expect(screen.getAllByText(MSG.rollNumber).length).toBeGreaterThanOrEqual(2); // toast + inline
    await user.type(screen.getByLabelText('Roll Number'), '22A91A0501');
    await user.selectOptions(screen.getByLabelText('Branch'), 'CSD');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.teamTitle)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Team'), 'Team-4');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MSG.profileImageTitle)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([u, init]) => init?.method === 'POST' && String(u).includes('/api/check-verify')),
    ).toHaveLength(0);
  });

  it('uploads the image with progress, submits, and goes to the new role home', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let sent: unknown = null;
    stubFetch(USERS.empty, {
      'POST /api/check-verify/student': (init) => {
        sent = JSON.parse(String(init?.body));
        return json(
          { success: true, message: 'Student profile created', role: 'Student', data: {}, user: USERS.student },
          201,
        );
      },
    });
    const { router } = renderApp('/check/verify');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Roll Number'), '22A91A0501');
    await user.selectOptions(screen.getByLabelText('Branch'), 'CMS');
    await user.selectOptions(screen.getByLabelText('Team'), 'Team-10');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile Image'), file);

    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const xhr = FakeXhr.all[0]!;
    expect(xhr.url).toBe('/api/uploads/profile-image');
    expect(xhr.body?.get('profile')).toBeInstanceOf(File);
    xhr.progress(40, 100);
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    xhr.respond(201, { id: 'img-1', url: '/api/media/img-1', contentType: 'image/png', size: 4 });
    expect(await screen.findByAltText('Profile image preview')).toHaveAttribute('src', '/api/media/img-1');
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student/dashboard'));
    expect(sent).toEqual({
      rollNumber: '22A91A0501',
      branch: 'CMS',
      teamNum: 'Team-10',
      gender: 'Other',
      profileImg: 'img-1',
    });
    expect(await screen.findByText('Student profile created')).toBeInTheDocument();
  });

  it('rejects a file that is too large', async () => {
    stubFetch(USERS.empty);
    renderApp('/check/verify');
    const big = new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' });
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Profile Image'), big);
    expect(await screen.findByText(MSG.fileTooLarge)).toBeInTheDocument();
  });

  it('shows the server message when registration fails', async () => {
    stubFetch(USERS.empty, { 'POST /api/check-verify/lead': () => apiError(409, MSG.alreadyVerified) });
    renderApp('/check/verify');
    await sendLeadForm();
    expect(await screen.findByText(MSG.alreadyVerified)).toBeInTheDocument();
  });
});
