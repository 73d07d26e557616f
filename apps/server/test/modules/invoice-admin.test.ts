import { interfaceLogEndpoints } from '@portal/contract/interface-log';
import { invoiceEndpoints } from '@portal/contract/invoice';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { deliverToErp } from './asn-world.ts';
import {
  arrangeWriteOff,
  buildInvoiceWorld,
  grId,
  type InvoiceWorld,
  passedInvoice,
  postReceipt,
  receiptSayingNotWriteOff,
  recordGateEntry,
} from './invoice-world.ts';

const t = useTestApp();
const api = invoiceEndpoints;
let world: InvoiceWorld;

beforeAll(async () => {
  world = await buildInvoiceWorld(t());
});

const change = (body: Record<string, unknown>, token = world.tokens.admin1) =>
  t().call(api.changeInvoiceStatus, { token, body });
const detail = async (id: number) =>
  (await t().call(api.getInvoiceDetail, { token: world.tokens.ap1, params: { id } })).data;

/** An AP invoice of IS01 the buyer's submit found outside the tolerances (status Failed). */
async function failedInvoice(invoiceNo: string, key: string, unitPrice: string): Promise<number> {
  const saved = await t().call(api.saveInvoice, {
    token: world.tokens.supplier1,
    body: {
      invoiceNo,
      invoiceDate: '2026-03-10',
      incoTerm: 'FOB',
      items: [{ grId: grId(world, key), unitPrice }],
    },
  });
  const id = saved.data?.invoiceHeaderId ?? 0;
  await t().call(api.submitInvoiceConfirmed, { token: world.tokens.supplier1, params: { id } });
  await t().call(api.submitInvoice, { token: world.tokens.ap1, body: { invoiceHeaderId: id } });
  return id;
}

describe('changeInvoiceStatus', () => {
  it('is for the role Adient-Admin only', async () => {
    const id = await passedInvoice(t(), world, 'CS1', [['IGR-3/1', '12.5']]);
    expect(await change({ invoiceHeaderId: id }, world.tokens.ap1)).toMatchObject({
      code: 403,
      msg: 'Only Adient-Admin may change the status of an invoice',
    });
    expect((await change({ invoiceHeaderId: id }, world.tokens.supplier1)).code).toBe(403);
    expect((await detail(id))?.status).toBe('Passed');
  });

  it('takes an invoice one step back per change, checking the status the caller saw', async () => {
    const id = await passedInvoice(t(), world, 'CS2', [['IGR-1/1', '12.5']]);
    expect((await change({ invoiceHeaderId: id, status: 'Submitted' })).msg).toBe(
      'The invoice is Passed now; please search again',
    );
    expect(await change({ invoiceHeaderId: id, status: 'Passed' })).toMatchObject({ code: 200 });
    expect((await detail(id))?.status).toBe('Submitted');
    expect(await change({ invoiceHeaderId: id })).toMatchObject({ code: 200 });
    expect(await detail(id)).toMatchObject({ status: 'Draft', needApprove: 'N' });
    expect(await change({ invoiceHeaderId: id })).toMatchObject({
      code: 409,
      msg: 'The status of an invoice in status Draft cannot be changed',
    });
  });

  it('records a Failed invoice as posted by hand with the form, and a posting can be undone', async () => {
    const id = await failedInvoice('CS3', 'IGR-1/2', '9');
    expect((await detail(id))?.status).toBe('Failed');
    expect(await change({ invoiceHeaderId: id, status: 'Failed' })).toMatchObject({
      code: 400,
      msg: 'Posting Date: is required',
    });
    const posted = await change({
      invoiceHeaderId: id,
      status: 'Failed',
      postingBy: 'AP-CLERK',
      postingDate: Date.parse('2026-03-20T02:00:00Z'),
      covisintUniqueId: 'CV-1',
      qadYear: '2026',
      qadDaybook: 'AP',
      qadVoucherNo: 'V-0001',
    });
    expect(posted).toMatchObject({ code: 200, msg: 'Status changed successfully' });
    expect(await detail(id)).toMatchObject({
      status: 'Posted',
      postingName: 'AP-CLERK',
      postingDate: '2026-03-20 10:00',
      covisintUniqueId: 'CV-1',
      qadYear: '2026',
      qadDaybook: 'AP',
      qadVoucherNo: 'V-0001',
    });
    expect(await change({ invoiceHeaderId: id })).toMatchObject({ code: 200 });
    expect(await detail(id)).toMatchObject({
      status: 'Invoice_Checked',
      postingDate: null,
      qadVoucherNo: null,
    });
    expect(await change({ invoiceHeaderId: id })).toMatchObject({ code: 200 });
    expect(await detail(id)).toMatchObject({ status: 'Passed', invoiceCheckedDate: null });
  });
});

/** A Passed AP invoice of one receipt, its paper received and checked by scan (its ASN has a gate entry). */
async function checkedInvoice(invoiceNo: string, key: string, unitPrice: string): Promise<number> {
  const id = await passedInvoice(t(), world, invoiceNo, [[key, unitPrice]]);
  const token = world.tokens.ap1;
  await t().call(api.receiveInvoice, {
    token,
    body: { invoiceHeaderId: id, status: 'Passed', invoiceReceiveDateStr: '2026-03-12' },
  });
  const checked = await t().call(api.invoiceCheck, {
    token,
    body: { invoiceHeaderId: id, status: 'Passed' },
  });
  if (checked.code !== 200) throw new Error(`check ${invoiceNo}: ${checked.msg}`);
  return id;
}

const send = (invoiceNoList: string[], postingDate: string, token = world.tokens.ap1) =>
  t().call(api.batchSendInfo, {
    token,
    body: { invoiceNoList, creditMemoList: [], postingDate: Date.parse(postingDate) },
  });
const countOf = (body: object, token = world.tokens.ap1) => t().call(api.batchSendCount, { token, body });
const postingLog = async () =>
  (
    await t().call(interfaceLogEndpoints.query, {
      token: world.tokens.admin1,
      body: { pageNo: 1, size: 10, wsType: 'INVOICE_POST' },
    })
  ).data;

describe('posting to the ERP', () => {
  const ids = { po1: 0, po2: 0, po3: 0 };

  beforeAll(async () => {
    await recordGateEntry(t(), world, 'IASN-6', 'IP01');
    await recordGateEntry(t(), world, 'IASN-2', 'IP01');
    ids.po1 = await checkedInvoice('PO1', 'IGR-6/1', '12.5');
    ids.po2 = await checkedInvoice('PO2', 'IGR-6/2', '12.5');
    ids.po3 = await checkedInvoice('PO3', 'IGR-2/1', '10');
  });

  it('is for Adient-AP, SupperAdmin and Adient-Admin', async () => {
    const memos = await t().call(api.getBatchMemo, { token: world.tokens.scm1, body: {} });
    expect(memos).toMatchObject({
      code: 403,
      msg: 'Only Adient-AP, SupperAdmin and Adient-Admin may do this',
    });
    expect((await send(['PO1'], '2026-03-20T01:00:00Z', world.tokens.supplier1)).code).toBe(403);
    expect(await t().call(api.getBatchMemo, { token: world.tokens.ap1, body: {} })).toMatchObject({
      code: 200,
      data: [],
    });
  });

  it('says before sending how many of the filtered invoices a send takes, for the posting roles only', async () => {
    expect(await countOf({ invoiceNoList: ['PO1', 'PO2'] })).toMatchObject({
      code: 200,
      data: { waiting: 2, sendNow: 2 },
    });
    // a filter no checked invoice meets: nothing would be sent
    expect(await countOf({ invoiceNoList: ['PO1'], status: 'Passed' })).toMatchObject({
      data: { waiting: 0, sendNow: 0 },
    });
    expect((await countOf({}, world.tokens.scm1)).code).toBe(403);
    expect((await countOf({}, world.tokens.supplier1)).code).toBe(403);
  });

  it('sends the filtered checked invoices once, and the ERP posts them with voucher and posting date', async () => {
    expect(await send(['PO1', 'PO2'], '2026-03-20T01:00:00Z')).toMatchObject({
      code: 200,
      msg: 'Sent successfully',
      data: null,
    });
    expect(await detail(ids.po1)).toMatchObject({ status: 'Invoice_Checked', sendStatus: 'Processing' });
    // sent invoices wait no more
    expect((await countOf({ invoiceNoList: ['PO1', 'PO2'] })).data).toEqual({ waiting: 0, sendNow: 0 });
    expect((await send(['PO3'], '2026-03-20T01:00:00Z')).data).toBe(
      "System in processing now. Please check 'Post Status'.",
    );
    expect(await deliverToErp(t().db)).toMatchObject({ delivered: 2 });
    expect(await detail(ids.po2)).toMatchObject({
      status: 'Posted',
      sendStatus: 'Completed',
      postingDate: '2026-03-20 09:00',
      postingName: 'iw.ap1',
      qadVoucherNo: `SIM2026${String(ids.po2).padStart(8, '0')}`,
      qadDaybook: 'APINV',
    });
    // each posting call shows the current status of its invoice
    expect(await postingLog()).toMatchObject({
      total: 2,
      records: [
        { wsTypeView: 'Invoice posting', invoiceStatus: 'Posted' },
        { wsTypeView: 'Invoice posting', invoiceStatus: 'Posted' },
      ],
    });
    expect((await send(['PO1', 'PO2'], '2026-03-20T01:00:00Z')).data).toBe(
      'There is no checked invoice waiting to be sent',
    );
  });

  it('leaves a refused invoice blank to be sent again, and the call can be resent from the log', async () => {
    expect((await send(['PO3'], '2026-03-01T01:00:00Z')).code).toBe(200);
    await deliverToErp(t().db);
    expect(await detail(ids.po3)).toMatchObject({ status: 'Invoice_Checked', sendStatus: null });
    const refused = (await postingLog())?.records.find((row) => row.referenceNo === 'PO3');
    expect(refused).toMatchObject({
      statusCode: 1,
      handleResult: 'N',
      isRetry: 'Y',
      invoiceStatus: 'Invoice Checked',
    });
    const retry = await t().call(interfaceLogEndpoints.retry, {
      token: world.tokens.admin1,
      params: { id: refused?.id ?? 0 },
    });
    expect(retry.code).toBe(200);
    expect(await deliverToErp(t().db)).toMatchObject({ delivered: 1 });
    expect((await postingLog())?.total).toBe(4);
  });

  it('sends a write-off invoice alone only', async () => {
    const body = { invoiceHeaderId: ids.po3, status: 'Invoice_Checked', voucherNo: 'V1' };
    const reply = await t().call(api.sendWriteoffInvoice, {
      token: world.tokens.ap1,
      params: { id: ids.po3 },
      body,
    });
    expect(reply).toMatchObject({ code: 409, msg: 'This is a AP invoice; use the screen of its process' });
    const long = { ...body, voucherNo: 'V'.repeat(31) };
    expect(
      (
        await t().call(api.sendWriteoffInvoice, {
          token: world.tokens.ap1,
          params: { id: ids.po3 },
          body: long,
        })
      ).code,
    ).toBe(400);
  });
});

describe('write-off receipts', () => {
  let writeOffGr = 0;
  let writeOffId = 0;

  beforeAll(async () => {
    writeOffGr = await arrangeWriteOff(t(), world);
  });

  it('are told apart by the ERP flag in the create lists, and a receipt saying N is the same as before', async () => {
    const groups = await t().call(api.queryGrByAsnGroup, {
      token: world.tokens.supplier1,
      body: { pageNo: 1, size: 10, invoiceType: 'INDIA', isWriteOff: 'Y' },
    });
    expect(groups.data?.records).toMatchObject([{ asnNo: 'IASN-W', isWriteOff: 'Y' }]);
    const list = (endpoint: typeof api.queryWriteoffByAsn | typeof api.queryApByAsn) =>
      t().call(endpoint, {
        token: world.tokens.supplier1,
        body: { pageNo: 1, size: 10, asnNoList: ['IASN-W'], companyCode: 'IB01', supplierCode: 'IS01' },
      });
    expect((await list(api.queryWriteoffByAsn)).data?.records).toMatchObject([
      { grId: writeOffGr, isWriteOff: 'Y' },
    ]);
    expect((await list(api.queryApByAsn)).data?.records).toEqual([]);
    const again = await postReceipt(t(), world.erpKey, receiptSayingNotWriteOff());
    expect(again.map(([, id]) => id)).toEqual([grId(world, 'IGR-1/1'), grId(world, 'IGR-1/2')]);
  });

  it('go on a write-off invoice only', async () => {
    const body = (invoiceNo: string) => ({
      invoiceNo,
      invoiceDate: '2026-03-10',
      incoTerm: 'FOB',
      items: [{ grId: writeOffGr, unitPrice: '7.33333', cgstRate: '6.5', sgstRate: '6.5' }],
    });
    const ap = await t().call(api.saveInvoice, { token: world.tokens.supplier1, body: body('WO0') });
    expect(ap).toMatchObject({ code: 400, msg: 'Write-off goods receipts go on a write-off invoice only' });
    const saved = await t().call(api.saveWriteoffInvoice, {
      token: world.tokens.supplier1,
      body: body('WO1'),
    });
    expect(saved.code).toBe(200);
    writeOffId = saved.data?.invoiceHeaderId ?? 0;
    for (const token of [world.tokens.supplier1, world.tokens.ap1]) {
      const submitted = await t().call(api.submitIndiaInvoice, {
        token,
        body: { invoiceHeaderId: writeOffId },
      });
      expect(submitted.code).toBe(200);
    }
    expect((await detail(writeOffId))?.status).toBe('Passed');
  });

  it('is sent to the ERP alone with its voucher number and posting date, once', async () => {
    const sendIt = () =>
      t().call(api.sendWriteoffInvoice, {
        token: world.tokens.ap1,
        params: { id: writeOffId },
        body: {
          invoiceHeaderId: writeOffId,
          status: 'Passed',
          voucherNo: 'WV-1',
          postingDate: Date.parse('2026-03-25T03:00:00Z'),
        },
      });
    expect(await sendIt()).toMatchObject({ code: 200, msg: 'Sent successfully' });
    expect(await detail(writeOffId)).toMatchObject({ sendStatus: 'Processing', voucherNo: 'WV-1' });
    expect(await sendIt()).toMatchObject({
      code: 409,
      msg: 'The invoice has been sent already (Processing)',
    });
    await deliverToErp(t().db);
    expect(await detail(writeOffId)).toMatchObject({
      status: 'Posted',
      sendStatus: 'Completed',
      postingDate: '2026-03-25 11:00',
      qadDaybook: 'APCM',
    });
  });
});
