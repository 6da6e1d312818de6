import { MSG, PROFILE_MSG } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '@/test/fake-xhr';
import { makeStudentProfile, makeStudentProfileInfo } from '@/test/profile-fixtures';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

afterEach(() => {
  FakeXhr.reset();
});

const INFO = 'GET /api/student/profile/info';
const UPDATE = 'PUT /api/student/profile/update';

const figure = (name: string) => screen.getByRole('group', { name });

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: PROFILE_MSG.editProfile }));
  const dialog = await screen.findByRole('dialog', { name: PROFILE_MSG.editProfile });
  return { user, dialog };
}

describe('student profile', () => {
  it('shows the header, the computed figures, Personal Information and Quick Actions', async () => {
    stubFetch(USERS.student, { [INFO]: () => json(makeStudentProfileInfo()) });
    renderApp('/student/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('22A91A0501', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Team-3', { selector: 'span' })).toBeInTheDocument();

    expect(figure(PROFILE_MSG.enrolledCourses)).toHaveTextContent('3');
    expect(figure(PROFILE_MSG.totalLessons)).toHaveTextContent('12');
    expect(figure(PROFILE_MSG.completionRate)).toHaveTextContent('42%');
    expect(figure(PROFILE_MSG.avgRating)).toHaveTextContent('4.5');
    expect(figure(PROFILE_MSG.avgRating)).toHaveTextContent('from your 2 reviews');

    const personal = screen.getByRole('heading', { name: PROFILE_MSG.personalInformation }).closest('div.rounded-2xl')!;
    const facts = Object.fromEntries(
      within(personal as HTMLElement)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      [PROFILE_MSG.fullName]: 'Ravi Kumar',
      [PROFILE_MSG.emailAddress]: 'ravi@college.edu',
      [PROFILE_MSG.rollNumber]: '22A91A0501',
      [PROFILE_MSG.branch]: 'CMS',
      [PROFILE_MSG.gender]: 'Other',
      [PROFILE_MSG.teamNumber]: 'Team-3',
      [PROFILE_MSG.phoneLabel]: '+91 98765 43210',
      [PROFILE_MSG.college]: 'CMS College',
    });
    expect(screen.getByRole('link', { name: PROFILE_MSG.viewCourses })).toHaveAttribute('href', '/student/courses');
    expect(screen.getByRole('link', { name: PROFILE_MSG.myLearning })).toHaveAttribute('href', '/student/mycourses');
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('without enrolments or reviews: "—" and No ratings yet; no phone or college rows', async () => {
    stubFetch(USERS.student, {
      [INFO]: () =>
        json(
          makeStudentProfileInfo({
            FindUserData: makeStudentProfile({ phone: null, college: null }),
            stats: { enrolledCourses: 0, totalLessons: 0, completionRate: null, avgRating: null, reviewCount: 0 },
          }),
        ),
    });
    renderApp('/student/profile');
    await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' });
    expect(figure(PROFILE_MSG.completionRate)).toHaveTextContent('—');
    expect(figure(PROFILE_MSG.avgRating)).toHaveTextContent('—');
    expect(figure(PROFILE_MSG.avgRating)).toHaveTextContent(PROFILE_MSG.noRatingsYet);
    expect(screen.queryByText(PROFILE_MSG.phoneLabel)).not.toBeInTheDocument();
    expect(screen.queryByText(PROFILE_MSG.college)).not.toBeInTheDocument();
  });

  it('shows a failure with Try Again', async () => {
    let fail = true;
    stubFetch(USERS.student, {
      [INFO]: () => (fail ? apiError(503, 'Service unavailable') : json(makeStudentProfileInfo())),
    });
    renderApp('/student/profile');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Try Again' }, { timeout: 15_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('the edit dialog validates with the spec messages and sends nothing until it is valid', async () => {
    const fetchMock = stubFetch(USERS.student, { [INFO]: () => json(makeStudentProfileInfo()) });
    renderApp('/student/profile');
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    // The saved values, off the edit lists, are still there and selected.
    expect(d.getByLabelText(PROFILE_MSG.gender)).toHaveValue('Other');
    expect(d.getByRole('option', { name: 'Others' })).toBeInTheDocument();
    expect(d.getByLabelText(PROFILE_MSG.branch)).toHaveValue('CMS');
    expect(d.getByLabelText(PROFILE_MSG.team)).toHaveValue('Team-3');
    expect(d.getByLabelText(PROFILE_MSG.phoneLabel)).toHaveValue('+91 98765 43210');

    await user.clear(d.getByLabelText('Name'));
    await user.type(d.getByLabelText('Name'), 'R2 D2');
    await user.clear(d.getByLabelText('Roll Number'));
    await user.type(d.getByLabelText('Roll Number'), 'abc');
    await user.clear(d.getByLabelText(PROFILE_MSG.phoneLabel));
    await user.type(d.getByLabelText(PROFILE_MSG.phoneLabel), '12345');
    await user.click(d.getByRole('button', { name: PROFILE_MSG.save }));
    expect(await d.findByText(MSG.nameLetters)).toBeInTheDocument();
    expect(d.getByText(MSG.rollNumber)).toBeInTheDocument();
    expect(d.getByText(PROFILE_MSG.phone)).toBeInTheDocument();
    expect(requestsSent(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('saves, closes with "Profile Updated", and shows the new profile and sidebar name without a reload', async () => {
    let sent: Record<string, unknown> | null = null;
    let saved = makeStudentProfile();
    stubFetch(USERS.student, {
      [INFO]: () => json(makeStudentProfileInfo({ FindUserData: saved })),
      [UPDATE]: (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        saved = makeStudentProfile({ name: 'Ravi Shankar', teamNum: 'Team-5', gender: 'Others', phone: null });
        return json({
          success: true,
          message: PROFILE_MSG.profileUpdated,
          FindUserData: saved,
          user: { ...USERS.student, name: 'Ravi Shankar' },
        });
      },
    });
    renderApp('/student/profile');
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.clear(d.getByLabelText('Name'));
    await user.type(d.getByLabelText('Name'), 'Ravi Shankar');
    await user.selectOptions(d.getByLabelText(PROFILE_MSG.gender), 'Others');
    await user.selectOptions(d.getByLabelText(PROFILE_MSG.team), 'Team-5');
    await user.clear(d.getByLabelText(PROFILE_MSG.phoneLabel));
    await user.click(d.getByRole('button', { name: PROFILE_MSG.save }));

    expect(await screen.findByText(PROFILE_MSG.profileUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      name: 'Ravi Shankar',
      rollNumber: '22A91A0501',
      gender: 'Others',
      branch: 'CMS',
      teamNum: 'Team-5',
      phone: null,
      college: 'CMS College',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Shankar' })).toBeInTheDocument();
    expect(screen.getByText('Team-5', { selector: 'span' })).toBeInTheDocument();
    // The sidebar shows the signed-in user's new name.
    expect(screen.getAllByText('Ravi Shankar').length).toBeGreaterThan(1);
  });

  it('a taken roll number shows under the field with "Error updating profile"; the dialog stays open', async () => {
    stubFetch(USERS.student, {
      [INFO]: () => json(makeStudentProfileInfo()),
      [UPDATE]: () => apiError(409, PROFILE_MSG.rollNumberTaken, { rollNumber: PROFILE_MSG.rollNumberTaken }),
    });
    renderApp('/student/profile');
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: PROFILE_MSG.save }));
    expect(await screen.findByText(PROFILE_MSG.errorUpdatingProfile)).toBeInTheDocument();
    const roll = within(dialog).getByLabelText('Roll Number');
    await waitFor(() => expect(roll).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(roll.getAttribute('aria-describedby')!)).toHaveTextContent(
      PROFILE_MSG.rollNumberTaken,
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('uploads a new image with its progress bar, Save disabled meanwhile, and sends its id', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    let sent: Record<string, unknown> | null = null;
    stubFetch(USERS.student, {
      [INFO]: () => json(makeStudentProfileInfo()),
      [UPDATE]: (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return json({
          success: true,
          message: PROFILE_MSG.profileUpdated,
          FindUserData: makeStudentProfile({ profileImg: '/api/media/img-9' }),
          user: { ...USERS.student, image: '/api/media/img-9' },
        });
      },
    });
    renderApp('/student/profile');
    const { user, dialog } = await openDialog();
    const d = within(dialog);
    await user.upload(d.getByLabelText(PROFILE_MSG.profileImage), new File(['x'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.progress(30, 100);
    expect(await d.findByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '30');
    expect(d.getByRole('button', { name: PROFILE_MSG.save })).toBeDisabled();
    FakeXhr.all[0]!.respond(201, { id: 'img-9', url: '/api/media/img-9', contentType: 'image/png', size: 1 });
    expect(await d.findByAltText('Profile image preview')).toBeInTheDocument();
    expect(d.getByRole('button', { name: PROFILE_MSG.save })).toBeEnabled();
    await user.click(d.getByRole('button', { name: PROFILE_MSG.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toMatchObject({ profileImg: 'img-9' });
  });

  it('a failed image upload says "Error uploading image" / "Please try again"', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(USERS.student, { [INFO]: () => json(makeStudentProfileInfo()) });
    renderApp('/student/profile');
    const { user, dialog } = await openDialog();
    await user.upload(
      within(dialog).getByLabelText(PROFILE_MSG.profileImage),
      new File(['x'], 'me.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(503, { error: { code: 'X', message: 'Storage down' } });
    expect(await screen.findByText(PROFILE_MSG.errorUploadingImage)).toBeInTheDocument();
    expect(screen.getByText(MSG.pleaseTryAgain)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(PROFILE_MSG.uploadFailed, 'Storage down');
    log.mockRestore();
  });
});
