import { MSG, PROFILE_MSG, type InstructorProfileView } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

const profile = (overrides: Partial<InstructorProfileView> = {}): InstructorProfileView => ({
  _id: 'p4',
  userId: USERS.instructor.userId,
  name: USERS.instructor.name,
  email: USERS.instructor.email,
  role: 'Instructor',
  rollNumber: '22A91A0999',
  branch: 'CSE',
  college: 'CMS College of Engineering',
  gender: 'Other',
  linkedIn: 'https://www.linkedin.com/in/sen',
  gitHub: 'https://github.com/sen',
  UPI: 'sen@okbank',
  phone: '+919876543210',
  profileImg: '/api/media/img-4',
  ...overrides,
});

const VIEW = 'GET /api/instructor/profile/view';
const UPDATE = 'PUT /api/instructor/profile/update';

describe('instructor profile', () => {
  it('shows name, e-mail, external GitHub and LinkedIn links, the edit link and the read-only details', async () => {
    stubFetch(USERS.instructor, { [VIEW]: () => json({ success: true, profile: profile() }) });
    renderApp('/instructor/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr Sen' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('sen@college.edu')).toBeInTheDocument();
    for (const [name, href] of [
      [/GitHub/, 'https://github.com/sen'],
      [/LinkedIn/, 'https://www.linkedin.com/in/sen'],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: PROFILE_MSG.editProfile })).toHaveAttribute(
      'href',
      '/instructor/profile/update',
    );
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      [PROFILE_MSG.branch]: 'CSE',
      [PROFILE_MSG.rollNumber]: '22A91A0999',
      [PROFILE_MSG.gender]: 'Other',
      [PROFILE_MSG.college]: 'CMS College of Engineering',
      [PROFILE_MSG.upiId]: 'sen@okbank',
      [PROFILE_MSG.phoneLabel]: '+91 98765 43210',
    });
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('hides links that are not http(s) addresses', async () => {
    stubFetch(USERS.instructor, {
      [VIEW]: () => json({ success: true, profile: profile({ gitHub: 'javascript:alert(1)', linkedIn: '' }) }),
    });
    renderApp('/instructor/profile');
    await screen.findByRole('heading', { level: 1, name: 'Dr Sen' });
    expect(screen.queryByRole('link', { name: /GitHub/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });
});

describe('instructor profile update', () => {
  it('is filled with the saved profile; the roll number has min and max length 10; the saved branch stays a choice', async () => {
    stubFetch(USERS.instructor, { [VIEW]: () => json({ success: true, profile: profile() }) });
    renderApp('/instructor/profile/update');
    const form = within(await screen.findByRole('form', { name: PROFILE_MSG.updateProfile }));
    expect(form.getByLabelText(PROFILE_MSG.linkedIn)).toHaveValue('https://www.linkedin.com/in/sen');
    expect(form.getByLabelText(PROFILE_MSG.linkedIn)).toHaveAttribute('type', 'url');
    expect(form.getByLabelText(PROFILE_MSG.gitHub)).toHaveAttribute('type', 'url');
    const roll = form.getByLabelText('Roll Number');
    expect(roll).toHaveAttribute('minLength', '10');
    expect(roll).toHaveAttribute('maxLength', '10');
    expect(form.getByLabelText(PROFILE_MSG.branch)).toHaveValue('CSE');
    expect(
      within(form.getByLabelText(PROFILE_MSG.gender))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select gender', 'Male', 'Female', 'Transgender', 'Other']);
    expect(form.getByLabelText(PROFILE_MSG.phoneLabel)).toHaveValue('+91 98765 43210');
    expect(screen.getByRole('link', { name: PROFILE_MSG.cancel })).toHaveAttribute('href', '/instructor/profile');
  });

  it('shows the spec 5 messages and sends nothing while invalid', async () => {
    const fetchMock = stubFetch(USERS.instructor, { [VIEW]: () => json({ success: true, profile: profile() }) });
    renderApp('/instructor/profile/update');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: PROFILE_MSG.updateProfile }));
    await user.clear(form.getByLabelText(PROFILE_MSG.linkedIn));
    await user.type(form.getByLabelText(PROFILE_MSG.linkedIn), 'https://example.com/sen');
    await user.clear(form.getByLabelText(PROFILE_MSG.gitHub));
    await user.type(form.getByLabelText(PROFILE_MSG.gitHub), 'https://gitlab.com/sen');
    await user.clear(form.getByLabelText(PROFILE_MSG.upiId));
    await user.type(form.getByLabelText(PROFILE_MSG.upiId), 'no upi');
    await user.clear(form.getByLabelText('Roll Number'));
    await user.type(form.getByLabelText('Roll Number'), 'SHORT');
    await user.click(form.getByRole('button', { name: PROFILE_MSG.save }));
    expect(await form.findByText(MSG.linkedIn)).toBeInTheDocument();
    expect(form.getByText(MSG.gitHub)).toBeInTheDocument();
    expect(form.getByText(MSG.upi)).toBeInTheDocument();
    expect(form.getByText(MSG.rollNumber)).toBeInTheDocument();
    expect(requestsSent(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('saves, says "Profile updated successfully" and goes to /instructor/profile', async () => {
    let sent: Record<string, unknown> | null = null;
    let saved = profile();
    stubFetch(USERS.instructor, {
      [VIEW]: () => json({ success: true, profile: saved }),
      [UPDATE]: (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        saved = profile({ college: 'New College', gender: 'Transgender' });
        return json({
          success: true,
          message: PROFILE_MSG.profileUpdatedSuccessfully,
          profile: saved,
          user: USERS.instructor,
        });
      },
    });
    const { router } = renderApp('/instructor/profile/update');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: PROFILE_MSG.updateProfile }));
    await user.clear(form.getByLabelText(PROFILE_MSG.college));
    await user.type(form.getByLabelText(PROFILE_MSG.college), 'New College');
    await user.selectOptions(form.getByLabelText(PROFILE_MSG.gender), 'Transgender');
    await user.click(form.getByRole('button', { name: PROFILE_MSG.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/profile'));
    expect(await screen.findByText(PROFILE_MSG.profileUpdatedSuccessfully)).toBeInTheDocument();
    expect(sent).toEqual({
      linkedIn: 'https://www.linkedin.com/in/sen',
      gitHub: 'https://github.com/sen',
      rollNumber: '22A91A0999',
      gender: 'Transgender',
      college: 'New College',
      branch: 'CSE',
      UPI: 'sen@okbank',
      phone: '+919876543210',
    });
    expect(await screen.findByText('New College')).toBeInTheDocument();
  });

  it('a refused save shows "Error updating profile" with the reason and stays on the page', async () => {
    stubFetch(USERS.instructor, {
      [VIEW]: () => json({ success: true, profile: profile() }),
      [UPDATE]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { router } = renderApp('/instructor/profile/update');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: PROFILE_MSG.updateProfile }));
    await user.click(form.getByRole('button', { name: PROFILE_MSG.save }));
    expect(await screen.findByText(PROFILE_MSG.errorUpdatingProfile)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MSG.failedToUpdateProfile)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/instructor/profile/update');
  });

  it('shows the load failure with Try Again', async () => {
    stubFetch(USERS.instructor, { [VIEW]: () => apiError(500, 'Something went wrong. Please try again.') });
    renderApp('/instructor/profile/update');
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 15_000 })).toBeInTheDocument();
  });
});
