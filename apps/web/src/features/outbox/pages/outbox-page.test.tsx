import {
  MAIL_HIDDEN_SECRET,
  MAIL_KIND_LABELS,
  OUTBOX_API,
  OUTBOX_MSG,
  type OutboxMail,
  type OutboxMailSummary,
  type OutboxPage,
} from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listPage, queriesTo } from '@/test/list-requests';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import { splitLinks } from '../components/linked-text';

const summary = (over: Partial<OutboxMailSummary> = {}): OutboxMailSummary => ({
  id: 'm1',
  to: 'sana@college.edu',
  toName: 'Sana Student',
  kind: 'receipt',
  subject: 'Your receipt for React from Zero',
  status: 'outbox',
  attempts: 0,
  lastError: null,
  nextAttemptAt: '2025-03-05T10:30:00.000Z',
  sentAt: null,
  createdAt: '2025-03-05T10:30:00.000Z',
  sensitive: false,
  ...over,
});

const RECEIPT = summary();
const FAILED = summary({
  id: 'm2',
  to: 'ira@college.edu',
  toName: 'Ira Instructor',
  kind: 'withdrawal-decision',
  subject: 'Your withdrawal request was approved',
  status: 'failed',
  attempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  createdAt: '2025-03-04T08:00:00.000Z',
});

const page = (mails: OutboxMailSummary[], over: Partial<OutboxPage> = {}): OutboxPage => ({
  ...listPage('mails', mails),
  delivery: 'outbox',
  ...over,
});

const full = (s: OutboxMailSummary, over: Partial<OutboxMail> = {}): OutboxMail => ({
  ...s,
  text: 'Hello Sana,\n\nAmount paid: ₹499.00\n\nGo to My Courses: http://localhost:3000/student/mycourses\n',
  html: '<!doctype html><p>Hello Sana, you paid <b>₹499.00</b></p>',
  redacted: false,
  ...over,
});

const listQueries = (fetchMock: ReturnType<typeof stubFetch>) => queriesTo(fetchMock, OUTBOX_API.list);

/** The outbox rendered, and the mail with this subject opened from its table: the dialog it opens. */
async function openMail(subject: string) {
  renderApp('/Admin/outbox');
  const user = userEvent.setup();
  const table = await screen.findByRole('table', { name: 'Mail' });
  await user.click(within(table).getByRole('button', { name: subject }));
  return { user, dialog: await screen.findByRole('dialog', { name: subject }) };
}

describe('outbox page', () => {
  it('lists the mail with its recipient, kind and status, and says mail is kept here without SMTP', async () => {
    stubFetch(USERS.admin, { [`GET ${OUTBOX_API.list}`]: () => json(page([RECEIPT, FAILED])) });
    renderApp('/Admin/outbox');
    expect(await screen.findByRole('heading', { level: 1, name: OUTBOX_MSG.title })).toBeInTheDocument();
    expect(await screen.findByText(OUTBOX_MSG.deliveryOutbox)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Mail' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Sana Student')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('sana@college.edu')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(MAIL_KIND_LABELS.receipt)).toBeInTheDocument();
    expect(within(rows[0]!).getByText('In outbox')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/5 Mar 2025/)).toBeInTheDocument();
    // A failed mail shows its attempts and last error; no Retry without SMTP.
    expect(within(rows[1]!).getByText('Failed')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('8 attempts')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Retry/ })).not.toBeInTheDocument();
    // The phone cards hold the same mail.
    expect(within(screen.getByRole('list', { name: 'Mail' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('opens a mail: subject, recipient, the text with clickable links and the HTML in a sandboxed frame', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${OUTBOX_API.list}`]: () => json(page([RECEIPT])),
      [`GET ${OUTBOX_API.one.replace(':id', 'm1')}`]: () => json(full(RECEIPT)),
    });
    const { user, dialog } = await openMail(RECEIPT.subject);
    expect(within(dialog).getByText('Sana Student <sana@college.edu>')).toBeInTheDocument();
    const link = await within(dialog).findByRole('link', { name: 'http://localhost:3000/student/mycourses' });
    expect(link).toHaveAttribute('href', 'http://localhost:3000/student/mycourses');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByText(/Amount paid: ₹499\.00/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/admin/outbox/m1')).toBe(true);

    await user.click(within(dialog).getByRole('tab', { name: OUTBOX_MSG.html }));
    const frame = within(dialog).getByTitle(OUTBOX_MSG.htmlPreview);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', full(RECEIPT).html);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when a delivered mail was redacted', async () => {
    const sent = summary({
      id: 'm3',
      kind: 'password-reset',
      status: 'sent',
      sensitive: true,
      sentAt: RECEIPT.createdAt,
    });
    stubFetch(USERS.admin, {
      [`GET ${OUTBOX_API.list}`]: () => json(page([sent], { delivery: 'smtp' })),
      [`GET ${OUTBOX_API.one.replace(':id', 'm3')}`]: () =>
        json(full(sent, { text: '[redacted after delivery]', redacted: true })),
    });
    const { dialog } = await openMail(sent.subject);
    expect(await within(dialog).findByText(OUTBOX_MSG.redacted)).toBeInTheDocument();
    expect(within(dialog).getByText('[redacted after delivery]')).toBeInTheDocument();
  });

  it('shows a reset link with its secret hidden, and says delivering mail needs SMTP_URL (issue 19)', async () => {
    const reset = summary({ id: 'm4', kind: 'password-reset', subject: 'Reset your password', sensitive: true });
    const hiddenLink = `http://localhost:3000/auth/reset-password?token=${MAIL_HIDDEN_SECRET}`;
    stubFetch(USERS.admin, {
      [`GET ${OUTBOX_API.list}`]: () => json(page([reset])),
      [`GET ${OUTBOX_API.one.replace(':id', 'm4')}`]: () =>
        json(full(reset, { text: `Reset it here: ${hiddenLink}\n`, html: `<a href="${hiddenLink}">Reset</a>` })),
    });
    const { dialog } = await openMail(reset.subject);
    expect(await within(dialog).findByText(OUTBOX_MSG.secretHidden)).toBeInTheDocument();
    expect(OUTBOX_MSG.secretHidden).toContain('SMTP_URL');
    expect(within(dialog).getByRole('link', { name: hiddenLink })).toHaveAttribute('href', hiddenLink);
    expect(within(dialog).queryByText(OUTBOX_MSG.redacted)).not.toBeInTheDocument();
  });

  it('retries a failed mail when the server sends by SMTP', async () => {
    let retried = false;
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${OUTBOX_API.list}`]: () =>
        json(page([retried ? { ...FAILED, status: 'queued', attempts: 0 } : FAILED], { delivery: 'smtp' })),
      [`POST ${OUTBOX_API.retry.replace(':id', 'm2')}`]: () => {
        retried = true;
        return json({ success: true, message: OUTBOX_MSG.retried, mail: { ...FAILED, status: 'queued', attempts: 0 } });
      },
    });
    renderApp('/Admin/outbox');
    expect(await screen.findByText(OUTBOX_MSG.deliverySmtp)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Mail' });
    await userEvent.setup().click(within(table).getByRole('button', { name: `Retry: ${FAILED.subject}` }));
    expect(await screen.findByText(OUTBOX_MSG.retried)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getByText('Queued')).toBeInTheDocument());
    expect(
      fetchMock.mock.calls.some(([u, init]) => String(u) === '/api/admin/outbox/m2/retry' && init?.method === 'POST'),
    ).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('filters by status and kind on the server, keeping them in the URL', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${OUTBOX_API.list}`]: () => json(page([RECEIPT], { total: 45, page: 2 })),
    });
    const { router } = renderApp('/Admin/outbox?page=2');
    await screen.findByRole('table', { name: 'Mail' });
    expect(listQueries(fetchMock).at(-1)!.get('page')).toBe('2');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: OUTBOX_MSG.status }), 'Failed');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)!.get('status')).toBe('failed'));
    expect(listQueries(fetchMock).at(-1)!.get('page')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: OUTBOX_MSG.kind }), MAIL_KIND_LABELS.receipt);
    await waitFor(() => expect(listQueries(fetchMock).at(-1)!.get('kind')).toBe('receipt'));
    const search = screen.getByRole('searchbox', { name: OUTBOX_MSG.searchLabel });
    await user.type(search, 'sana@{Enter}');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)!.get('search')).toBe('sana@'));
    expect(router.state.location.search).toBe('?status=failed&kind=receipt&search=sana%40');
  });

  it(`says "${OUTBOX_MSG.none}" when nothing was sent, and shows a failure with Try Again`, async () => {
    let fail = false;
    stubFetch(USERS.admin, {
      [`GET ${OUTBOX_API.list}`]: () => (fail ? apiError(403, 'Forbidden') : json(page([]))),
    });
    renderApp('/Admin/outbox');
    expect(await screen.findByText(OUTBOX_MSG.none)).toBeInTheDocument();
    fail = true;
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: OUTBOX_MSG.status }), 'Sent');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Forbidden')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('splitLinks', () => {
  it('finds http(s) links and leaves trailing punctuation outside them', () => {
    expect(splitLinks('See https://cms.example/a?b=1. Or http://x.io/y), done')).toEqual([
      { text: 'See ' },
      { text: 'https://cms.example/a?b=1', href: 'https://cms.example/a?b=1' },
      { text: '. Or ' },
      { text: 'http://x.io/y', href: 'http://x.io/y' },
      { text: '), done' },
    ]);
    expect(splitLinks('no links, javascript:alert(1)')).toEqual([{ text: 'no links, javascript:alert(1)' }]);
  });
});
