/**
 * The seller's GST settings (admins): read, saved and removed, each change audited in its own
 * transaction. Saved, orders paid from then on get tax invoices; removed, plain receipts.
 */
import { GST_MSG, gstStateCodeOf, gstStateNameOf, type SellerSettings, type SellerSettingsInput } from '@cms/contract';
import { badRequest } from '../../errors/index.js';
import { iso } from '../../dates/iso.js';
import type { Handle } from '../../db/repository.js';
import type { AuditRepository } from '../audit/repository.js';
import type { InvoiceRepository, SellerSettingsRow } from './repository.js';

/**
 * How the audit log (uuid entity ids) names the settings, a single row of id 1: a fixed UUID of
 * the version 4 shape (so that the audit list's entityId filter takes it).
 */
export const SELLER_SETTINGS_AUDIT_ID = '00000000-0000-4000-8000-000000000001';

export function toSellerSettings(row: SellerSettingsRow): SellerSettings {
  return {
    legalName: row.legalName,
    address: row.address,
    state: gstStateNameOf(row.stateCode) ?? row.stateCode,
    stateCode: row.stateCode,
    gstin: row.gstin,
    sac: row.sac,
    gstRatePercent: row.rateBp / 100,
    updatedAt: iso(row.updatedAt),
  };
}

/** What the audit log keeps of the settings (no timestamps). */
const snapshot = (row: SellerSettingsRow | null) =>
  row && {
    legalName: row.legalName,
    address: row.address,
    stateCode: row.stateCode,
    gstin: row.gstin,
    sac: row.sac,
    rateBp: row.rateBp,
  };

export class SellerSettingsService {
  constructor(
    private readonly repo: InvoiceRepository,
    private readonly audit: AuditRepository,
  ) {}

  /** The seller's GST as checkout prices with it (state and rate), or null without settings (checkout's SellerTaxes port). */
  async sellerTax(db?: Handle): Promise<{ stateCode: string; rateBp: number } | null> {
    const row = await this.repo.settings(db);
    return row && { stateCode: row.stateCode, rateBp: row.rateBp };
  }

  async get(): Promise<{ settings: SellerSettings | null }> {
    const row = await this.repo.settings();
    return { settings: row && toSellerSettings(row) };
  }

  async save(adminId: string, input: SellerSettingsInput): Promise<{ settings: SellerSettings }> {
    const stateCode = gstStateCodeOf(input.state);
    // The contract's schema parsed the state: a name of GST_STATES.
    if (!stateCode) throw badRequest(GST_MSG.billingState, { state: GST_MSG.billingState });
    const row = await this.repo.transaction(async (tx) => {
      const before = await this.repo.lockSettings(tx);
      const saved = await this.repo.saveSettings(tx, {
        legalName: input.legalName,
        address: input.address,
        stateCode,
        gstin: input.gstin,
        sac: input.sac,
        rateBp: Math.round(input.gstRatePercent * 100),
      });
      await this.audit.write(tx, {
        actorId: adminId,
        action: 'seller-settings.saved',
        entityType: 'seller-settings',
        entityId: SELLER_SETTINGS_AUDIT_ID,
        summary: `GST settings saved: ${saved.legalName}, GSTIN ${saved.gstin}, ${saved.rateBp / 100} %`,
        before: snapshot(before),
        after: snapshot(saved),
      });
      return saved;
    });
    return { settings: toSellerSettings(row) };
  }

  /** No GST from now on (plain receipts); already issued invoices stay. Removing none is a no-op, not audited. */
  async remove(adminId: string): Promise<{ settings: null }> {
    await this.repo.transaction(async (tx) => {
      const removed = await this.repo.deleteSettings(tx);
      if (!removed) return;
      await this.audit.write(tx, {
        actorId: adminId,
        action: 'seller-settings.removed',
        entityType: 'seller-settings',
        entityId: SELLER_SETTINGS_AUDIT_ID,
        summary: `GST settings removed (were ${removed.legalName}, GSTIN ${removed.gstin}): plain receipts from now on`,
        before: snapshot(removed),
        after: null,
      });
    });
    return { settings: null };
  }
}
