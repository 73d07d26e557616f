import { invoiceEndpoints } from '@portal/contract/invoice';
import { securityCheckEndpoints } from '@portal/contract/security-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { coverSheetCode } from '../../src/modules/invoice/cover-sheet-pdf.ts';
import { parseQrCode } from '../../src/modules/invoice/qr-code.ts';
import { embeddedFonts } from '../helpers/pdf.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  buildInvoiceWorld,
  grId,
  type InvoiceWorld,
  passedInvoice,
  recordGateEntry,
} from './invoice-world.ts';

const t = useTestApp();
const api = invoiceEndpoints;
let world: InvoiceWorld;
/** SC1 (IASN-3, gate entry recorded) and SC2 (IASN-1, no gate entry), both Passed */
const ids = { sc1: 0, sc2: 0 };
let gateEntryId = 0;

beforeAll(async () => {
  world = await buildInvoiceWorld(t());
  gateEntryId = await recordGateEntry(t(), world, 'IASN-3', 'IP02');
  ids.sc1 = await passedInvoice(t(), world, 'SC1', [['IGR-3/1', '12.5']]);
  ids.sc2 = await passedInvoice(t(), world, 'SC2', [['IGR-1/1', '12.5']]);
});

const gateEntry = async () =>
  (await t().call(securityCheckEndpoints.get, { token: world.tokens.admin1, query: { id: gateEntryId } }))
    .data;
const scan = (body: Record<string, string>, token = world.tokens.ap1) =>
  t().call(api.queryByScan, { token, body: { supplierCode: 'IS01', ...body } });
const check = (id: number, status: string, locale?: 'cn' | 'th') =>
  t().call(api.invoiceCheck, { token: world.tokens.ap1, body: { invoiceHeaderId: id, status }, locale });
const receive = (id: number) =>
  t().call(api.receiveInvoice, {
    token: world.tokens.ap1,
    body: { invoiceHeaderId: id, status: 'Passed', invoiceReceiveDateStr: '2026-03-12' },
  });

describe('gate entries linked to invoices', () => {
  it('links the entry of the ASN once the invoice is submitted, so the gate can no longer change it', async () => {
    expect(await gateEntry()).toMatchObject({ linkedToInv: 'Y', invoiceNo: 'SC1', editable: false });
    const edit = await t().call(securityCheckEndpoints.delete, {
      token: world.tokens.admin1,
      query: { id: gateEntryId },
    });
    expect(edit.code).toBe(409);
  });

  it('releases the entry when the invoice goes back to the supplier, and keeps it free when deleted', async () => {
    const entry = await recordGateEntry(t(), world, 'IASN-2', 'IP01');
    const linked = async () =>
      (await t().call(securityCheckEndpoints.get, { token: world.tokens.admin1, query: { id: entry } })).data;
    const saved = await t().call(api.saveInvoice, {
      token: world.tokens.supplier1,
      body: {
        invoiceNo: 'SC3',
        invoiceDate: '2026-03-10',
        incoTerm: 'FOB',
        items: [{ grId: grId(world, 'IGR-2/1'), unitPrice: '10' }],
      },
    });
    const id = saved.data?.invoiceHeaderId ?? 0;
    expect(await linked()).toMatchObject({ linkedToInv: 'N', invoiceNo: null });
    await t().call(api.submitInvoice, { token: world.tokens.supplier1, body: { invoiceHeaderId: id } });
    expect(await linked()).toMatchObject({ linkedToInv: 'Y', invoiceNo: 'SC3' });
    const rejected = await t().call(api.rejectInvoice, {
      token: world.tokens.ap1,
      body: { invoiceHeaderId: id, needApprove: 'N', rejectType: 'PRICE' },
    });
    expect(rejected.code).toBe(200);
    expect(await linked()).toMatchObject({ linkedToInv: 'N', invoiceNo: null, editable: true });
    expect((await t().call(api.deleteInvoice, { token: world.tokens.supplier1, params: { id } })).code).toBe(
      200,
    );
    expect(await linked()).toMatchObject({ linkedToInv: 'N' });
  });
});

describe('queryByScan', () => {
  it('finds the one invoice of supplier | invoice no | plant, and only for buyers', async () => {
    const one = await scan({ invoiceNo: 'SC1', shipToPlantCode: 'IP02' });
    expect(one).toMatchObject({ code: 200, data: [{ invoiceHeaderId: ids.sc1, status: 'Passed' }] });
    expect((await scan({ invoiceNo: 'SC1' })).data).toHaveLength(1);
    expect((await scan({ invoiceNo: 'SC1' }, world.tokens.supplier1)).code).toBe(403);
  });

  it("answers the spec's messages for no invoice and for several", async () => {
    expect(await scan({ invoiceNo: 'SC1', shipToPlantCode: 'IP01' })).toMatchObject({
      code: 404,
      msg: "The scanned invoice No. doesn't exist in the system",
    });
    expect(await scan({})).toMatchObject({
      code: 409,
      msg: 'Multiple invoices exist in the system. Please double confirm invoice detail again. You cannot do invoice check by scan. Please do invoice check in Invoice Query',
    });
    // another buyer company's invoices do not exist for IB02's AP
    expect((await scan({ invoiceNo: 'SC1' }, world.tokens.ap2)).code).toBe(404);
  });
});

describe('invoiceCheck', () => {
  it('waits for the scan document (the paper invoice received), then for the gate entry', async () => {
    expect((await check(ids.sc1, 'Passed')).msg).toBe(
      'The Invoice is not ready for Invoice check as SCM has not uploaded Scan Document yet',
    );
    expect((await check(ids.sc1, 'Passed', 'cn')).msg).toBe(
      '发票尚未准备好进行发票检查，因为 SCM 尚未上传扫描文件',
    );
    expect((await receive(ids.sc2)).code).toBe(200);
    expect((await check(ids.sc2, 'Passed')).msg).toBe(
      'The Invoice is not ready for Invoice check as SCM has not finished the security check yet',
    );
    expect((await check(ids.sc2, 'Passed', 'th')).code).toBe(409);
  });

  it('checks a ready Passed invoice once', async () => {
    expect((await receive(ids.sc1)).code).toBe(200);
    expect(await check(ids.sc1, 'Passed')).toMatchObject({ code: 200, msg: 'Invoice checked successfully' });
    const [row] = (await scan({ invoiceNo: 'SC1' })).data ?? [];
    expect(row).toMatchObject({
      status: 'Invoice_Checked',
      invoiceCheckedName: 'iw.ap1',
      uploadDocFlag: 'Y',
    });
    expect((await check(ids.sc1, 'Passed')).msg).toBe(
      'The invoice is Invoice_Checked now; please search again',
    );
    expect((await check(ids.sc1, 'Invoice_Checked')).code).toBe(409);
  });
});

describe('the invoice cover sheet', () => {
  it('prints a PDF in the caller language whose QR code the scan check finds the invoice by', async () => {
    const response = await t().request(api.downloadCoverSheet, {
      token: world.tokens.supplier1,
      params: { id: ids.sc1 },
      locale: 'th',
    });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('InvoiceCoverSheet.pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // the Thai captions are written in the Thai font; the QR code is an image
    const { chars } = embeddedFonts(pdf);
    for (const character of 'ใบปะหน้าใบแจ้งหนี้') expect(chars).toContain(character);
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const detail = (
      await t().call(api.getInvoiceDetail, { token: world.tokens.ap1, params: { id: ids.sc1 } })
    ).data;
    const code = coverSheetCode(detail);
    expect(code).toBe('IS01|SC1|IP02');
    const scanned = parseQrCode(code);
    const found = await scan({
      invoiceNo: scanned.invoiceNo ?? '',
      shipToPlantCode: scanned.shipToPlantCode ?? '',
    });
    expect(found.data.map((row) => row.invoiceHeaderId)).toEqual([ids.sc1]);
  });

  it("is another supplier's invoice for nobody else", async () => {
    const response = await t().request(api.downloadCoverSheet, {
      token: world.tokens.supplier2,
      params: { id: ids.sc1 },
    });
    expect(response.json()).toMatchObject({ code: 404 });
  });
});
