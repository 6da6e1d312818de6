/**
 * Withdrawals over HTTP: the instructor's history and requests (each refusal with the spec's
 * message), the balance lock under 100 concurrent requests, the admins' list and decisions (once
 * only, concurrent ones included), who sees what, and the audit entries the decisions write.
 */
import { randomUUID } from 'node:crypto';
import {
  AUDIT_API,
  WITHDRAWAL_API,
  WITHDRAWAL_MSG,
  withdrawalProcessedMessage,
  type AdminWithdrawal,
  type AuditEntry,
  type Withdrawal,
} from '@cms/contract';
import { describe, expect, it } from 'vitest';
import { databaseDrivers, sql } from './helpers/app.js';
import { DECIDING_ADMINS, fundedInstructor, processPath, setUpi } from './helpers/sales.js';
import { createUser, expectErrorShape, type TestUser } from './helpers/users.js';
import { usualCast } from './helpers/people.js';
import { suiteWithUsers } from './helpers/suite.js';

describe.each(databaseDrivers)('withdrawals (%s)', (driver) => {
  const t = suiteWithUsers(driver, { ...DECIDING_ADMINS, ...usualCast('student') });

  const history = async (who: TestUser) => {
    const res = await who.client.get(WITHDRAWAL_API.history);
    expect(res.status, res.text).toBe(200);
    return res.body as { withdrawals: Withdrawal[]; balance: Record<string, number>; upi: string | null };
  };
  const requestWithdrawal = (who: TestUser, body: unknown) => who.client.post(WITHDRAWAL_API.request, body);
  async function requested(who: TestUser, amountPaise: number, remarks?: string): Promise<Withdrawal> {
    const res = await requestWithdrawal(who, { amountPaise, remarks });
    expect(res.status, res.text).toBe(201);
    return res.body.withdrawal as Withdrawal;
  }
  const processRequest = (who: TestUser, id: string, body: unknown) =>
    who.client.request('PUT', processPath(id), { json: body });
  const rowCount = async (instructorId: string) =>
    (
      await t.query<{ n: number }>(
        sql`select count(*)::int as n from withdrawals where instructor_id = ${instructorId}`,
      )
    )[0]!.n;
  const auditOf = async (id: string) => {
    const res = await t.admin.client.get(`${AUDIT_API.list}?entityType=withdrawal&entityId=${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body.entries as AuditEntry[];
  };

  describe('the instructor', () => {
    it('sees an empty history, the balance from the sales and the UPI ID of the profile', async () => {
      const ira = await fundedInstructor(t, [50_000, 25_000]);
      expect(await history(ira)).toEqual({
        success: true,
        withdrawals: [],
        balance: {
          earnedPaise: 75_000,
          approvedWithdrawalsPaise: 0,
          pendingWithdrawalsPaise: 0,
          paidOutPaise: 0,
          availablePaise: 75_000,
        },
        upi: 'teacher@okbank',
      });
    });

    it('requests within the balance: 201, the spec message, pending, the UPI ID copied, the amount held back', async () => {
      const ira = await fundedInstructor(t, [100_000]);
      const res = await requestWithdrawal(ira, {
        amountPaise: 40_000,
        remarks: '  for the laptop  ',
        status: 'approved',
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(WITHDRAWAL_MSG.submitted);
      expect(res.body.withdrawal).toMatchObject({
        amountPaise: 40_000,
        status: 'pending',
        remarks: 'for the laptop',
        adminRemarks: null,
        processedAt: null,
        upi: 'teacher@okbank',
      });
      expect(res.body.balance).toMatchObject({ pendingWithdrawalsPaise: 40_000, availablePaise: 60_000 });

      // The UPI ID is the one at the time of the request.
      await setUpi(t, ira.userId, 'new@okbank');
      const after = await history(ira);
      expect(after.withdrawals).toEqual([res.body.withdrawal]);
      expect(after.withdrawals[0]!.upi).toBe('teacher@okbank');
      expect(after.upi).toBe('new@okbank');
      expect(after.balance).toEqual({
        earnedPaise: 100_000,
        approvedWithdrawalsPaise: 0,
        pendingWithdrawalsPaise: 40_000,
        paidOutPaise: 0,
        availablePaise: 60_000,
      });

      // Blank remarks are stored as none; the history is newest first.
      const second = await requested(ira, 10_000, '   ');
      expect(second.remarks).toBeNull();
      expect((await history(ira)).withdrawals.map((w) => w.id)).toEqual([second.id, res.body.withdrawal.id]);
    });

    it('an invalid amount answers 400 with "Please enter a valid amount" and writes nothing', async () => {
      const ira = await fundedInstructor(t, [100_000]);
      for (const body of [
        { amountPaise: 0 },
        { amountPaise: -500 },
        { amountPaise: 100.5 },
        { amountPaise: '500' },
        { amountPaise: null },
        {},
        { remarks: 'no amount' },
      ]) {
        const res = await requestWithdrawal(ira, body);
        expectErrorShape(res, 400, 'BAD_REQUEST');
        expect(res.body.error.message, JSON.stringify(body)).toBe(WITHDRAWAL_MSG.invalidAmount);
        expect(res.body.error.fields.amountPaise).toBe(WITHDRAWAL_MSG.invalidAmount);
      }
      expect(await rowCount(ira.userId)).toBe(0);
    });

    it('more than the available balance answers 409 with the spec message; pending requests are held back', async () => {
      const ira = await fundedInstructor(t, [100_000]);
      const over = await requestWithdrawal(ira, { amountPaise: 100_001 });
      expectErrorShape(over, 409, 'INSUFFICIENT_BALANCE');
      expect(over.body.error.message).toBe(WITHDRAWAL_MSG.exceedsBalance);
      expect(over.body.error.fields).toEqual({ amountPaise: WITHDRAWAL_MSG.exceedsBalance });

      await requested(ira, 60_000);
      // 60,000 pending: only 40,000 left.
      const held = await requestWithdrawal(ira, { amountPaise: 40_001 });
      expectErrorShape(held, 409, 'INSUFFICIENT_BALANCE');
      expect(held.body.error.message).toBe(WITHDRAWAL_MSG.exceedsBalance);
      const rest = await requestWithdrawal(ira, { amountPaise: 40_000 });
      expect(rest.status, rest.text).toBe(201);
      expect(rest.body.balance.availablePaise).toBe(0);
      expectErrorShape(await requestWithdrawal(ira, { amountPaise: 1 }), 409, 'INSUFFICIENT_BALANCE');
      expect(await rowCount(ira.userId)).toBe(2);

      // An instructor who sold nothing has nothing to withdraw.
      const fresh = await createUser(t, 'Instructor', 'Nila Newcomer');
      expectErrorShape(await requestWithdrawal(fresh, { amountPaise: 100 }), 409, 'INSUFFICIENT_BALANCE');
    });

    it('without a UPI ID: history says null and a request answers 409 UPI_REQUIRED', async () => {
      const ira = await fundedInstructor(t, [100_000]);
      for (const blank of ['', '   ']) {
        await setUpi(t, ira.userId, blank);
        expect((await history(ira)).upi).toBeNull();
        const res = await requestWithdrawal(ira, { amountPaise: 1_000 });
        expectErrorShape(res, 409, 'UPI_REQUIRED');
        expect(res.body.error.message).toBe(WITHDRAWAL_MSG.upiRequired);
      }
      expect(await rowCount(ira.userId)).toBe(0);
      await setUpi(t, ira.userId, 'back@okbank');
      expect((await requested(ira, 1_000)).upi).toBe('back@okbank');
    });

    it('100 concurrent requests never take more than the balance: exactly those that fit are accepted', async () => {
      const earned = 10_000;
      const amount = 700;
      const fits = Math.floor(earned / amount); // 14
      const ira = await fundedInstructor(t, [6_000, 4_000]);
      const results = await Promise.all(
        Array.from({ length: 100 }, () => requestWithdrawal(ira, { amountPaise: amount })),
      );
      const accepted = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status !== 201);
      for (const r of refused) {
        expectErrorShape(r, 409, 'INSUFFICIENT_BALANCE');
        expect(r.body.error.message).toBe(WITHDRAWAL_MSG.exceedsBalance);
      }
      expect(accepted.length).toBe(fits);
      for (const r of accepted) expect(r.body.balance.availablePaise).toBeGreaterThanOrEqual(0);
      // Every accepted answer saw a different balance: the requests were serialised.
      expect(new Set(accepted.map((r) => r.body.balance.availablePaise)).size).toBe(fits);

      const [sums] = await t.query<{ n: number; total: number }>(
        sql`select count(*)::int as n, coalesce(sum(amount_paise), 0)::int as total from withdrawals
            where instructor_id = ${ira.userId}`,
      );
      expect(sums).toEqual({ n: fits, total: fits * amount });
      expect(sums!.total).toBeLessThanOrEqual(earned);
      const { balance } = await history(ira);
      expect(balance.pendingWithdrawalsPaise).toBe(fits * amount);
      expect(balance.availablePaise).toBe(earned - fits * amount);
      expect(balance.availablePaise).toBeGreaterThanOrEqual(0);
    });

    it("never sees another instructor's withdrawals, and cannot list or process any", async () => {
      const ira = await fundedInstructor(t, [100_000]);
      const ravi = await fundedInstructor(t, [80_000], 'Ravi Rival');
      const mine = await requested(ira, 1_000);
      const theirs = await requested(ravi, 2_000);
      const iraIds = (await history(ira)).withdrawals.map((w) => w.id);
      const raviHistory = await history(ravi);
      expect(iraIds).toEqual([mine.id]);
      expect(raviHistory.withdrawals.map((w) => w.id)).toEqual([theirs.id]);
      expect(raviHistory.balance.earnedPaise).toBe(80_000);

      expectErrorShape(await ira.client.get(WITHDRAWAL_API.admin), 403, 'FORBIDDEN');
      expectErrorShape(await processRequest(ira, theirs.id, { status: 'approved' }), 403, 'FORBIDDEN');
      expectErrorShape(await processRequest(ira, mine.id, { status: 'approved' }), 403, 'FORBIDDEN');
      expectErrorShape(await t.student.client.get(WITHDRAWAL_API.history), 403, 'FORBIDDEN');
      expectErrorShape(await requestWithdrawal(t.student, { amountPaise: 100 }), 403, 'FORBIDDEN');
      expectErrorShape(await requestWithdrawal(t.admin, { amountPaise: 100 }), 403, 'FORBIDDEN');
      expectErrorShape(await t.client().get(WITHDRAWAL_API.history), 401, 'UNAUTHENTICATED');
    });
  });

  describe('the admin', () => {
    it('approves a pending request: the message, the remarks, the balance moves from pending to approved', async () => {
      const ira = await fundedInstructor(t, [200_000]);
      const w = await requested(ira, 123_400);
      const res = await processRequest(t.admin, w.id, { status: 'approved', remarks: ' Paid by UPI ' });
      expect(res.status, res.text).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.message).toBe(withdrawalProcessedMessage('approved'));
      expect(res.body.message).toBe('Withdrawal request approved successfully');
      expect(res.body.withdrawal).toMatchObject({
        id: w.id,
        amountPaise: 123_400,
        status: 'approved',
        adminRemarks: 'Paid by UPI',
        upi: 'teacher@okbank',
        instructor: { id: ira.userId, name: 'Ira Instructor', email: ira.creds.email },
      });
      expect(Date.parse(res.body.withdrawal.processedAt)).not.toBeNaN();

      const mine = await history(ira);
      expect(mine.withdrawals[0]).toMatchObject({ id: w.id, status: 'approved', adminRemarks: 'Paid by UPI' });
      expect(mine.balance).toMatchObject({
        approvedWithdrawalsPaise: 123_400,
        pendingWithdrawalsPaise: 0,
        availablePaise: 200_000 - 123_400,
      });
      const [row] = await t.query<{ processed_by: string }>(
        sql`select processed_by from withdrawals where id = ${w.id}`,
      );
      expect(row!.processed_by).toBe(t.admin.userId);
    });

    it('rejecting gives the amount back; a rejected request cannot be approved afterwards (409)', async () => {
      const ira = await fundedInstructor(t, [50_000]);
      const w = await requested(ira, 50_000);
      expect((await history(ira)).balance.availablePaise).toBe(0);
      const rejected = await processRequest(t.admin, w.id, { status: 'rejected', remarks: 'Wrong UPI ID' });
      expect(rejected.status, rejected.text).toBe(200);
      expect(rejected.body.message).toBe('Withdrawal request rejected successfully');
      expect((await history(ira)).balance).toMatchObject({ pendingWithdrawalsPaise: 0, availablePaise: 50_000 });

      for (const status of ['approved', 'rejected']) {
        const again = await processRequest(t.admin, w.id, { status });
        expectErrorShape(again, 409, 'ALREADY_PROCESSED');
        expect(again.body.error.message).toBe(WITHDRAWAL_MSG.alreadyProcessed);
      }
      const [row] = await t.query<{ status: string; admin_remarks: string }>(
        sql`select status, admin_remarks from withdrawals where id = ${w.id}`,
      );
      expect(row).toEqual({ status: 'rejected', admin_remarks: 'Wrong UPI ID' });
      expect(await auditOf(w.id)).toHaveLength(1);
    });

    it('refuses to approve (409) when the balance is below zero (a sale reversed since the request); rejecting still works', async () => {
      const ira = await fundedInstructor(t, [30_000, 20_000]);
      const w = await requested(ira, 40_000);
      expect((await history(ira)).balance.availablePaise).toBe(10_000);
      // One of the sales is reversed after the request: 30,000 earned against 40,000 asked.
      await t.query(sql`update orders set status = 'Rejected'
        where instructor_id = ${ira.userId} and price_paise = 20000`);
      expect((await history(ira)).balance.availablePaise).toBe(-10_000);

      const refused = await processRequest(t.admin, w.id, { status: 'approved' });
      expectErrorShape(refused, 409, 'INSUFFICIENT_BALANCE');
      expect(refused.body.error.message).toBe(WITHDRAWAL_MSG.approvalExceedsBalance);
      const [row] = await t.query<{ status: string }>(sql`select status from withdrawals where id = ${w.id}`);
      expect(row!.status).toBe('pending');
      expect(await auditOf(w.id)).toHaveLength(0);

      const rejected = await processRequest(t.admin, w.id, { status: 'rejected' });
      expect(rejected.status, rejected.text).toBe(200);
      expect((await history(ira)).balance.availablePaise).toBe(30_000);
    });

    it('two concurrent decisions on one request: exactly one 200 and one 409', async () => {
      const ira = await fundedInstructor(t, [90_000]);
      for (const [first, second] of [
        ['approved', 'approved'],
        ['approved', 'rejected'],
      ] as const) {
        const w = await requested(ira, 10_000);
        const results = await Promise.all([
          processRequest(t.admin, w.id, { status: first, remarks: 'first' }),
          processRequest(t.secondAdmin, w.id, { status: second, remarks: 'second' }),
        ]);
        const statuses = results.map((r) => r.status).sort();
        expect(statuses, results.map((r) => r.text).join('\n')).toEqual([200, 409]);
        const winner = results.find((r) => r.status === 200)!;
        const loser = results.find((r) => r.status === 409)!;
        expectErrorShape(loser, 409, 'ALREADY_PROCESSED');
        const [row] = await t.query<{ status: string; admin_remarks: string }>(
          sql`select status, admin_remarks from withdrawals where id = ${w.id}`,
        );
        expect(row).toEqual({
          status: winner.body.withdrawal.status,
          admin_remarks: winner.body.withdrawal.adminRemarks,
        });
        const entries = await auditOf(w.id);
        expect(entries).toHaveLength(1);
        expect(entries[0]!.after).toEqual({ status: row!.status, adminRemarks: row!.admin_remarks });
      }
    });

    it('processing: unknown id 404, malformed id and bad decisions 400', async () => {
      const missing = await processRequest(t.admin, randomUUID(), { status: 'approved' });
      expectErrorShape(missing, 404, 'WITHDRAWAL_NOT_FOUND');
      expect(missing.body.error.message).toBe(WITHDRAWAL_MSG.notFound);
      const malformed = await processRequest(t.admin, 'not-a-uuid', { status: 'approved' });
      expectErrorShape(malformed, 400, 'BAD_REQUEST');
      expect(malformed.body.error.message).toBe(WITHDRAWAL_MSG.notFound);
      const ira = await fundedInstructor(t, [10_000]);
      const w = await requested(ira, 1_000);
      for (const body of [
        {},
        { status: 'pending' },
        { status: 'Approved' },
        { status: 'approved', remarks: 'x'.repeat(501) },
      ]) {
        expectErrorShape(await processRequest(t.admin, w.id, body), 400, 'BAD_REQUEST');
      }
      expect((await history(ira)).withdrawals[0]!.status).toBe('pending');
    });

    it('lists every request with the instructor, newest first, filtered by status, paginated, with the pending count', async () => {
      const ira = await fundedInstructor(t, [100_000]);
      const ravi = await fundedInstructor(t, [100_000], 'Ravi Rival');
      const a = await requested(ira, 1_000);
      const b = await requested(ravi, 2_000);
      const c = await requested(ira, 3_000);
      await processRequest(t.admin, b.id, { status: 'approved' });

      const all = await t.admin.client.get(`${WITHDRAWAL_API.admin}?pageSize=100`);
      expect(all.status, all.text).toBe(200);
      const [counts] = await t.query<{ total: number; pending: number }>(
        sql`select count(*)::int as total, (count(*) filter (where status = 'pending'))::int as pending from withdrawals`,
      );
      expect(all.body).toMatchObject({
        success: true,
        total: counts!.total,
        pending: counts!.pending,
        page: 1,
        pageSize: 100,
      });
      const rows = all.body.withdrawals as AdminWithdrawal[];
      expect(rows).toHaveLength(Math.min(100, counts!.total));
      const dates = rows.map((w) => Date.parse(w.date));
      expect(dates).toEqual([...dates].sort((x, y) => y - x));
      const ids = rows.map((w) => w.id);
      expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(b.id));
      expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
      expect(rows.find((w) => w.id === b.id)).toMatchObject({
        amountPaise: 2_000,
        status: 'approved',
        upi: 'teacher@okbank',
        instructor: { id: ravi.userId, name: 'Ravi Rival', email: ravi.creds.email },
      });

      for (const status of ['pending', 'approved', 'rejected'] as const) {
        const res = await t.admin.client.get(`${WITHDRAWAL_API.admin}?status=${status}&pageSize=100`);
        expect(res.status, res.text).toBe(200);
        const [n] = await t.query<{ n: number }>(
          sql`select count(*)::int as n from withdrawals where status = ${status}`,
        );
        expect(res.body.total).toBe(n!.n);
        expect(res.body.pending).toBe(counts!.pending);
        for (const w of res.body.withdrawals as AdminWithdrawal[]) expect(w.status).toBe(status);
      }
      const approved = (await t.admin.client.get(`${WITHDRAWAL_API.admin}?status=approved&pageSize=100`)).body
        .withdrawals as AdminWithdrawal[];
      expect(approved.map((w) => w.id)).toContain(b.id);
      expect(approved.map((w) => w.id)).not.toContain(a.id);

      const page2 = await t.admin.client.get(`${WITHDRAWAL_API.admin}?page=2&pageSize=2`);
      expect(page2.body).toMatchObject({ page: 2, pageSize: 2, total: counts!.total });
      expect((page2.body.withdrawals as AdminWithdrawal[]).map((w) => w.id)).toEqual(ids.slice(2, 4));

      expectErrorShape(await t.admin.client.get(`${WITHDRAWAL_API.admin}?status=paid`), 400);
      expectErrorShape(await t.admin.client.get(`${WITHDRAWAL_API.admin}?pageSize=1000`), 400);
    });
  });

  describe('the audit log', () => {
    it('records each decision with the admin, before and after, and a summary; the log refuses changes', async () => {
      const ira = await fundedInstructor(t, [200_000]);
      const w = await requested(ira, 123_400);
      expect(await auditOf(w.id)).toEqual([]);
      const res = await processRequest(t.admin, w.id, { status: 'approved', remarks: 'Sent' });
      expect(res.status, res.text).toBe(200);
      const [entry] = await auditOf(w.id);
      expect(entry).toMatchObject({
        actor: { id: t.admin.userId, name: 'Asha Admin', email: t.admin.creds.email, role: 'Admin' },
        action: 'withdrawal.approved',
        entityType: 'withdrawal',
        entityId: w.id,
        summary: '₹1,234.00 for Ira Instructor',
        before: { status: 'pending', adminRemarks: null },
        after: { status: 'approved', adminRemarks: 'Sent' },
      });
      expect(Date.parse(entry!.at)).toBeGreaterThanOrEqual(Date.parse(res.body.withdrawal.processedAt) - 1);

      const r = await requested(ira, 5_000);
      await processRequest(t.admin, r.id, { status: 'rejected' });
      const rejected = await t.admin.client.get(`${AUDIT_API.list}?action=withdrawal.rejected&pageSize=100`);
      expect((rejected.body.entries as AuditEntry[]).map((e) => e.entityId)).toContain(r.id);
      expect((rejected.body.entries as AuditEntry[]).every((e) => e.action === 'withdrawal.rejected')).toBe(true);

      // Append-only: the database itself refuses to change or remove an entry.
      await expect(
        t.app.db.execute(sql`update audit_log set summary = 'forged' where entity_id = ${w.id}`),
      ).rejects.toThrow();
      await expect(t.app.db.execute(sql`delete from audit_log where entity_id = ${w.id}`)).rejects.toThrow();
      await expect(t.app.db.execute(sql`truncate audit_log`)).rejects.toThrow();
      expect((await auditOf(w.id))[0]).toEqual(entry);
    });
  });
});
