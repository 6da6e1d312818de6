import { AUDIT_ACTION_LABELS, AUDIT_API, AUDIT_MSG, type AuditEntry } from '@cms/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '@/test/courses';
import { listPage, queriesTo } from '@/test/list-requests';
import { apiError, json, renderApp, stubFetch, USERS } from '@/test/render';
import { AuditHistory } from '../components/audit-history';

const COURSE_ID = '6f1c2a9e-2b7d-4c1a-9d3e-1a2b3c4d5e6f';

const entry = (over: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 'a1',
  at: '2025-03-05T10:30:00.000Z',
  actor: { id: 'u5', name: 'Admin User', email: 'admin@college.edu', role: 'Admin' },
  action: 'course.deleted',
  entityType: 'course',
  entityId: COURSE_ID,
  summary: 'React from Zero',
  before: { title: 'React from Zero', deletedAt: null, pricePaise: 49_900 },
  after: { title: 'React from Zero', deletedAt: '2025-03-05T10:30:00.000Z', pricePaise: 49_900 },
  ...over,
});

const ENTRIES = [
  entry(),
  entry({
    id: 'a2',
    action: 'payout.recorded',
    entityType: 'order',
    entityId: 'o-77',
    summary: '₹499.00 for order o-77',
    before: null,
    after: { amountPaise: 49_900 },
  }),
  entry({
    id: 'a3',
    action: 'withdrawal.rejected',
    entityType: 'withdrawal',
    entityId: 'w-1',
    summary: '₹2,500.00 to Dr Sen',
    actor: { id: null, name: 'Former Admin', email: 'old@college.edu', role: 'Admin' },
  }),
];

const page = (entries: AuditEntry[], over: object = {}) => ({ ...listPage('entries', entries), ...over });

const auditQueries = (fetchMock: ReturnType<typeof stubFetch>) => queriesTo(fetchMock, AUDIT_API.list);

describe('AuditHistory', () => {
  const renderHistory = (entries: AuditEntry[], title?: string) =>
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/', element: <AuditHistory entries={entries} title={title} /> }])}
      />,
    );

  it('says there is nothing yet', () => {
    renderHistory([], AUDIT_MSG.history);
    expect(screen.getByRole('heading', { name: AUDIT_MSG.history })).toBeInTheDocument();
    expect(screen.getByText(AUDIT_MSG.none)).toBeInTheDocument();
  });

  it('shows what, who and when, and the changed fields before → after', async () => {
    renderHistory([entry()]);
    const item = screen.getByRole('listitem');
    expect(within(item).getByText(AUDIT_ACTION_LABELS['course.deleted'])).toBeInTheDocument();
    expect(within(item).getByText('React from Zero', { selector: 'span' })).toBeInTheDocument();
    expect(within(item).getByText('Admin User')).toBeInTheDocument();
    expect(within(item).getByText('(admin@college.edu)')).toBeInTheDocument();
    expect(item.querySelector('time')).toHaveAttribute('dateTime', '2025-03-05T10:30:00.000Z');
    expect(item.querySelector('time')?.textContent).toMatch(/5 Mar 2025/);

    await userEvent.setup().click(within(item).getByText(`${AUDIT_MSG.before} → ${AUDIT_MSG.after}`));
    const table = within(item).getByRole('table');
    const deleted = within(table).getByRole('rowheader', { name: 'deletedAt' }).closest('tr')!;
    expect(deleted).toHaveAttribute('data-changed', 'true');
    expect(
      within(deleted)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—', '2025-03-05T10:30:00.000Z']);
    const price = within(table).getByRole('rowheader', { name: 'pricePaise' }).closest('tr')!;
    expect(price).not.toHaveAttribute('data-changed');
    expect(within(price).getAllByRole('cell')[0]).toHaveTextContent('₹499.00');
  });
});

describe('audit page', () => {
  it('lists the entries newest first with links to the course and the order', async () => {
    const fetchMock = stubFetch(USERS.admin, { [`GET ${AUDIT_API.list}`]: () => json(page(ENTRIES)) });
    renderApp('/Admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: AUDIT_MSG.title })).toBeInTheDocument();
    expect(screen.getByText(AUDIT_MSG.subtitle)).toBeInTheDocument();
    const log = await screen.findByRole('region', { name: AUDIT_MSG.history });
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('link', { name: 'React from Zero' })).toHaveAttribute(
      'href',
      `/Admin/courses/${COURSE_ID}`,
    );
    expect(within(items[1]!).getByRole('link', { name: '₹499.00 for order o-77' })).toHaveAttribute(
      'href',
      '/Admin/pay/o-77',
    );
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[2]!).getByText('Former Admin')).toBeInTheDocument();
    expect(within(items[2]!).getByText(AUDIT_ACTION_LABELS['withdrawal.rejected'])).toBeInTheDocument();
    expect(auditQueries(fetchMock)[0]!.get('action')).toBeNull();
  });

  it('filters by action on the server, from page 1', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [`GET ${AUDIT_API.list}`]: () => json(page(ENTRIES, { total: 60, page: 2 })),
    });
    const { router } = renderApp('/Admin/audit?page=2');
    await screen.findByRole('region', { name: AUDIT_MSG.history });
    expect(auditQueries(fetchMock).at(-1)!.get('page')).toBe('2');
    await userEvent
      .setup()
      .selectOptions(screen.getByRole('combobox', { name: 'Action' }), AUDIT_ACTION_LABELS['payout.recorded']);
    await waitFor(() => expect(auditQueries(fetchMock).at(-1)!.get('action')).toBe('payout.recorded'));
    expect(auditQueries(fetchMock).at(-1)!.get('page')).toBeNull();
    expect(router.state.location.search).toBe('?action=payout.recorded');
  });

  it(`says "${AUDIT_MSG.none}" when the log is empty, and shows a failure with Try Again`, async () => {
    let fail = false;
    stubFetch(USERS.admin, {
      [`GET ${AUDIT_API.list}`]: () => (fail ? apiError(403, 'Forbidden') : json(page([]))),
    });
    renderApp('/Admin/audit');
    expect(await screen.findByText(AUDIT_MSG.none)).toBeInTheDocument();
    fail = true;
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'course.deleted');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Forbidden')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('admin course detail', () => {
  it('has a History section with the audit entries of that course', async () => {
    const course = makeDetail({ id: COURSE_ID });
    const fetchMock = stubFetch(USERS.admin, {
      [`GET /api/admin/courses/${COURSE_ID}`]: () => json({ course, students: [] }),
      [`GET ${AUDIT_API.list}`]: () => json(page([entry()])),
    });
    renderApp(`/Admin/courses/${COURSE_ID}`);
    const history = await screen.findByRole('region', { name: AUDIT_MSG.history });
    expect(within(history).getByRole('heading', { name: AUDIT_MSG.history })).toBeInTheDocument();
    expect(await within(history).findByText(AUDIT_ACTION_LABELS['course.deleted'])).toBeInTheDocument();
    const query = auditQueries(fetchMock)[0]!;
    expect(query.get('entityType')).toBe('course');
    expect(query.get('entityId')).toBe(COURSE_ID);
  });
});
