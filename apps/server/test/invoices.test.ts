/**
 * GST tax invoices, receipts and credit notes (issue 21 item 2), on both drivers: the seller's
 * settings (admins only, validated, audited); the document issued in the capture's transaction (a
 * tax invoice with CGST + SGST within the seller's state, IGST between states, the order's tax
 * lines and earning following; a plain receipt without settings); the tax lines and taxable value
 * summing to the price for odd prices; numbers consecutive with no gap or duplicate under 50
 * concurrent captures and given back by a rolled back one; the PDF's text and who may fetch it;
 * credit notes in their own series, one per invoice.
 */
import { randomUUID } from 'node:crypto';
import {
  GST_MSG,
  INVOICE_API,
  INVOICE_MSG,
  ORDER_API,
  creditNotePdfPath,
  invoiceApiPath,
  invoicePdfPath,
  orderRefundPath,
  type InvoiceDocument,
} from '@cms/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { financialYear, invoiceNumber } from '../src/modules/invoices/numbering.js';
import { appDrivers, databaseDrivers, sql, type TestApp } from './helpers/app.js';
import { insertOrder, insertUser } from './helpers/earnings.js';
import { publishedCourse } from './helpers/orders.js';
import { pressSandboxButton, returnOf } from './helpers/sandbox-checkout.js';
import { usualCast } from './helpers/people.js';
import { freePort } from './helpers/postgres.js';
import { startSmtp, type SmtpSink } from './helpers/smtp.js';
import { suiteWithUsers } from './helpers/suite.js';
import { expectErrorShape, type TestUser } from './helpers/users.js';

/** Valid GSTINs (format and check character) of Karnataka (29) and Maharashtra (27). */
const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

const SETTINGS = {
  legalName: 'CMS Learning Private Limited',
  address: '12 MG Road, Bengaluru 560001',
  state: 'Karnataka',
  gstin: KARNATAKA_GSTIN,
};

const CAST = { ...usualCast('admin', 'instructor', 'student', 'lead'), other: ['Student', 'Omar Other'] } as const;

interface InvoiceRecord {
  id: string;
  order_id: string;
  kind: string;
  number: string;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  total_paise: number;
  rate_bp: number;
  sac: string | null;
  parties: { seller: { gstin: string } | null; buyer: { name: string; stateCode: string | null } };
}

const fy = () => financialYear(new Date());
const serialOf = (number: string) => Number(number.split('/').pop());

/** Buy Now with the billing state (its GST code written on the order), approve, capture. */
async function buy(
  t: TestApp,
  buyer: TestUser,
  courseId: string,
  billingState: string | null,
  stateCode: string | null,
) {
  const created = await buyer.client.post(ORDER_API.create, { courseId, ...(billingState && { billingState }) });
  expect(created.status, created.text).toBe(201);
  const { orderId, approvalUrl } = created.body as { orderId: string; approvalUrl: string };
  await t.query(sql`update orders set billing_state = ${stateCode} where id = ${orderId}`);
  const paymentId = decodeURIComponent(approvalUrl.split('/').pop()!);
  const back = returnOf(await pressSandboxButton(buyer.client, paymentId, 'approve'));
  const res = await buyer.client.post(ORDER_API.capture, {
    paymentId: back.paymentId,
    payerId: back.payerId,
    orderId,
  });
  expect(res.status, res.text).toBe(200);
  return orderId;
}

describe.each(databaseDrivers)('GST invoices (%s)', (driver) => {
  const t = suiteWithUsers(driver, CAST);

  const putSettings = (who: TestUser, body: unknown) =>
    who.client.request('PUT', INVOICE_API.sellerSettings, { json: body });
  const clearSettings = (who: TestUser) => who.client.request('DELETE', INVOICE_API.sellerSettings);

  const invoiceOf = async (orderId: string) => {
    const [row] = await t.query<InvoiceRecord>(sql`select * from invoices where order_id = ${orderId}`);
    expect(row, `invoice of ${orderId}`).toBeDefined();
    return row!;
  };
  const orderTaxes = async (orderId: string) => {
    const [row] = await t.query<{
      price_paise: number;
      cgst_paise: number;
      sgst_paise: number;
      igst_paise: number;
      earning_paise: number;
    }>(sql`select price_paise, cgst_paise, sgst_paise, igst_paise, earning_paise from orders where id = ${orderId}`);
    return row!;
  };

  describe('seller settings', () => {
    it('are none at first, for admins only', async () => {
      const res = await t.admin.client.get(INVOICE_API.sellerSettings);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ settings: null });
      expectErrorShape(await t.student.client.get(INVOICE_API.sellerSettings), 403);
      expectErrorShape(await putSettings(t.instructor, SETTINGS), 403);
      expectErrorShape(await clearSettings(t.lead), 403);
    });

    it.each([
      ['a GSTIN of another state', { gstin: MAHARASHTRA_GSTIN }, 'gstin', INVOICE_MSG.gstinState('29', 'Karnataka')],
      ['a wrong check character', { gstin: '29AAGCB7383J1Z5' }, 'gstin', GST_MSG.gstinCheckCharacter],
      ['a SAC of 5 digits', { sac: '99929' }, 'sac', INVOICE_MSG.sacFormat],
      ['a rate of 7 %', { gstRatePercent: 7 }, 'gstRatePercent', INVOICE_MSG.gstRateChoice],
      ['an unknown state', { state: 'Atlantis' }, 'state', INVOICE_MSG.stateRequired],
      ['no legal name', { legalName: '  ' }, 'legalName', INVOICE_MSG.legalNameRequired],
    ])('refuse %s with a field message', async (_what, change, field, message) => {
      const res = await putSettings(t.admin, { ...SETTINGS, ...change });
      expectErrorShape(res, 400);
      expect(res.body.error.fields[field]).toBe(message);
      expect((await t.admin.client.get(INVOICE_API.sellerSettings)).body).toEqual({ settings: null });
    });

    it('are saved with the state as its code, SAC 999293 and 18 % by default, and audited', async () => {
      const res = await putSettings(t.admin, { ...SETTINGS, gstin: KARNATAKA_GSTIN.toLowerCase() });
      expect(res.status, res.text).toBe(200);
      expect(res.body.settings).toMatchObject({
        ...SETTINGS,
        stateCode: '29',
        sac: '999293',
        gstRatePercent: 18,
      });
      const [row] = await t.query<{ state_code: string; rate_bp: number; gstin: string }>(
        sql`select state_code, rate_bp, gstin from seller_settings`,
      );
      expect(row).toEqual({ state_code: '29', rate_bp: 1800, gstin: KARNATAKA_GSTIN });
      const audit = await t.query<{ action: string; actor_id: string }>(
        sql`select action, actor_id from audit_log where entity_type = 'seller-settings' order by created_at`,
      );
      expect(audit).toEqual([{ action: 'seller-settings.saved', actor_id: t.admin.userId }]);
      expect((await t.admin.client.get(INVOICE_API.sellerSettings)).body.settings.legalName).toBe(SETTINGS.legalName);
    });
  });

  describe('issued on payment', () => {
    let courseId: string;
    let intraOrder: string;
    let intraInvoice: InvoiceRecord;

    it('within the seller’s state: a tax invoice with CGST + SGST; the order’s tax lines and earning follow', async () => {
      await putSettings(t.admin, SETTINGS);
      courseId = await publishedCourse(t.instructor, 499, 'GST for Beginners');
      intraOrder = await buy(t, t.student, courseId, 'Karnataka', '29');
      intraInvoice = await invoiceOf(intraOrder);
      expect(intraInvoice).toMatchObject({
        kind: 'tax_invoice',
        number: invoiceNumber('CMS', fy(), 1),
        total_paise: 49_900,
        taxable_paise: 42_288,
        cgst_paise: 3806,
        sgst_paise: 3806,
        igst_paise: 0,
        rate_bp: 1800,
        sac: '999293',
      });
      expect(intraInvoice.number).toMatch(/^CMS\/\d{2}-\d{2}\/000001$/);
      expect(intraInvoice.parties.seller?.gstin).toBe(KARNATAKA_GSTIN);
      expect(intraInvoice.parties.buyer).toMatchObject({ name: 'Sana Student', stateCode: '29' });
      expect(await orderTaxes(intraOrder)).toEqual({
        price_paise: 49_900,
        cgst_paise: 3806,
        sgst_paise: 3806,
        igst_paise: 0,
        earning_paise: 42_288,
      });
    });

    it('in another state: IGST, the next number', async () => {
      const orderId = await buy(t, t.lead, courseId, 'Maharashtra', '27');
      expect(await invoiceOf(orderId)).toMatchObject({
        kind: 'tax_invoice',
        number: invoiceNumber('CMS', fy(), 2),
        taxable_paise: 42_288,
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 7612,
      });
      expect((await orderTaxes(orderId)).earning_paise).toBe(42_288);
    });

    it('the JSON of an invoice: parties, place of supply, amount in words', async () => {
      const res = await t.student.client.get(invoiceApiPath(intraInvoice.id));
      expect(res.status, res.text).toBe(200);
      const doc = res.body as InvoiceDocument;
      expect(doc).toMatchObject({
        orderId: intraOrder,
        kind: 'tax_invoice',
        number: intraInvoice.number,
        seller: { gstin: KARNATAKA_GSTIN, state: 'Karnataka', stateCode: '29' },
        buyer: { name: 'Sana Student', state: 'Karnataka', gstin: null },
        placeOfSupply: 'Karnataka',
        ratePercent: 18,
        amountInWords: 'Rupees Four Hundred Ninety Nine Only',
        pdfUrl: invoicePdfPath(intraInvoice.id),
      });
    });

    it('the PDF holds the number, the GSTIN and the tax split; for the buyer and admins only', async () => {
      const res = await t.student.client.get(invoicePdfPath(intraInvoice.id));
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${intraInvoice.number.replaceAll('/', '-')}.pdf"`,
      );
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.bytes)), { mergePages: true });
      for (const part of [
        INVOICE_MSG.taxInvoice,
        intraInvoice.number,
        KARNATAKA_GSTIN,
        SETTINGS.legalName,
        'GST for Beginners',
        '999293',
        'CGST @ 9 %',
        'SGST @ 9 %',
        'INR 38.06',
        'INR 422.88',
        'INR 499.00',
        'Rupees Four Hundred Ninety Nine Only',
      ]) {
        expect(text).toContain(part);
      }
      expect(text).not.toContain('IGST');

      expect((await t.admin.client.get(invoicePdfPath(intraInvoice.id))).status).toBe(200);
      expect((await t.admin.client.get(invoiceApiPath(intraInvoice.id))).status).toBe(200);
      for (const who of [t.other, t.lead, t.instructor]) {
        expectErrorShape(await who.client.get(invoicePdfPath(intraInvoice.id)), 404);
        expectErrorShape(await who.client.get(invoiceApiPath(intraInvoice.id)), 404);
      }
      expectErrorShape(await t.client().get(invoicePdfPath(intraInvoice.id)), 401);
      expectErrorShape(await t.admin.client.get(invoicePdfPath(randomUUID())), 404);
      expectErrorShape(await t.admin.client.get(invoicePdfPath('not-an-id')), 400);
    });

    it('an IGST invoice’s PDF names IGST at the whole rate', async () => {
      const [row] = await t.query<{ id: string }>(sql`select id from invoices where igst_paise > 0 limit 1`);
      const res = await t.admin.client.get(invoicePdfPath(row!.id));
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.bytes)), { mergePages: true });
      expect(text).toContain('IGST @ 18 %');
      expect(text).toContain('INR 76.12');
      expect(text).toContain(`${INVOICE_MSG.placeOfSupply}: Maharashtra (27)`);
      expect(text).not.toContain('CGST');
    });

    it('lists orders’ documents for the purchases page (invoiceOfOrders)', async () => {
      const refs = await t.app.services.invoices.invoiceOfOrders([intraOrder, randomUUID()]);
      expect([...refs.entries()]).toEqual([
        [intraOrder, { id: intraInvoice.id, number: intraInvoice.number, kind: 'tax_invoice' }],
      ]);
    });
  });

  describe('rounding to the paisa', () => {
    it.each([1, 101, 499, 999, 1001, 4999])(
      'a ₹%i order: taxable value and tax lines sum to the price',
      async (rupees) => {
        await putSettings(t.admin, { ...SETTINGS, gstRatePercent: 18 });
        const courseId = await publishedCourse(t.instructor, rupees, `Odd price ${rupees}`);
        const intra = await insertOrder(t, {
          buyer: await insertUser(t, 'Ravi Rounding'),
          courseId,
          pricePaise: rupees * 100 + 1,
          status: 'Approval',
          createdAt: new Date(),
        });
        const inter = await insertOrder(t, {
          buyer: await insertUser(t, 'Rita Rounding'),
          courseId,
          pricePaise: rupees * 100 + 1,
          status: 'Approval',
          createdAt: new Date(),
        });
        await t.query(sql`update orders set billing_state = '29' where id = ${intra}`);
        await t.query(sql`update orders set billing_state = '07' where id = ${inter}`);
        await t.app.db.transaction(async (tx) => {
          await t.app.services.documents.issue(tx, intra);
          await t.app.services.documents.issue(tx, inter);
        });
        for (const orderId of [intra, inter]) {
          const inv = await invoiceOf(orderId);
          expect(inv.taxable_paise + inv.cgst_paise + inv.sgst_paise + inv.igst_paise).toBe(rupees * 100 + 1);
          expect(inv.sgst_paise - inv.cgst_paise).toBeGreaterThanOrEqual(0);
          expect(inv.sgst_paise - inv.cgst_paise).toBeLessThanOrEqual(1);
          const order = await orderTaxes(orderId);
          expect(order.cgst_paise + order.sgst_paise + order.igst_paise + order.earning_paise).toBe(order.price_paise);
          expect(order.earning_paise).toBe(inv.taxable_paise);
        }
      },
    );
  });

  describe('numbers', () => {
    it('50 concurrent captures take numbers consecutive with no gap and no duplicate', async () => {
      await putSettings(t.admin, SETTINGS);
      const courseId = await publishedCourse(t.instructor, 299, 'Busy course');
      const orders = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const id = await insertOrder(t, {
            buyer: await insertUser(t, `Buyer ${i}`),
            courseId,
            pricePaise: 29_900,
            status: 'Pending',
            createdAt: new Date(),
          });
          const paymentId = `SBX-${randomUUID()}`;
          await t.query(
            sql`update orders set payment_id = ${paymentId}, billing_state = ${i % 2 ? '29' : '33'} where id = ${id}`,
          );
          await t.query(sql`insert into sandbox_payments (id, order_id, amount_paise, currency, status, payer_id, return_url, cancel_url)
            values (${paymentId}, ${id}, 29900, 'INR', 'APPROVED', 'PAYER1', ${t.url}, ${t.url})`);
          return (await t.app.services.orders.repo.byId(id))!;
        }),
      );
      const settled = await Promise.all(orders.map((order) => t.app.services.orders.settle(order, t.url)));
      expect(settled.map((s) => s.outcome)).toEqual(orders.map(() => 'paid'));

      const rows = await t.query<{ number: string }>(
        sql`select number from invoices where kind = 'tax_invoice' and financial_year = ${fy()}`,
      );
      const serials = rows.map((r) => serialOf(r.number)).sort((a, b) => a - b);
      expect(serials).toEqual(Array.from({ length: serials.length }, (_, i) => i + 1));
      const [series] = await t.query<{ last_number: number }>(
        sql`select last_number from document_series where kind = 'invoice' and financial_year = ${fy()}`,
      );
      expect(series!.last_number).toBe(serials.length);
      const busy = await t.query<{ n: number }>(
        sql`select count(*)::int as n from invoices i join orders o on o.id = i.order_id where o.course_id = ${courseId}`,
      );
      expect(busy[0]!.n).toBe(50);
    });

    it('a rolled back issue gives its number back', async () => {
      const courseId = await publishedCourse(t.instructor, 199, 'Rollback course');
      const orderId = await insertOrder(t, {
        buyer: await insertUser(t, 'Rolf Back'),
        courseId,
        pricePaise: 19_900,
        status: 'Approval',
        createdAt: new Date(),
      });
      await t.query(sql`update orders set billing_state = '29' where id = ${orderId}`);
      const last = async () =>
        (
          await t.query<{ last_number: number }>(
            sql`select last_number from document_series where kind = 'invoice' and financial_year = ${fy()}`,
          )
        )[0]!.last_number;
      const before = await last();
      await expect(
        t.app.db.transaction(async (tx) => {
          const issued = await t.app.services.documents.issue(tx, orderId);
          expect(serialOf(issued.number)).toBe(before + 1);
          throw new Error('capture failed later');
        }),
      ).rejects.toThrow('capture failed later');
      expect(await last()).toBe(before);
      expect(await t.query(sql`select 1 from invoices where order_id = ${orderId}`)).toHaveLength(0);
      const issued = await t.app.db.transaction((tx) => t.app.services.documents.issue(tx, orderId));
      expect(serialOf(issued.number)).toBe(before + 1);
      // Issued again (a replayed capture): the same document, no new number.
      const again = await t.app.db.transaction((tx) => t.app.services.documents.issue(tx, orderId));
      expect(again).toEqual(issued);
      expect(await last()).toBe(before + 1);
    });
  });

  describe('credit notes', () => {
    async function refundOf(orderId: string, userId: string) {
      const [row] = await t.query<{ id: string }>(sql`insert into refunds (order_id, requested_by, reason, amount_paise)
        values (${orderId}, ${userId}, 'Not what I expected', 100) returning id`);
      return row!.id;
    }

    it('copy the invoice’s amounts, take numbers of their own series, one per invoice', async () => {
      const [first, second] = await t.query<{ id: string; order_id: string; user_id: string }>(
        sql`select i.id, i.order_id, o.user_id from invoices i join orders o on o.id = i.order_id
          where i.kind = 'tax_invoice' order by i.number limit 2`,
      );
      const issue = (invoiceId: string, refundId: string) =>
        t.app.db.transaction((tx) =>
          t.app.services.documents.issueCreditNote(tx, { invoiceId, refundId, reason: 'Not what I expected' }),
        );
      const refund1 = await refundOf(first!.order_id, first!.user_id);
      const [note, twice] = await Promise.all([issue(first!.id, refund1), issue(first!.id, refund1)]);
      expect(twice).toEqual(note);
      expect(note!.number).toBe(invoiceNumber('CN', fy(), 1));
      const invoice = await t.query<InvoiceRecord>(sql`select * from invoices where id = ${first!.id}`);
      expect(note).toMatchObject({
        invoiceId: first!.id,
        refundId: refund1,
        taxablePaise: invoice[0]!.taxable_paise,
        cgstPaise: invoice[0]!.cgst_paise,
        sgstPaise: invoice[0]!.sgst_paise,
        igstPaise: invoice[0]!.igst_paise,
        totalPaise: invoice[0]!.total_paise,
      });
      const next = await issue(second!.id, await refundOf(second!.order_id, second!.user_id));
      expect(next.number).toBe(invoiceNumber('CN', fy(), 2));

      // Its PDF: the order's buyer and admins.
      expect(first!.user_id).toBe(t.student.userId);
      const res = await t.student.client.get(creditNotePdfPath(note!.id));
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="${note!.number.replaceAll('/', '-')}.pdf"`,
      );
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.bytes)), { mergePages: true });
      expect(text).toContain(INVOICE_MSG.creditNote);
      expect(text).toContain(note!.number);
      expect(text).toContain('Not what I expected');
      expect(text).toMatch(/Against invoice CMS\//);
      expectErrorShape(await t.other.client.get(creditNotePdfPath(note!.id)), 404);
      expectErrorShape(await t.admin.client.get(creditNotePdfPath(randomUUID())), 404);
    });
  });

  describe('without GST settings', () => {
    it('removing them is audited; an order paid then gets a plain receipt with no tax lines', async () => {
      const res = await clearSettings(t.admin);
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ settings: null });
      const audit = await t.query<{ action: string }>(
        sql`select action from audit_log where entity_type = 'seller-settings' order by created_at desc limit 1`,
      );
      expect(audit[0]!.action).toBe('seller-settings.removed');

      const courseId = await publishedCourse(t.instructor, 349, 'No GST course');
      const orderId = await buy(t, t.other, courseId, null, null);
      const receipt = await invoiceOf(orderId);
      expect(receipt).toMatchObject({
        kind: 'receipt',
        number: invoiceNumber('RCT', fy(), 1),
        taxable_paise: 34_900,
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 0,
        total_paise: 34_900,
        rate_bp: 0,
        sac: null,
      });
      expect(receipt.parties.seller).toBeNull();
      expect(await orderTaxes(orderId)).toMatchObject({
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 0,
        earning_paise: 34_900,
      });

      const pdf = await t.other.client.get(invoicePdfPath(receipt.id));
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
      expect(text).toContain(INVOICE_MSG.receipt);
      expect(text).toContain(receipt.number);
      expect(text).toContain(INVOICE_MSG.noTax);
      expect(text).not.toMatch(/[CSI]GST @/);
    });
  });
});

describe.each(appDrivers)('the receipt mail carries the invoice (%s)', (driver) => {
  let smtp: SmtpSink;
  const t = suiteWithUsers(driver, usualCast('admin', 'instructor', 'student'), async () => {
    smtp = await startSmtp();
    const port = await freePort();
    // A long poll: the test runs the worker itself.
    return { port, env: { SMTP_URL: smtp.url, PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_POLL_MS: '600000' } };
  });
  afterAll(async () => {
    await smtp?.stop();
  });

  it('as a PDF made when it is sent, with its number in the text', async () => {
    t.app.services.mail.onQueued = null;
    const saved = await t.admin.client.request('PUT', INVOICE_API.sellerSettings, { json: SETTINGS });
    expect(saved.status, saved.text).toBe(200);
    const courseId = await publishedCourse(t.instructor, 499, 'Mailed course');
    const orderId = await buy(t, t.student, courseId, 'Karnataka', '29');

    const [invoice] = await t.query<{ id: string; number: string }>(
      sql`select id, number from invoices where order_id = ${orderId}`,
    );
    // The outbox keeps a reference (the row is named by the invoice), not the PDF's bytes.
    const [row] = await t.query<{ id: string; text_body: string }>(
      sql`select id, text_body from mail_outbox where kind = 'receipt'`,
    );
    expect(row!.id).toBe(invoice!.id);
    expect(row!.text_body).toContain(`Invoice number: ${invoice!.number}`);
    expect(row!.text_body).not.toContain('%PDF');

    await t.app.mailWorker!.runOnce();
    const [mail] = smtp.to(t.student.creds.email);
    expect(mail, 'the receipt').toBeDefined();
    expect(mail!.text).toContain(invoice!.number);
    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect(pdf!.filename).toBe(`${invoice!.number.replaceAll('/', '-')}.pdf`);
    expect(pdf!.contentType).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.content)), { mergePages: true });
    expect(text).toContain(invoice!.number);
    expect(text).toContain(KARNATAKA_GSTIN);
    expect(text).toContain('CGST @ 9 %');
  });

  it("the refund's mail carries its credit note, against the invoice", async () => {
    t.app.services.mail.onQueued = null;
    const [order] = await t.query<{ id: string; number: string }>(
      sql`select o.id, i.number from orders o join invoices i on i.order_id = o.id
        join users u on u.id = o.user_id where u.email = ${t.student.creds.email}`,
    );
    const refunded = await t.admin.client.post(orderRefundPath(order!.id), { reason: 'Charged twice by mistake.' });
    expect(refunded.status, refunded.text).toBe(200);
    const [note] = await t.query<{ id: string; number: string }>(
      sql`select c.id, c.number from credit_notes c join invoices i on i.id = c.invoice_id where i.order_id = ${order!.id}`,
    );
    expect(note!.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);
    const [row] = await t.query<{ id: string }>(sql`select id from mail_outbox where kind = 'refund-decision'`);
    expect(row!.id, 'the mail is named by its credit note').toBe(note!.id);

    await t.app.mailWorker!.runOnce();
    const mail = smtp.to(t.student.creds.email).find((m) => m.subject?.startsWith('Your refund'));
    expect(mail, 'the refund mail').toBeDefined();
    expect(mail!.text).toContain('Your credit note is attached as a PDF.');
    expect(mail!.attachments).toHaveLength(1);
    const [pdf] = mail!.attachments;
    expect(pdf!.filename).toBe(`${note!.number.replaceAll('/', '-')}.pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf!.content)), { mergePages: true });
    expect(text).toContain(note!.number);
    expect(text).toContain(order!.number);
    expect(text).toContain(KARNATAKA_GSTIN);
  });
});
