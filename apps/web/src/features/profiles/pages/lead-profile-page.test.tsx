import { PROFILE_MSG, type LeadProfile, type LeadProfileInfo } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, stubFetch, USERS } from '@/test/render';

const profile = (overrides: Partial<LeadProfile> = {}): LeadProfile => ({
  _id: 'p3',
  userId: USERS.lead.userId,
  name: USERS.lead.name,
  email: USERS.lead.email,
  role: 'Lead',
  rollNumber: '22A91A0777',
  branch: 'CSM',
  teamNo: 'Team-7',
  gender: 'Female',
  college: null,
  phone: null,
  profileImg: '/api/media/img-3',
  ...overrides,
});

const info = (stats: Partial<LeadProfileInfo['stats']> = {}): LeadProfileInfo => ({
  success: true,
  data: profile(),
  stats: { enrolledCourses: 2, totalLessons: 9, teamMembers: 6, avgProgress: 75, ...stats },
});

const figure = (name: string) => screen.getByRole('group', { name });

describe('lead profile', () => {
  it('shows the cards Enrolled Courses, Total Lessons, Team Members and Avg Progress from the server', async () => {
    stubFetch(USERS.lead, { 'GET /api/lead/profile/info': () => json(info()) });
    renderApp('/lead/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Nair' })).toBeInTheDocument();
    expect(figure(PROFILE_MSG.enrolledCourses)).toHaveTextContent('2');
    expect(figure(PROFILE_MSG.totalLessons)).toHaveTextContent('9');
    expect(figure(PROFILE_MSG.teamMembers)).toHaveTextContent('6');
    expect(figure(PROFILE_MSG.teamMembers)).toHaveTextContent('in Team-7');
    expect(figure(PROFILE_MSG.avgProgress)).toHaveTextContent('75%');
    expect(screen.queryByRole('group', { name: PROFILE_MSG.avgRating })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: PROFILE_MSG.viewCourses })).toHaveAttribute('href', '/lead/courses');
    expect(screen.getByRole('link', { name: PROFILE_MSG.myLearning })).toHaveAttribute('href', '/lead/mycourses');
  });

  it('shows "—" for Avg Progress without enrolments', async () => {
    stubFetch(USERS.lead, {
      'GET /api/lead/profile/info': () => json(info({ enrolledCourses: 0, totalLessons: 0, avgProgress: null })),
    });
    renderApp('/lead/profile');
    await screen.findByRole('heading', { level: 1, name: 'Meera Nair' });
    expect(figure(PROFILE_MSG.avgProgress)).toHaveTextContent('—');
  });

  it('the dialog shows the team read-only and never sends it', async () => {
    let sent: Record<string, unknown> | null = null;
    stubFetch(USERS.lead, {
      'GET /api/lead/profile/info': () => json(info()),
      'PUT /api/lead/profile/update': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return json({
          success: true,
          message: PROFILE_MSG.profileUpdated,
          data: profile({ college: 'CMS College' }),
          user: USERS.lead,
        });
      },
    });
    renderApp('/lead/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: PROFILE_MSG.editProfile }));
    const dialog = within(await screen.findByRole('dialog', { name: PROFILE_MSG.editProfile }));
    const team = dialog.getByLabelText(PROFILE_MSG.team);
    expect(team).toHaveValue('Team-7');
    expect(team).toHaveAttribute('readonly');
    expect(dialog.getByText(PROFILE_MSG.teamReadOnly)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(PROFILE_MSG.college), 'CMS College');
    await user.click(dialog.getByRole('button', { name: PROFILE_MSG.save }));
    expect(await screen.findByText(PROFILE_MSG.profileUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({
      name: 'Meera Nair',
      rollNumber: '22A91A0777',
      gender: 'Female',
      branch: 'CSM',
      phone: null,
      college: 'CMS College',
    });
  });
});
