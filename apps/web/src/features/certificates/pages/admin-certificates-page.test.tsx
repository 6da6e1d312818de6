import { AUDIT_API, CERTIFICATE_API, CERTIFICATE_MSG, type AdminCertificate } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_ID, makeCertificate } from '@/test/certificates';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS, type Handler } from '@/test/render';

const ID = CERTIFICATE_ID;
const REVOKE = CERTIFICATE_API.revoke.replace(':id', ID);

const certificate = (overrides: Partial<AdminCertificate> = {}): AdminCertificate => ({
  ...makeCertificate(),
  learnerEmail: 'chitra@college.edu',
  learnerId: 'u7',
  courseId: 'c1',
  ...overrides,
});

function stubList(state: { rows: AdminCertificate[] }, revoke: Handler) {
  return stubFetch(USERS.admin, {
    [`GET ${CERTIFICATE_API.admin}`]: () =>
      json({ certificates: state.rows, total: state.rows.length, page: 1, pageSize: 20 }),
    [`POST ${REVOKE}`]: revoke,
    [`GET ${AUDIT_API.list}`]: () => json({ entries: [], total: 0, page: 1, pageSize: 20 }),
  });
}

/** The table's Revoke (phones show the same row as a card, with its own). */
const revokeButton = async () =>
  within(await screen.findByRole('table')).getByRole('button', {
    name: `${CERTIFICATE_MSG.revoke}: Chitra Certified, Python Basics`,
  });

describe('admin certificates', () => {
  it('lists certificates and has a nav entry', async () => {
    stubList({ rows: [certificate()] }, () => json({}));
    renderApp('/Admin/certificates');
    expect(await screen.findByRole('heading', { level: 1, name: CERTIFICATE_MSG.adminTitle })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Chitra Certified')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Python Basics' })).toHaveAttribute('href', `/verify/${ID}`);
    // Phones get the same certificate as a card (the table is hidden below md), with its own Revoke.
    const card = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Python Basics'))!;
    expect(within(card).getByRole('link', { name: 'Python Basics' })).toHaveAttribute('href', `/verify/${ID}`);
    expect(within(card).getByRole('button', { name: /Revoke/ })).toBeInTheDocument();
    expect(
      screen.getByRole('navigation', { name: 'Admin navigation' }).querySelector('a[href="/Admin/certificates"]'),
    ).not.toBeNull();
  });

  it('revokes with a required reason: a blank one is refused on the form, a reason is sent and the row says revoked', async () => {
    const state = { rows: [certificate()] };
    const fetchMock = stubList(state, (init) => {
      const { reason } = JSON.parse(String(init?.body)) as { reason: string };
      state.rows = [certificate({ status: 'revoked', revokedAt: '2026-11-22T10:00:00.000Z', revokedReason: reason })];
      return json({ success: true, message: CERTIFICATE_MSG.revokedDone, certificate: state.rows[0] });
    });
    const user = userEvent.setup();
    renderApp('/Admin/certificates');
    await user.click(await revokeButton());
    const dialog = await screen.findByRole('dialog', { name: CERTIFICATE_MSG.revokeTitle });
    await user.click(within(dialog).getByRole('button', { name: CERTIFICATE_MSG.revoke }));
    expect(await within(dialog).findByText(CERTIFICATE_MSG.reasonRequired)).toBeInTheDocument();
    expect(requestsSent(fetchMock, 'POST', REVOKE)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(CERTIFICATE_MSG.reasonLabel), 'Quiz answers were shared');
    await user.click(within(dialog).getByRole('button', { name: CERTIFICATE_MSG.revoke }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsSent(fetchMock, 'POST', REVOKE)).toHaveLength(1);
    expect(JSON.parse(String(requestsSent(fetchMock, 'POST', REVOKE)[0]![1]!.body))).toEqual({
      reason: 'Quiz answers were shared',
    });
    expect(await within(screen.getByRole('table')).findByText('Quiz answers were shared')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText(CERTIFICATE_MSG.revoked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Revoke:/ })).not.toBeInTheDocument();
  });

  it('closes on a 409 (revoked meanwhile) and shows the reason refused by the server under the field', async () => {
    let answer = apiError(400, 'Bad request', { reason: CERTIFICATE_MSG.reasonTooLong });
    stubList({ rows: [certificate()] }, () => answer);
    const user = userEvent.setup();
    renderApp('/Admin/certificates');
    await user.click(await revokeButton());
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(CERTIFICATE_MSG.reasonLabel), 'x');
    await user.click(within(dialog).getByRole('button', { name: CERTIFICATE_MSG.revoke }));
    expect(await within(dialog).findByText(CERTIFICATE_MSG.reasonTooLong)).toBeInTheDocument();

    answer = apiError(409, CERTIFICATE_MSG.alreadyRevoked);
    await user.click(within(dialog).getByRole('button', { name: CERTIFICATE_MSG.revoke }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(CERTIFICATE_MSG.alreadyRevoked)).toBeInTheDocument();
  });
});
