import { erpInboundEndpoints, type GoodsReceiptInput } from '@portal/contract/erp-inbound';
import { asc, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asnHeaders, goodsReceipts, interfaceLogs } from '../../src/db/schema/index.ts';
import { issueErpKey, revokeErpClient } from '../../src/platform/auth/api-key.ts';
import { createCompany, relate } from '../helpers/arrange.ts';
import { createPart, createSupplyChain } from '../helpers/arrange-schedules.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { goodsReceipt } = erpInboundEndpoints;

let key = '';
let chain: Awaited<ReturnType<typeof createSupplyChain>>;
let otherBuyer = 0;
let inactiveSupplier = 0;

beforeAll(async () => {
  chain = await createSupplyChain(t().db, {
    buyer: 'GB01',
    plant: 'GP01',
    supplier: 'GS01',
    parts: ['GPART-1', 'GPART-2'],
  });
  otherBuyer = await createCompany(t().db, { code: 'GB02', type: 'B' });
  await createCompany(t().db, { code: 'GS03', type: 'S' }); // supplies nobody
  inactiveSupplier = await createCompany(t().db, { code: 'GS02', type: 'S' });
  await relate(t().db, chain.buyerCompanyId, inactiveSupplier, 'I');
  await createPart(t().db, { ...chain, supplierCompanyId: inactiveSupplier, partNo: 'GPART-9', uom: 'KG' });
  await t()
    .db.insert(asnHeaders)
    .values([
      {
        asnNo: 'ASN-GS01-1',
        buyerCompanyId: chain.buyerCompanyId,
        shipToPlantCode: 'GP01',
        supplierCompanyId: chain.supplierCompanyId,
        status: 'Success',
      },
      {
        asnNo: 'ASN-GS02-1',
        buyerCompanyId: chain.buyerCompanyId,
        shipToPlantCode: 'GP01',
        supplierCompanyId: inactiveSupplier,
        status: 'Success',
      },
      {
        asnNo: 'ASN-GB02-1',
        buyerCompanyId: otherBuyer,
        shipToPlantCode: 'GP01',
        supplierCompanyId: chain.supplierCompanyId,
        status: 'Success',
      },
    ]);
  key = (await issueErpKey(t().db, 'erp-gr-test')).key;
});

function receipt(overrides: Partial<GoodsReceiptInput> = {}): GoodsReceiptInput {
  return {
    grNo: 'GR-001',
    grDate: '2026-11-12',
    buyerCompanyCode: 'GB01',
    shipToPlant: 'GP01',
    supplierCode: 'GS01',
    asnNo: 'ASN-GS01-1',
    lines: [
      {
        grLineNo: '1',
        orderNo: 'PO-G1',
        poLineNo: '10',
        partNo: 'GPART-1',
        qty: '120.5',
        currency: 'CNY',
        grUnitPrice: '3.333333',
        priceListCode: 'GS01-CNY',
      },
      {
        grLineNo: '2',
        orderNo: 'PO-G1',
        poLineNo: '20',
        partNo: 'GPART-2',
        qty: 40,
        poUom: 'BOX',
        currency: 'CNY',
        grUnitPrice: 12.5,
        amount: '499.99',
      },
    ],
    ...overrides,
  };
}

function send(body: GoodsReceiptInput | Record<string, unknown>, apiKey: string | null = key) {
  return t().call(goodsReceipt, { body, headers: apiKey === null ? {} : { 'x-api-key': apiKey } });
}

async function storedCount() {
  const [row] = await t().db.select({ value: count() }).from(goodsReceipts);
  return row?.value ?? 0;
}

async function linesOf(grNo: string) {
  return t()
    .db.select({
      grLineNo: goodsReceipts.grLineNo,
      buyerCompanyId: goodsReceipts.buyerCompanyId,
      supplierCompanyId: goodsReceipts.supplierCompanyId,
      shipToPlantCode: goodsReceipts.shipToPlantCode,
      orderNo: goodsReceipts.orderNo,
      poLineNo: goodsReceipts.poLineNo,
      qty: goodsReceipts.qty,
      poUom: goodsReceipts.poUom,
      grUnitPrice: goodsReceipts.grUnitPrice,
      amount: goodsReceipts.amount,
      priceListCode: goodsReceipts.priceListCode,
      asnNo: goodsReceipts.asnNo,
      asnHeaderId: goodsReceipts.asnHeaderId,
      grDate: goodsReceipts.grDate,
      isInvoiced: goodsReceipts.isInvoiced,
    })
    .from(goodsReceipts)
    .where(eq(goodsReceipts.grNo, grNo))
    .orderBy(asc(goodsReceipts.grLineNo));
}

async function lastLog() {
  const [row] = await t().db.select().from(interfaceLogs).orderBy(desc(interfaceLogs.id)).limit(1);
  return row;
}

describe('POST /erp/gr/receipts: the API key', () => {
  it('refuses a call without a key, with a wrong key and with a revoked key, and logs each', async () => {
    const revoked = await issueErpKey(t().db, 'erp-gr-revoked');
    await revokeErpClient(t().db, 'erp-gr-revoked');
    const before = await storedCount();
    for (const apiKey of [null, 'erp_wrong', revoked.key]) {
      expect(await send(receipt(), apiKey)).toMatchObject({
        code: 401,
        msg: 'The API key is missing or invalid',
      });
      expect(await lastLog()).toMatchObject({
        direction: 'IN',
        wsType: 'GOODS_RECEIPT',
        statusCode: 2,
        erpClientId: null,
        referenceNo: null,
        requestBody: null,
      });
    }
    const token = await t().login('superadmin');
    expect((await t().call(goodsReceipt, { body: receipt(), token })).code).toBe(401);
    expect(await storedCount()).toBe(before);
  });
});

describe('POST /erp/gr/receipts: storing a goods receipt', () => {
  let ids: number[] = [];

  it('stores every line with exact numbers, the unit from part info, the ASN linked, and logs the call', async () => {
    const reply = await send(receipt());
    expect(reply).toMatchObject({
      code: 200,
      msg: 'Goods receipt GR-001 received: 2 lines created, 0 unchanged',
    });
    expect(reply.data).toMatchObject({ grNo: 'GR-001', asnLinked: true });
    ids = reply.data?.lines.map((line) => line.grId) ?? [];
    expect(reply.data?.lines.map((line) => [line.grLineNo, line.result])).toEqual([
      ['1', 'created'],
      ['2', 'created'],
    ]);
    const [asn] = await t()
      .db.select({ id: asnHeaders.id })
      .from(asnHeaders)
      .where(eq(asnHeaders.asnNo, 'ASN-GS01-1'));
    const common = {
      buyerCompanyId: chain.buyerCompanyId,
      supplierCompanyId: chain.supplierCompanyId,
      shipToPlantCode: 'GP01',
      orderNo: 'PO-G1',
      asnNo: 'ASN-GS01-1',
      asnHeaderId: asn?.id,
      grDate: '2026-11-12',
      isInvoiced: 'N',
    };
    expect(await linesOf('GR-001')).toEqual([
      {
        ...common,
        grLineNo: '1',
        poLineNo: '10',
        qty: '120.50000',
        poUom: 'PC',
        grUnitPrice: '3.333333',
        // 120.5 x 3.333333 = 401.6666265, rounded to cents by the database
        amount: '401.67',
        priceListCode: 'GS01-CNY',
      },
      {
        ...common,
        grLineNo: '2',
        poLineNo: '20',
        qty: '40.00000',
        poUom: 'BOX',
        grUnitPrice: '12.500000',
        amount: '499.99',
        priceListCode: null,
      },
    ]);
    expect(await lastLog()).toMatchObject({ statusCode: 1, referenceNo: 'GR-001', wsType: 'GOODS_RECEIPT' });
  });

  it('changes nothing when the same document arrives again, even written differently', async () => {
    const before = await storedCount();
    const again = receipt();
    if (again.lines[0]) again.lines[0].qty = 120.5;
    const reply = await send(again);
    expect(reply.msg).toBe('Goods receipt GR-001 received: 0 lines created, 2 unchanged');
    expect(reply.data?.lines).toEqual([
      { grLineNo: '1', grId: ids[0], result: 'unchanged' },
      { grLineNo: '2', grId: ids[1], result: 'unchanged' },
    ]);
    expect(await storedCount()).toBe(before);
  });

  it('adds a new line of a document and refuses a changed one, storing nothing of that call', async () => {
    const more = receipt();
    more.lines.push({
      grLineNo: '3',
      orderNo: 'PO-G1',
      poLineNo: '30',
      partNo: 'GPART-2',
      qty: '1',
      currency: 'CNY',
      grUnitPrice: '12.5',
    });
    const changed = receipt();
    changed.lines.push({ ...(more.lines[2] as GoodsReceiptInput['lines'][number]), grLineNo: '4' });
    if (changed.lines[1]) changed.lines[1].qty = '41';
    const before = await storedCount();
    expect(await send(changed)).toMatchObject({
      code: 409,
      msg: 'line 2 of goods receipt GR-001 was received before with different content',
    });
    expect(await storedCount()).toBe(before);
    expect(await lastLog()).toMatchObject({ statusCode: 2, referenceNo: 'GR-001' });
    const reply = await send(more);
    expect(reply.data?.lines.map((line) => line.result)).toEqual(['unchanged', 'unchanged', 'created']);
    expect(await storedCount()).toBe(before + 1);
  });

  it('keeps an unknown ASN number as text without a link, and takes an inactive supplier', async () => {
    const reply = await send(
      receipt({
        grNo: 'GR-002',
        supplierCode: 'GS02',
        asnNo: 'ASN-ERP-ONLY',
        lines: [
          {
            grLineNo: '1',
            orderNo: 'PO-G2',
            poLineNo: '1',
            partNo: 'GPART-9',
            qty: '2',
            currency: 'USD',
            grUnitPrice: '0',
          },
        ],
      }),
    );
    expect(reply.data).toMatchObject({ asnLinked: false });
    expect(await linesOf('GR-002')).toEqual([
      expect.objectContaining({ asnNo: 'ASN-ERP-ONLY', asnHeaderId: null, poUom: 'KG', amount: '0.00' }),
    ]);
  });

  it('stores one document once when it arrives twice at the same time', async () => {
    const body = receipt({ grNo: 'GR-C1', asnNo: undefined });
    const replies = await Promise.all([send(body), send(body)]);
    expect(replies.map((reply) => reply.code)).toEqual([200, 200]);
    expect(replies.flatMap((reply) => reply.data?.lines.map((line) => line.result)).sort()).toEqual([
      'created',
      'created',
      'unchanged',
      'unchanged',
    ]);
    expect(await linesOf('GR-C1')).toHaveLength(2);
  });
});

describe('POST /erp/gr/receipts: refusals', () => {
  it('names every unknown code with its line and field and stores nothing', async () => {
    const before = await storedCount();
    const bad = receipt({ grNo: 'GR-BAD', shipToPlant: 'XX99' });
    expect((await send(bad)).data).toEqual([
      { row: 0, field: 'shipToPlant', message: 'buyer GB01 has no plant XX99' },
    ]);
    const lines = receipt().lines;
    const reply = await send(
      receipt({
        grNo: 'GR-BAD',
        lines: [
          { ...(lines[0] as GoodsReceiptInput['lines'][number]), partNo: 'NOPE-1', currency: 'XYZ' },
          { ...(lines[1] as GoodsReceiptInput['lines'][number]), grLineNo: '1' },
        ],
      }),
    );
    expect(reply).toMatchObject({
      code: 400,
      msg: 'Goods receipt GR-BAD refused (3 errors): lines[1].grLineNo: receipt line 1 occurs more than once in this goods receipt',
    });
    expect(reply.data).toEqual([
      {
        row: 2,
        field: 'lines[1].grLineNo',
        message: 'receipt line 1 occurs more than once in this goods receipt',
      },
      {
        row: 1,
        field: 'lines[0].partNo',
        message: 'part NOPE-1 is not a part supplier GS01 delivers to plant GP01',
      },
      { row: 1, field: 'lines[0].currency', message: 'currency XYZ is not in the currency list' },
    ]);
    expect(await storedCount()).toBe(before);
    expect(await lastLog()).toMatchObject({ statusCode: 2, referenceNo: 'GR-BAD' });
  });

  it('refuses an unknown buyer, an unknown supplier and one that does not supply the buyer', async () => {
    expect((await send(receipt({ buyerCompanyCode: 'NOBUYER' }))).msg).toBe(
      'Goods receipt GR-001 refused (1 errors): buyerCompanyCode: buyer company NOBUYER does not exist',
    );
    expect((await send(receipt({ supplierCode: 'NOPE', asnNo: undefined }))).data).toEqual([
      { row: 0, field: 'supplierCode', message: 'supplier NOPE does not exist' },
    ]);
    expect((await send(receipt({ supplierCode: 'GS03', asnNo: undefined }))).data).toEqual([
      { row: 0, field: 'supplierCode', message: 'supplier GS03 does not supply buyer GB01' },
    ]);
  });

  it("refuses an ASN of the portal that is another supplier's or another buyer's", async () => {
    const before = await storedCount();
    for (const asnNo of ['ASN-GS02-1', 'ASN-GB02-1']) {
      const reply = await send(receipt({ grNo: 'GR-ASN', asnNo }));
      expect(reply).toMatchObject({ code: 400 });
      expect(reply.data).toEqual([
        { row: 0, field: 'asnNo', message: `ASN ${asnNo} belongs to another buyer or supplier` },
      ]);
    }
    const thai = await t().call(goodsReceipt, {
      body: receipt({ grNo: 'GR-ASN', asnNo: 'ASN-GB02-1' }),
      headers: { 'x-api-key': key },
      locale: 'th',
    });
    expect(thai.data).toEqual([
      { row: 0, field: 'asnNo', message: 'ASN ASN-GB02-1 เป็นของผู้ซื้อหรือซัพพลายเออร์รายอื่น' },
    ]);
    expect(await storedCount()).toBe(before);
  });

  it('refuses malformed quantities, prices and dates with the field named', async () => {
    const zero = receipt();
    if (zero.lines[0]) zero.lines[0].qty = '0';
    expect((await send(zero)).msg).toMatch(/^lines\.0\.qty: /);
    const price = receipt();
    if (price.lines[0]) price.lines[0].grUnitPrice = '1.1234567';
    expect((await send(price)).msg).toMatch(/^lines\.0\.grUnitPrice: /);
    expect((await send(receipt({ grDate: '2026-02-30' }))).msg).toMatch(/^grDate: /);
    expect((await send(receipt({ lines: [] }))).msg).toMatch(/^lines: /);
  });
});
