import { TEAM_MSG, type TeamMember, type TeamMemberDetail } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, renderApp, stubFetch, USERS, type Handler } from '@/test/render';
import { expectNoToast } from '@/test/toasts';

afterEach(() => vi.unstubAllGlobals());

const MEMBERS = '/api/lead/team/members';

const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  _id: 'm1',
  name: 'Aarav Patel',
  teamNum: 'Team-1',
  email: 'aarav@college.edu',
  profileImg: null,
  branch: 'CSD',
  phone: '+919812345678',
  college: 'CMS College',
  courseCount: 2,
  ...overrides,
});

const TEAM = [
  member(),
  member({ _id: 'm2', name: 'Zara Khan', teamNum: 'Team-10', email: 'zara@college.edu', courseCount: 5 }),
  member({ _id: 'm3', name: 'diya sharma', teamNum: 'Team-2', email: 'diya@mail.example', courseCount: 0 }),
];

const detail = (m: TeamMember, extra: Partial<TeamMemberDetail['member']> = {}): TeamMemberDetail => ({
  success: true,
  member: {
    ...m,
    courses: [
      { courseId: 'c1', title: 'React from Zero', status: 'In Progress', progress: 33 },
      { courseId: 'c2', title: 'Python Basics', status: 'Completed', progress: 100 },
    ],
    conversationId: null,
    ...extra,
  },
});

function stub(handlers: Record<string, Handler> = {}) {
  return stubFetch(USERS.lead, {
    [`GET ${MEMBERS}`]: () => json({ success: true, members: TEAM }),
    [`GET ${MEMBERS}/m1`]: () => json(detail(TEAM[0]!)),
    ...handlers,
  });
}

const names = () =>
  within(screen.getByRole('list', { name: TEAM_MSG.title }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

async function open() {
  renderApp('/lead/members');
  await screen.findByRole('list', { name: TEAM_MSG.title });
  return userEvent.setup();
}

async function openProfile(user: ReturnType<typeof userEvent.setup>, name = 'Aarav Patel') {
  await user.click(screen.getByRole('button', { name: `${TEAM_MSG.viewProfile}: ${name}` }));
  return screen.findByRole('dialog', { name });
}

const posts = (fetchMock: ReturnType<typeof stub>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

// Typing and toasts on a busy machine: more than the default five seconds.
describe('team members page (/lead/members)', { timeout: 20_000 }, () => {
  it('shows the title and the member cards, by name ascending', async () => {
    stub();
    await open();
    expect(screen.getByRole('heading', { level: 1, name: TEAM_MSG.title })).toBeInTheDocument();
    expect(names()).toEqual(['Aarav Patel', 'diya sharma', 'Zara Khan']);
    const card = within(screen.getByRole('list', { name: TEAM_MSG.title })).getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Team-1');
    expect(card).toHaveTextContent('aarav@college.edu');
    expect(card).toHaveTextContent('CSD');
    expect(card).toHaveTextContent('2 courses');
    expect(await within(card).findByText('AP')).toBeInTheDocument(); // the avatar's initials
    expect(screen.getByRole('button', { name: 'Name, ascending' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sorts by name, team or courses; choosing the current key reverses the order', async () => {
    stub();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Name, ascending' }));
    expect(names()).toEqual(['Zara Khan', 'diya sharma', 'Aarav Patel']);
    expect(screen.getByRole('button', { name: 'Name, descending' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Team' }));
    expect(names()).toEqual(['Aarav Patel', 'diya sharma', 'Zara Khan']); // Team-1, Team-2, Team-10
    await user.click(screen.getByRole('button', { name: 'Team, ascending' }));
    expect(names()).toEqual(['Zara Khan', 'diya sharma', 'Aarav Patel']);

    await user.click(screen.getByRole('button', { name: 'Courses' }));
    expect(names()).toEqual(['diya sharma', 'Aarav Patel', 'Zara Khan']); // 0, 2, 5
    await user.click(screen.getByRole('button', { name: 'Courses, ascending' }));
    expect(names()).toEqual(['Zara Khan', 'Aarav Patel', 'diya sharma']);
    expect(screen.getByRole('button', { name: 'Name' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('searches the loaded list by name, team or e-mail, without asking the server', async () => {
    const fetchMock = stub();
    const user = await open();
    const calls = fetchMock.mock.calls.length;
    const box = screen.getByRole('searchbox', { name: TEAM_MSG.searchLabel });
    expect(box).toHaveAttribute('placeholder', TEAM_MSG.searchPlaceholder);
    await user.type(box, 'ZARA');
    expect(names()).toEqual(['Zara Khan']);
    await user.clear(box);
    await user.type(box, 'team-2');
    expect(names()).toEqual(['diya sharma']);
    await user.clear(box);
    await user.type(box, 'mail.example');
    expect(names()).toEqual(['diya sharma']);
    expect(screen.getByText('1 of 3 members')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByText(TEAM_MSG.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(names()).toHaveLength(3);
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('keeps the search and the sort in the URL: typing and choosing write it, a reload reads it', async () => {
    stub();
    const { router } = renderApp('/lead/members', { strict: true });
    await screen.findByRole('list', { name: TEAM_MSG.title });
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: TEAM_MSG.searchLabel });
    await user.type(box, ' team-1 ');
    expect(box).toHaveValue(' team-1 '); // every keystroke kept, spaces too
    await waitFor(() => expect(router.state.location.search).toBe('?search=team-1'));
    expect(names()).toEqual(['Aarav Patel', 'Zara Khan']);
    await user.click(screen.getByRole('button', { name: 'Courses' }));
    await user.click(screen.getByRole('button', { name: 'Courses, ascending' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=team-1&sort=courses&dir=desc'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(names()).toEqual(['Zara Khan', 'Aarav Patel']);
  });

  it('a reload with the search and sort in the URL shows the list searched and sorted', async () => {
    stub();
    renderApp('/lead/members?search=TEAM-1&sort=courses&dir=desc');
    await screen.findByRole('list', { name: TEAM_MSG.title });
    expect(names()).toEqual(['Zara Khan', 'Aarav Patel']);
    expect(screen.getByRole('searchbox', { name: TEAM_MSG.searchLabel })).toHaveValue('TEAM-1');
    expect(screen.getByRole('button', { name: 'Courses, descending' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('2 of 3 members')).toBeInTheDocument();
  });

  it('says "No team members found" for an empty team', async () => {
    stub({ [`GET ${MEMBERS}`]: () => json({ success: true, members: [] }) });
    renderApp('/lead/members');
    expect(await screen.findByText(TEAM_MSG.empty)).toBeInTheDocument();
    expect(screen.getByText(TEAM_MSG.emptyTeam)).toBeInTheDocument();
  });

  it('shows a failed load with Try Again, which loads again', async () => {
    let fail = true;
    stub({
      [`GET ${MEMBERS}`]: () => (fail ? apiError(500, 'Server down') : json({ success: true, members: TEAM })),
    });
    renderApp('/lead/members');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: TEAM_MSG.title })).toBeInTheDocument();
  });

  it('View Profile shows e-mail, phone, college, branch and the courses with status and progress', async () => {
    stub({ [`GET ${MEMBERS}/m1`]: () => json(detail(TEAM[0]!, { conversationId: 'conv-1' })) });
    const user = await open();
    const dialog = await openProfile(user);
    expect(dialog).toHaveTextContent('aarav@college.edu');
    expect(dialog).toHaveTextContent('+91 98123 45678');
    expect(dialog).toHaveTextContent('CMS College');
    expect(dialog).toHaveTextContent('CSD');
    const courses = await within(dialog).findAllByRole('progressbar');
    expect(courses.map((p) => [p.getAttribute('aria-label'), p.getAttribute('aria-valuenow')])).toEqual([
      ['React from Zero progress', '33'],
      ['Python Basics progress', '100'],
    ]);
    expect(within(dialog).getByText('In Progress')).toBeInTheDocument();
    expect(within(dialog).getByText('Completed')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: TEAM_MSG.openConversation })).toHaveAttribute(
      'href',
      '/lead/messages/conv-1',
    );
  });

  it('says when a member has no phone or college and no courses', async () => {
    stub({
      [`GET ${MEMBERS}/m3`]: () => json(detail(TEAM[2]!, { phone: null, college: null, courses: [] })),
      [`GET ${MEMBERS}`]: () => json({ success: true, members: [TEAM[0], { ...TEAM[2], phone: null, college: null }] }),
    });
    const user = await open();
    const dialog = await openProfile(user, 'diya sharma');
    expect(within(dialog).getAllByText(TEAM_MSG.notGiven)).toHaveLength(2);
    expect(await within(dialog).findByText(TEAM_MSG.noCourses)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: TEAM_MSG.openConversation })).not.toBeInTheDocument();
  });

  /** The member's profile open, its message box, and a server that takes the message to m1. */
  async function messageBoxThatSends() {
    const fetchMock = stub({
      [`POST ${'/api/lead/team/message'}/m1`]: () =>
        json({ success: true, message: TEAM_MSG.sent, conversationId: 'conv-9' }, 201),
    });
    const user = await open();
    const dialog = await openProfile(user);
    return { fetchMock, user, dialog, box: within(dialog).getByLabelText(TEAM_MSG.message) };
  }

  it('refuses a blank message with Please enter a message under the box (not a toast) and sends nothing', async () => {
    const fetchMock = stub();
    const user = await open();
    const dialog = await openProfile(user);
    await user.type(within(dialog).getByLabelText(TEAM_MSG.message), '    ');
    await user.click(within(dialog).getByRole('button', { name: TEAM_MSG.sendMessage }));
    expect(await within(dialog).findByText(TEAM_MSG.messageRequired)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(TEAM_MSG.message)).toHaveAttribute('aria-invalid', 'true');
    await expectNoToast();
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('sends the message: Success / Message sent successfully, and the box is cleared', async () => {
    const { fetchMock, user, dialog, box } = await messageBoxThatSends();
    await user.type(box, '  Please finish lesson 2 today.  ');
    await user.click(within(dialog).getByRole('button', { name: TEAM_MSG.sendMessage }));
    expect(await screen.findByText(TEAM_MSG.successTitle)).toBeInTheDocument();
    expect(screen.getByText(TEAM_MSG.sent)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    const [call] = posts(fetchMock);
    expect(String(call![0])).toBe('/api/lead/team/message/m1');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ message: 'Please finish lesson 2 today.' });
  });

  it('sends the message with Enter; Shift+Enter starts a new line', async () => {
    const { fetchMock, user, box } = await messageBoxThatSends();
    await user.type(box, 'Please finish lesson 2.{Shift>}{Enter}{/Shift}Thanks!');
    expect(box).toHaveValue('Please finish lesson 2.\nThanks!');
    expect(posts(fetchMock)).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(await screen.findByText(TEAM_MSG.successTitle)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    const sent = posts(fetchMock);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]![1]!.body))).toEqual({ message: 'Please finish lesson 2.\nThanks!' });
  });

  it("a refused message shows the server's message; a network failure Failed to send message", async () => {
    let network = false;
    stub({
      'POST /api/lead/team/message/m1': () => {
        if (network) throw new TypeError('Failed to fetch');
        return apiError(403, 'This person is not a member of your team');
      },
    });
    const user = await open();
    const dialog = await openProfile(user);
    const box = within(dialog).getByLabelText(TEAM_MSG.message);
    await user.type(box, 'Hello');
    await user.click(within(dialog).getByRole('button', { name: TEAM_MSG.sendMessage }));
    expect(await screen.findByText('This person is not a member of your team')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
    network = true;
    await user.click(within(dialog).getByRole('button', { name: TEAM_MSG.sendMessage }));
    expect(await screen.findByText(TEAM_MSG.sendFailed)).toBeInTheDocument();
  });
});
