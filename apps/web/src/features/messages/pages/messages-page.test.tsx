import { CONVERSATION_MSG, type ConversationSummary, type Thread, type ThreadMessage } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, stubFetch, USERS, type Handler } from '@/test/render';

const LIST = '/api/messages';
const UNREAD = '/api/messages/unread';
const THREAD = '/api/messages/c1';
const READ = '/api/messages/c1/read';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const lead = { id: 'u3', name: 'Lalit Lead', image: null, role: 'Lead' as const };
const sana = { id: 'u2', name: 'Sana Student', image: null, role: 'Student' as const };

const summary = (overrides: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id: 'c1',
  other: lead,
  lastMessage: { snippet: 'Great progress, keep going.', at: minutesAgo(180), fromMe: false },
  unreadCount: 1,
  ...overrides,
});

const msg = (id: string, body: string, fromMe: boolean, ago: number): ThreadMessage => ({
  id,
  body,
  sentAt: minutesAgo(ago),
  senderId: fromMe ? USERS.student.userId : lead.id,
  fromMe,
});

const thread = (messages: ThreadMessage[], overrides: Partial<Thread['conversation']> = {}): Thread => ({
  success: true,
  conversation: { id: 'c1', other: lead, canReply: true, ...overrides },
  messages,
});

const FIRST = [msg('m1', 'Welcome to Team-1!', false, 300), msg('m2', 'Thank you!', true, 240)];

function stub(handlers: Record<string, Handler> = {}, user = USERS.student) {
  return stubFetch(user, {
    [`GET ${LIST}`]: () => json({ success: true, conversations: [summary()] }),
    [`GET ${UNREAD}`]: () => json({ count: 1 }),
    [`GET ${THREAD}`]: () => json(thread(FIRST)),
    [`PUT ${READ}`]: () => json({ count: 0 }),
    ...handlers,
  });
}

const calls = (fetchMock: ReturnType<typeof stub>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => String(u) === path && (init?.method ?? 'GET') === method);

const sidebarMessages = () =>
  within(screen.getByRole('navigation', { name: 'Student navigation' })).getByRole('link', { name: /^Messages/ });

// Typing and toasts on a busy machine: more than the default five seconds.
describe('messages (/student/messages)', { timeout: 20_000 }, () => {
  it('lists the conversations with the last message, its time and the unread count; the sidebar shows the count', async () => {
    stub();
    renderApp('/student/messages');
    expect(await screen.findByRole('heading', { level: 1, name: CONVERSATION_MSG.title })).toBeInTheDocument();
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const item = within(list).getByRole('link');
    expect(item).toHaveAttribute('href', '/student/messages/c1');
    expect(item).toHaveTextContent('Lalit Lead');
    expect(item).toHaveTextContent('Great progress, keep going.');
    expect(item).toHaveTextContent('3 hours ago');
    expect(item).toHaveTextContent(', 1 unread');
    await waitFor(() => expect(sidebarMessages()).toHaveAccessibleName('Messages, 1 unread'));
    expect(screen.getByText(CONVERSATION_MSG.selectConversation)).toBeInTheDocument();
  });

  it('prefixes my own last message with You', async () => {
    stub({
      [`GET ${LIST}`]: () =>
        json({
          success: true,
          conversations: [
            summary({ lastMessage: { snippet: 'On it', at: minutesAgo(0), fromMe: true }, unreadCount: 0 }),
          ],
        }),
      [`GET ${UNREAD}`]: () => json({ count: 0 }),
    });
    renderApp('/student/messages');
    const item = within(await screen.findByRole('navigation', { name: 'Conversations' })).getByRole('link');
    expect(item).toHaveTextContent('You: On it');
    expect(item).toHaveTextContent('just now');
    expect(item).not.toHaveTextContent('unread');
    expect(sidebarMessages()).toHaveAccessibleName('Messages');
  });

  it('says "No messages yet" without conversations', async () => {
    stub({
      [`GET ${LIST}`]: () => json({ success: true, conversations: [] }),
      [`GET ${UNREAD}`]: () => json({ count: 0 }),
    });
    renderApp('/student/messages');
    expect(await screen.findByText(CONVERSATION_MSG.empty)).toBeInTheDocument();
    expect(screen.getByText(CONVERSATION_MSG.emptyStudent)).toBeInTheDocument();
  });

  it('opens a thread: the messages in order in a labelled log, and marks it read (the badge follows)', async () => {
    let unread = 1;
    const fetchMock = stub({
      [`GET ${UNREAD}`]: () => json({ count: unread }),
      [`PUT ${READ}`]: () => {
        unread = 0;
        return json({ count: 0 });
      },
    });
    renderApp('/student/messages/c1');
    const log = await screen.findByRole('log', { name: 'Messages with Lalit Lead' });
    const items = await within(log).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Lalit Lead: Welcome to Team-1!'),
      expect.stringContaining('You: Thank you!'),
    ]);
    await waitFor(() => expect(calls(fetchMock, 'PUT', READ)).toHaveLength(1));
    await waitFor(() => expect(sidebarMessages()).toHaveAccessibleName('Messages'));
    expect(screen.getByRole('link', { name: CONVERSATION_MSG.backToMessages })).toHaveAttribute(
      'href',
      '/student/messages',
    );
  });

  it('replies with Enter: Shift+Enter starts a new line, Enter sends; the box is cleared and the thread shows it', async () => {
    let messages = FIRST;
    const fetchMock = stub({
      [`GET ${THREAD}`]: () => json(thread(messages)),
      [`POST ${THREAD}`]: (init) => {
        const { message } = JSON.parse(String(init?.body)) as { message: string };
        const sent = msg('m3', message, true, 0);
        messages = [...messages, sent];
        return json({ success: true, message: CONVERSATION_MSG.sent, sent }, 201);
      },
    });
    renderApp('/student/messages/c1');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: CONVERSATION_MSG.replyLabel });
    expect(screen.getByText(CONVERSATION_MSG.sendHint)).toBeInTheDocument();
    await user.type(box, '  Done with lesson 2.{Shift>}{Enter}{/Shift}Next: lesson 3.  ');
    expect(box).toHaveValue('  Done with lesson 2.\nNext: lesson 3.  ');
    expect(calls(fetchMock, 'POST', THREAD)).toHaveLength(0);
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log');
    expect(await within(log).findByText(/Done with lesson 2\.\s+Next: lesson 3\./)).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    const posts = calls(fetchMock, 'POST', THREAD);
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({ message: 'Done with lesson 2.\nNext: lesson 3.' });
  });

  it('refuses a blank reply with "Please enter a message" under the box (no toast) and sends nothing', async () => {
    const fetchMock = stub();
    renderApp('/student/messages/c1');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: CONVERSATION_MSG.replyLabel });
    await user.type(box, '   ');
    await user.click(screen.getByRole('button', { name: CONVERSATION_MSG.send }));
    expect(await screen.findByText(CONVERSATION_MSG.messageRequired)).toBeInTheDocument();
    expect(screen.queryByText(CONVERSATION_MSG.errorTitle)).not.toBeInTheDocument();
    expect(calls(fetchMock, 'POST', THREAD)).toHaveLength(0);
  });

  it('shows a failed reply with the server message and keeps the text', async () => {
    stub({ [`POST ${THREAD}`]: () => apiError(403, 'This person is not a member of your team') });
    renderApp('/student/messages/c1');
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: CONVERSATION_MSG.replyLabel });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: CONVERSATION_MSG.send }));
    expect(await screen.findByText('This person is not a member of your team')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });

  it('says so for a conversation that is not found', async () => {
    stub({ [`GET ${THREAD}`]: () => apiError(404, CONVERSATION_MSG.conversationNotFound) });
    renderApp('/student/messages/c1');
    expect(await screen.findByText(CONVERSATION_MSG.conversationNotFound)).toBeInTheDocument();
  });
});

describe('messages (/lead/messages)', () => {
  it('a lead whose member left the team reads the thread but cannot write', async () => {
    stubFetch(USERS.lead, {
      [`GET ${LIST}`]: () => json({ success: true, conversations: [summary({ other: sana, unreadCount: 0 })] }),
      [`GET ${UNREAD}`]: () => json({ count: 0 }),
      [`GET ${THREAD}`]: () => json(thread(FIRST, { other: sana, canReply: false })),
      [`PUT ${READ}`]: () => json({ count: 0 }),
    });
    renderApp('/lead/messages/c1');
    expect(await screen.findByRole('log', { name: 'Messages with Sana Student' })).toBeInTheDocument();
    expect(screen.getByText(`Sana Student ${CONVERSATION_MSG.noLongerInTeam}`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: CONVERSATION_MSG.replyLabel })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Lead navigation' });
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/lead/messages');
  });

  it('a lead without conversations is pointed to Team Members', async () => {
    stubFetch(USERS.lead, {
      [`GET ${LIST}`]: () => json({ success: true, conversations: [] }),
      [`GET ${UNREAD}`]: () => json({ count: 0 }),
    });
    renderApp('/lead/messages');
    expect(await screen.findByText(CONVERSATION_MSG.empty)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Team Members' })).toHaveAttribute(
      'href',
      '/lead/members',
    );
  });
});
