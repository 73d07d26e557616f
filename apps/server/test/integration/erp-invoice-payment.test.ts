import { erpInboundEndpoints, type InvoicePayment } from '@portal/contract/erp-inbound';
import { invoiceEndpoints } from '@portal/contract/invoice';
import { desc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { interfaceLogs } from '../../src/db/schema/index.ts';
import { issueErpKey } from '../../src/platform/auth/api-key.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let key = '';
/** A Posted demo invoice of supplier.a and a Passed one. */
const demo = { posted: { id: 0, payment: {} as InvoicePayment }, passed: { payment: {} as InvoicePayment } };

async function invoiceOf(status: string) {
  const found = await t().db.execute<{
    id: number;
    invoiceNo: string;
    buyer: string;
    supplier: string;
    invoiceDate: string;
  }>(sql`
    select h.id::int as id, h.invoice_no as "invoiceNo", b.company_code as buyer, s.company_code as supplier,
           h.invoice_date::text as "invoiceDate"
      from invoice_headers h join companies b on b.id = h.buyer_company_id
      join companies s on s.id = h.supplier_company_id
     where h.status = ${status} and s.company_code = 'S100101' order by h.id limit 1`);
  const row = found.rows[0];
  if (!row) throw new Error(`the demo data has a ${status} invoice of S100101`);
  return {
    id: row.id,
    invoiceDate: row.invoiceDate,
    payment: {
      buyerCompanyCode: row.buyer,
      supplierCode: row.supplier,
      invoiceNo: row.invoiceNo,
      paymentDate: '',
    },
  };
}

beforeAll(async () => {
  key = (await issueErpKey(t().db, 'erp-payment-test')).key;
  const posted = await invoiceOf('Posted');
  demo.posted = { id: posted.id, payment: { ...posted.payment, paymentDate: '2099-01-15' } };
  demo.passed = { payment: { ...(await invoiceOf('Passed')).payment, paymentDate: '2099-01-15' } };
});

const pay = (payment: InvoicePayment, locale: 'en' | 'cn' = 'en') =>
  t().call(erpInboundEndpoints.invoicePayment, { body: payment, headers: { 'x-api-key': key }, locale });

async function lastLog() {
  const [row] = await t().db.select().from(interfaceLogs).orderBy(desc(interfaceLogs.id)).limit(1);
  return row;
}

describe('POST /erp/invoice/payment', () => {
  it('pays a Posted invoice: Paid with its payment date on the list, the supplier told, the call logged', async () => {
    const reply = await pay(demo.posted.payment);
    expect(reply).toEqual({
      code: 200,
      msg: `Payment of invoice ${demo.posted.payment.invoiceNo} received (2099-01-15)`,
      data: { invoiceNo: demo.posted.payment.invoiceNo, paymentDate: '2099-01-15', result: 'paid' },
    });
    const supplier = await t().login('supplier.a');
    const row = await t().call(invoiceEndpoints.queryInvoicePage, {
      token: supplier,
      body: { pageNo: 1, size: 10, invoiceNoList: [demo.posted.payment.invoiceNo] },
    });
    expect(row.data.records[0]).toMatchObject({
      status: 'Paid',
      i18nStatus: 'Paid',
      paymentDate: '2099-01-15',
    });
    const detail = await t().call(invoiceEndpoints.getInvoiceDetail, {
      token: supplier,
      params: { id: demo.posted.id },
      locale: 'cn',
    });
    expect(detail.data).toMatchObject({ status: 'Paid', i18nStatus: '已付款', paymentDate: '2099-01-15' });
    const mails = await t().db.execute<{ subject: string }>(
      sql`select subject from mail_outbox where kind = 'invoicePaid' order by id desc limit 1`,
    );
    expect(mails.rows[0]?.subject).toMatch(new RegExp(`${demo.posted.payment.invoiceNo}.*2099-01-15`));
    expect(await lastLog()).toMatchObject({ wsType: 'INVOICE_PAYMENT', direction: 'IN', statusCode: 1 });
  });

  it('answers the same payment again unchanged, and refuses another date for a paid invoice', async () => {
    const mailCount = async () =>
      (
        await t().db.execute<{ n: number }>(
          sql`select count(*)::int as n from mail_outbox where kind = 'invoicePaid'`,
        )
      ).rows[0]?.n;
    const before = await mailCount();
    expect((await pay(demo.posted.payment)).data).toMatchObject({ result: 'unchanged' });
    expect(await mailCount()).toBe(before);
    expect(await pay({ ...demo.posted.payment, paymentDate: '2099-02-01' })).toMatchObject({
      code: 409,
      msg: `Invoice ${demo.posted.payment.invoiceNo} was already paid on 2099-01-15`,
    });
  });

  it('refuses an unknown invoice, one not Posted, and a call without the key; each logged, nothing changed', async () => {
    expect(await pay({ ...demo.posted.payment, invoiceNo: 'NOSUCHINV' })).toMatchObject({
      code: 404,
      msg: `buyer ${demo.posted.payment.buyerCompanyCode} has no invoice NOSUCHINV of supplier S100101`,
    });
    expect(await lastLog()).toMatchObject({ wsType: 'INVOICE_PAYMENT', statusCode: 2 });
    expect(await pay(demo.passed.payment)).toMatchObject({
      code: 409,
      msg: `Invoice ${demo.passed.payment.invoiceNo} is Passed; only a Posted invoice can be paid`,
    });
    const noKey = await t().call(erpInboundEndpoints.invoicePayment, { body: demo.passed.payment });
    expect(noKey.code).toBe(401);
    const status = await t().db.execute<{ status: string }>(
      sql`select status from invoice_headers where invoice_no = ${demo.passed.payment.invoiceNo}`,
    );
    expect(status.rows[0]?.status).toBe('Passed');
  });
});
