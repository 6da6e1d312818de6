import { GST_MSG, INVOICE_API, INVOICE_MSG, type SellerSettings } from '@cms/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, renderApp, requestsSent, stubFetch, USERS } from '@/test/render';

const SAVED: SellerSettings = {
  legalName: 'CMS Learning Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  state: 'Karnataka',
  stateCode: '29',
  gstin: '29AAGCB7383J1Z4',
  sac: '999293',
  gstRatePercent: 18,
  updatedAt: '2026-11-26T10:00:00.000Z',
};

const GET = `GET ${INVOICE_API.sellerSettings}`;
const PUT = `PUT ${INVOICE_API.sellerSettings}`;
const DELETE = `DELETE ${INVOICE_API.sellerSettings}`;

const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

async function openPage() {
  renderApp('/Admin/settings');
  expect(await screen.findByRole('heading', { level: 1, name: INVOICE_MSG.settingsTitle })).toBeInTheDocument();
  return { user: userEvent.setup(), form: await screen.findByRole('form', { name: INVOICE_MSG.settingsTitle }) };
}

describe('Seller & GST settings page', () => {
  it('is in the admin sidebar', async () => {
    stubFetch(USERS.admin, { [GET]: () => json({ settings: null }) });
    renderApp('/Admin/settings');
    const links = await screen.findAllByRole('link', { name: INVOICE_MSG.settingsTitle });
    expect(links[0]).toHaveAttribute('href', '/Admin/settings');
  });

  it('without settings says buyers get plain receipts; saves the form with SAC 999293 and 18 % by default', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [GET]: () => json({ settings: null }),
      [PUT]: () => json({ settings: SAVED }),
    });
    const { user, form } = await openPage();
    expect(screen.getByRole('status')).toHaveTextContent(INVOICE_MSG.noGst);
    expect(screen.queryByRole('button', { name: INVOICE_MSG.clear })).not.toBeInTheDocument();
    expect(within(form).getByLabelText(INVOICE_MSG.sac)).toHaveValue('999293');
    expect(within(form).getByLabelText(INVOICE_MSG.gstRate)).toHaveValue('18');

    await user.type(within(form).getByLabelText(INVOICE_MSG.legalName), SAVED.legalName);
    await user.type(within(form).getByLabelText(INVOICE_MSG.address), SAVED.address);
    await user.selectOptions(within(form).getByLabelText(INVOICE_MSG.state), 'Karnataka');
    await user.type(within(form).getByLabelText(INVOICE_MSG.gstin), '29aagcb7383j1z4');
    await user.click(within(form).getByRole('button', { name: INVOICE_MSG.save }));

    expect(await screen.findByText(INVOICE_MSG.saved)).toBeInTheDocument();
    const [put] = requestsSent(fetchMock, 'PUT', INVOICE_API.sellerSettings);
    expect(bodyOf(put!)).toEqual({
      legalName: SAVED.legalName,
      address: SAVED.address,
      state: 'Karnataka',
      gstin: '29AAGCB7383J1Z4',
      sac: '999293',
      gstRatePercent: 18,
    });
    // Saved: the note gives way to the action that stops charging GST.
    expect(await screen.findByRole('button', { name: INVOICE_MSG.clear })).toBeInTheDocument();
    expect(screen.queryByText(INVOICE_MSG.noGst)).not.toBeInTheDocument();
  });

  it('tells a GSTIN of another state, or a wrong check character, under the field before sending', async () => {
    const fetchMock = stubFetch(USERS.admin, { [GET]: () => json({ settings: SAVED }) });
    const { user, form } = await openPage();
    const gstin = within(form).getByLabelText(INVOICE_MSG.gstin);
    expect(gstin).toHaveValue(SAVED.gstin);

    await user.clear(gstin);
    await user.type(gstin, '27AAPFU0939F1ZV');
    await user.click(within(form).getByRole('button', { name: INVOICE_MSG.save }));
    expect(await within(form).findByText(INVOICE_MSG.gstinState('29', 'Karnataka'))).toBeInTheDocument();
    expect(gstin).toHaveAttribute('aria-invalid', 'true');

    await user.clear(gstin);
    await user.type(gstin, '29AAGCB7383J1Z5');
    await user.click(within(form).getByRole('button', { name: INVOICE_MSG.save }));
    expect(await within(form).findByText(GST_MSG.gstinCheckCharacter)).toBeInTheDocument();
    expect(requestsSent(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('puts the server’s field messages under their fields', async () => {
    stubFetch(USERS.admin, {
      [GET]: () => json({ settings: SAVED }),
      [PUT]: () => apiError(400, 'Validation failed', { sac: INVOICE_MSG.sacFormat }),
    });
    const { user, form } = await openPage();
    await user.click(within(form).getByRole('button', { name: INVOICE_MSG.save }));
    expect(await within(form).findByText(INVOICE_MSG.sacFormat)).toBeInTheDocument();
  });

  it('stops charging GST after a confirmation', async () => {
    const fetchMock = stubFetch(USERS.admin, {
      [GET]: () => json({ settings: SAVED }),
      [DELETE]: () => json({ settings: null }),
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: INVOICE_MSG.clear }));
    const dialog = await screen.findByRole('alertdialog', { name: INVOICE_MSG.clearTitle });
    await user.click(within(dialog).getByRole('button', { name: INVOICE_MSG.clearConfirm }));
    expect(await screen.findByText(INVOICE_MSG.cleared)).toBeInTheDocument();
    expect(requestsSent(fetchMock, 'DELETE', INVOICE_API.sellerSettings)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(INVOICE_MSG.noGst));
    expect(within(screen.getByRole('form')).getByLabelText(INVOICE_MSG.legalName)).toHaveValue('');
  });

  it('shows an error with a retry when the settings cannot be fetched', async () => {
    stubFetch(USERS.admin, { [GET]: () => apiError(500, 'Server down') });
    renderApp('/Admin/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeInTheDocument();
  });
});
