import { asnEndpoints } from '@portal/contract/asn';
import type { GoodsReceiptInput } from '@portal/contract/erp-inbound';
import { grEndpoints } from '@portal/contract/gr';
import { invoiceEndpoints } from '@portal/contract/invoice';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueErpKey } from '../../src/platform/auth/api-key.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { asnBody, asnQtyOf, buildAsnWorld, deliverToErp, setTolerance } from './asn-world.ts';
import { postReceipt } from './invoice-world.ts';

const t = useTestApp();
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
const tokens: Record<string, string> = {};
const gr = new Map<string, number>();
const grIdOf = (key: string) => gr.get(key) ?? 0;

/** A receipt of SS01 at SB01 plant `plant`; lines [grLineNo, orderNo, partNo, qty]. */
function receipt(
  grNo: string,
  plant: string,
  lines: Array<[string, string, string, string]>,
  asnNo?: string,
): GoodsReceiptInput {
  return {
    grNo,
    grDate: '2026-11-10',
    buyerCompanyCode: 'SB01',
    shipToPlant: plant,
    supplierCode: 'SS01',
    asnNo,
    lines: lines.map(([grLineNo, orderNo, partNo, qty]) => ({
      grLineNo,
      orderNo,
      poLineNo: '10',
      partNo,
      qty,
      currency: 'CNY',
      grUnitPrice: '1',
    })),
  };
}

const create = (grIds: number[], token = tokens.supplier1, locale: 'en' | 'cn' = 'en') =>
  t().call(asnEndpoints.asnCreateList, { token, locale, body: { scheduleDetailVos: [], grIds } });

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
  // a draft of the portal that a receipt names: the ERP links the receipt to it
  const draft = await t().call(asnEndpoints.saveOrUpdateDraftAsn, {
    token: tokens.supplier1,
    body: asnBody([[world.lines['R2:PO-1']?.[3] ?? 0, '1']]),
  });
  const erpKey = (await issueErpKey(t().db, 'asn-from-gr')).key;
  const receipts = [
    receipt('GR-A', 'SP01', [
      ['1', 'PO-1', 'A-100', '30'],
      ['2', 'PO-1', 'A-100', '25'],
    ]),
    receipt('GR-B', 'SP02', [['1', 'PO-2', 'A-200', '5']]),
    receipt('GR-C', 'SP01', [['1', 'PO-1', 'A-100', '500']]),
    receipt('GR-D', 'SP01', [['1', 'PO-77', 'A-100', '3']]),
    receipt('GR-F', 'SP01', [['1', 'PO-1', 'A-100', '250']]),
    receipt('GR-E', 'SP01', [['1', 'PO-1', 'A-100', '7']], draft.data.asnHeader.asnNo ?? ''),
  ];
  for (const one of receipts) for (const [key, id] of await postReceipt(t(), erpKey, one)) gr.set(key, id);
});

describe('GR to ASN (asnCreateList with grIds)', () => {
  it("proposes the receipts' quantity on their order line's open schedule lines, earliest first", async () => {
    const reply = await create([grIdOf('GR-A/1'), grIdOf('GR-A/2')]);
    expect(reply.code).toBe(200);
    expect(reply.data.asnHeader).toMatchObject({
      asnHeaderId: null,
      buyerCompanyCode: 'SB01',
      shipToPlantCode: 'SP01',
      supplierCode: 'SS01',
      status: 'Draft',
    });
    // both receipt lines are of PO-1 line 10: one ASN line, its first delivery of the latest release (R2)
    expect(reply.data.asnDetails).toHaveLength(1);
    expect(reply.data.asnDetails[0]).toMatchObject({
      deliveryScheduleDetailId: world.lines['R2:PO-1']?.[0],
      orderNo: 'PO-1',
      partNo: 'A-100',
      unshippedQty: '120.00000',
    });
    expect(Number(reply.data.asnDetails[0]?.asnQty)).toBe(55);
    // 500 received: each of the four deliveries of 120 takes what it has left, in delivery order
    const spread = (await create([grIdOf('GR-C/1')])).data.asnDetails;
    expect(spread.map((line) => [line.deliveryScheduleDetailId, Number(line.asnQty)])).toEqual(
      [0, 1, 2, 3].map((index) => [world.lines['R2:PO-1']?.[index], 120]),
    );
  });

  it("proposes up to the supplier's over-shipment tolerance, or all that was received without a limit", async () => {
    const proposal = async () =>
      (await create([grIdOf('GR-C/1')])).data.asnDetails.map((line) => Number(line.asnQty));
    await setTolerance(t().db, world.ids.SB01, world.ids.SS01, '10');
    // 480 fill the four deliveries; the 20 left go into their tolerance of 12 each, earliest first
    expect(await proposal()).toEqual([132, 128, 120, 120]);
    await t().db.execute(sql`update over_shipment_settings set is_over_shipped_tolerance = false, rate_percent = null
      where buyer_company_id = ${world.ids.SB01} and supplier_company_id = ${world.ids.SS01}`);
    expect(await proposal()).toEqual([140, 120, 120, 120]);
    await t().db.execute(sql`update over_shipment_settings set is_over_shipped = false, is_over_shipped_tolerance = null
      where buyer_company_id = ${world.ids.SB01} and supplier_company_id = ${world.ids.SS01}`);
    expect(await proposal()).toEqual([120, 120, 120, 120]);
  });

  it('refuses mixed plants, receipts already on an ASN, unscheduled order lines, none and foreign receipts', async () => {
    expect(await create([grIdOf('GR-A/1'), grIdOf('GR-B/1')])).toEqual({
      code: 400,
      msg: 'The selected lines must have the same ship-to plant',
      data: null,
    });
    const onAsn = await create([grIdOf('GR-E/1')]);
    expect(onAsn.code).toBe(409);
    expect(onAsn.msg).toMatch(/^Goods receipt GR-E line 1 is already on ASN ASN\d{14}$/);
    expect(await create([grIdOf('GR-D/1')])).toMatchObject({
      code: 400,
      msg: 'Goods receipt GR-D line 1: order PO-77 line 10 has no schedule line left to ship',
    });
    expect((await create([grIdOf('GR-D/1')], tokens.supplier1, 'cn')).msg).toBe(
      '收货 GR-D 行 1：订单 PO-77 行 10 没有可发货的交货计划行',
    );
    expect((await create([grIdOf('GR-A/1')], tokens.supplier2)).code).toBe(404);
    expect((await create([grIdOf('GR-A/1'), 999_999_999])).code).toBe(404);
    const none = await t().call(asnEndpoints.asnCreateList, {
      token: tokens.supplier1,
      body: { scheduleDetailVos: [], grIds: [] },
    });
    expect(none.code).toBe(400);
  });
});

describe('GR to ASN: the first save links the receipts to the new ASN', () => {
  const GR_A = () => [grIdOf('GR-A/1'), grIdOf('GR-A/2')];
  const firstLine = () => world.lines['R2:PO-1']?.[0] ?? 0;
  const saveNew = (grIds: number[], qty = '55') =>
    t().call(asnEndpoints.saveOrUpdateDraftAsn, {
      token: tokens.supplier1,
      body: { ...asnBody([[firstLine(), qty]]), grIds },
    });
  /** the ASN number the GR list shows for each line of a receipt */
  const asnNosOf = async (grNo: string) => {
    const reply = await t().call(grEndpoints.queryGr, {
      token: tokens.supplier1,
      body: { grNo: [grNo], pageNo: 1, size: 10 },
    });
    return reply.data.records.map((row) => row.asnNo);
  };
  let asnHeaderId = 0;
  let asnNo = '';

  it('answers the receipts with the wizard data and links them on the first save', async () => {
    expect((await create(GR_A())).data.grIds).toEqual(GR_A());
    const saved = await saveNew(GR_A());
    expect(saved.code).toBe(200);
    asnHeaderId = saved.data.asnHeader.asnHeaderId ?? 0;
    asnNo = saved.data.asnHeader.asnNo ?? '';
    expect(await asnNosOf('GR-A')).toEqual([asnNo, asnNo]);
    // now on an ASN: GR to ASN refuses them
    expect((await create([grIdOf('GR-A/1')])).msg).toBe(
      `Goods receipt GR-A line 1 is already on ASN ${asnNo}`,
    );
  });

  it('refuses the whole save when a receipt is taken or not on an order line of the new ASN', async () => {
    const drafts = async () =>
      (await t().db.execute<{ n: string }>(sql`select count(*)::text as n from asn_headers`)).rows[0]?.n;
    const before = await drafts();
    const taken = await saveNew([grIdOf('GR-A/1')]);
    expect(taken.code).toBe(409);
    expect(taken.msg).toMatch(/^Some of the selected goods receipts are already on another ASN/);
    // GR-B is of plant SP02, GR-D of order PO-77: neither is on the new ASN's order line
    for (const other of [grIdOf('GR-B/1'), grIdOf('GR-D/1')]) expect((await saveNew([other])).code).toBe(409);
    expect(await drafts()).toBe(before);
  });

  it('lets one of two ASNs saved at once from the same receipt have it', async () => {
    const replies = await Promise.all([saveNew([grIdOf('GR-C/1')], '1'), saveNew([grIdOf('GR-C/1')], '1')]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409]);
    const winner = replies.find((reply) => reply.code === 200)?.data.asnHeader.asnNo;
    expect(await asnNosOf('GR-C')).toEqual([winner]);
  });

  it('keeps an ASN whose receipts are invoiced; a deleted ASN lets its receipts go', async () => {
    const sent = await t().call(asnEndpoints.sendAsn, {
      token: tokens.supplier1,
      body: { ...asnBody([[firstLine(), '55']]), asnHeader: { ...asnBody([]).asnHeader, asnHeaderId } },
    });
    expect(sent.code).toBe(200);
    await deliverToErp(t().db);
    const invoice = await t().call(invoiceEndpoints.saveInvoice, {
      token: tokens.supplier1,
      body: {
        invoiceNo: 'INVGRASN1',
        invoiceDate: '2026-11-12',
        incoTerm: 'FOB',
        items: [{ grId: grIdOf('GR-A/1'), unitPrice: '1' }],
      },
    });
    expect(invoice.code).toBe(200);
    // goods were received against it: a buyer can no longer cancel it, and the receipts stay on it
    const cancel = await t().call(asnEndpoints.cancelledAsn, {
      token: tokens.planner1,
      query: { asnHeaderId: String(asnHeaderId) },
    });
    expect(cancel).toEqual({
      code: 409,
      msg: `ASN ${asnNo} has been received (GR GR-A); it can no longer be cancelled`,
      data: null,
    });
    expect(await asnNosOf('GR-A')).toEqual([asnNo, asnNo]);
    const deleteSuccess = () =>
      t().call(asnEndpoints.deleteSuccessAsn, {
        token: tokens.admin,
        query: { asnHeaderId: String(asnHeaderId) },
      });
    expect(await deleteSuccess()).toMatchObject({
      code: 409,
      msg: `Goods receipts of ASN ${asnNo} are on invoice INVGRASN1; delete that invoice first`,
    });
    expect(await asnNosOf('GR-A')).toEqual([asnNo, asnNo]);

    const dropped = await t().call(invoiceEndpoints.deleteInvoice, {
      token: tokens.supplier1,
      params: { id: invoice.data.invoiceHeaderId },
    });
    expect(dropped.code).toBe(200);
    expect((await deleteSuccess()).code).toBe(200);
    expect(await asnNosOf('GR-A')).toEqual([null, null]);
    expect((await create(GR_A())).code).toBe(200);
  });
});

describe('GR to ASN over several schedule lines of one order line', () => {
  it('saves and sends the spread as one ASN: each schedule line ships its share', async () => {
    const wizard = await create([grIdOf('GR-F/1')]);
    const shares = wizard.data.asnDetails.map((line): [number, string] => [
      line.deliveryScheduleDetailId,
      line.asnQty ?? '',
    ]);
    const [first = 0, second = 0, third = 0] = [0, 1, 2].map((index) => world.lines['R2:PO-1']?.[index] ?? 0);
    expect(shares.map(([id, qty]) => [id, Number(qty)])).toEqual([
      [first, 120],
      [second, 120],
      [third, 10],
    ]);
    const saved = await t().call(asnEndpoints.saveOrUpdateDraftAsn, {
      token: tokens.supplier1,
      body: { ...asnBody(shares), grIds: wizard.data.grIds },
    });
    expect(saved.code).toBe(200);
    const sent = await t().call(asnEndpoints.sendAsn, {
      token: tokens.supplier1,
      body: asnBody(shares, { asnHeaderId: saved.data.asnHeader.asnHeaderId ?? 0 }),
    });
    expect(sent.code).toBe(200);
    expect([
      await asnQtyOf(t().db, first),
      await asnQtyOf(t().db, second),
      await asnQtyOf(t().db, third),
    ]).toEqual(['120', '120', '10']);
  });

  it('still refuses an order and part twice when the lines are chosen by hand', async () => {
    const lines = [0, 1].map((index) => world.lines['R2:PO-1']?.[index] ?? 0);
    const reply = await t().call(asnEndpoints.saveOrUpdateDraftAsn, {
      token: tokens.supplier1,
      body: asnBody(lines.map((id): [number, string] => [id, '1'])),
    });
    expect(reply).toMatchObject({ code: 400, msg: 'Order No. PO-1 with Part No. A-100 must not repeat' });
  });
});
