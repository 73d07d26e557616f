import { asnEndpoints } from '@portal/contract/asn';
import { interfaceLogEndpoints } from '@portal/contract/interface-log';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asnHeaders,
  erpOutbox,
  interfaceLogs,
  overShipmentSettings,
  parts,
} from '../../src/db/schema/index.ts';
import { mailsTo } from '../helpers/arrange-schedules.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { asnBody, asnQtyOf, buildAsnWorld, day, deliverToErp, setTolerance } from './asn-world.ts';

const t = useTestApp();
const e = asnEndpoints;
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
const tokens: Record<string, string> = {};
const line = (key: string, index: number) => world.lines[key]?.[index] ?? 0;

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
});

const send = (body: ReturnType<typeof asnBody>, token = tokens.supplier1) =>
  t().call(e.sendAsn, { token, body });
const saveDraft = (body: ReturnType<typeof asnBody>, token = tokens.supplier1) =>
  t().call(e.saveOrUpdateDraftAsn, { token, body });
const byId = (asnHeaderId: number) => ({ asnHeaderId: String(asnHeaderId) });
async function statusOf(id: number) {
  const [row] = await t()
    .db.select({ s: asnHeaders.status, r: asnHeaders.ackRemarks })
    .from(asnHeaders)
    .where(eq(asnHeaders.id, id));
  return row;
}

describe('creation list and wizard data', () => {
  it("lists a supplier's open lines of latest releases only, whatever supplier it asks for", async () => {
    const all = await t().call(e.queryCreateList, {
      token: tokens.supplier1,
      body: { supplierCode: 'SS02' },
    });
    expect(all.data.total).toBe(12);
    expect(new Set(all.data.records.map((row) => row.supplierCode))).toEqual(new Set(['SS01']));
    expect(all.data.records.map((row) => row.deliveryScheduleDetailId)).not.toContain(line('R1:PO-1', 0));
    const plant = await t().call(e.queryCreateList, {
      token: tokens.supplier1,
      body: { shipToPlant: 'SP02' },
    });
    expect(plant.data.records.map((row) => row.orderNo)).toEqual(['PO-2', 'PO-2', 'PO-2', 'PO-2']);
    const badSort = await t().call(e.queryCreateList, {
      token: tokens.supplier1,
      body: { sortName: 'id;drop' },
    });
    expect(badSort.code).toBe(400);
  });

  it('refuses mixed plants (buyerPlantCodeSame), a repeated order + part, replaced and foreign lines', async () => {
    const create = (ids: number[], locale: 'en' | 'cn' | 'th' = 'en') =>
      t().call(e.asnCreateList, {
        token: tokens.supplier1,
        locale,
        body: { scheduleDetailVos: ids.map((deliveryScheduleDetailId) => ({ deliveryScheduleDetailId })) },
      });
    const mixed = [line('R2:PO-1', 0), line('R1:PO-2', 0)];
    expect(await create(mixed)).toEqual({
      code: 400,
      msg: 'The selected lines must have the same ship-to plant',
      data: null,
    });
    expect((await create(mixed, 'cn')).msg).toBe('所选行的收货工厂必须相同');
    expect((await create(mixed, 'th')).msg).toBe('รายการที่เลือกต้องมีโรงงานปลายทางเดียวกัน');
    expect((await create([line('R2:PO-1', 0), line('R2:PO-1', 1)])).msg).toBe(
      'Order No. PO-1 with Part No. A-100 must not repeat',
    );
    expect((await create([line('R1:PO-1', 0)])).code).toBe(409);
    expect((await create([line('R1:PO-3', 0)])).code).toBe(404);
    const good = await create([line('R2:PO-1', 0)]);
    expect(good.data.asnHeader).toMatchObject({
      asnHeaderId: null,
      buyerCompanyCode: 'SB01',
      shipToPlantCode: 'SP01',
      supplierCode: 'SS01',
      status: 'Draft',
    });
    expect(good.data.asnDetails).toMatchObject([{ orderNo: 'PO-1', partNo: 'A-100', asnQty: '120.00000' }]);
  });
});

describe('drafts', () => {
  it('saves a Draft with a generated number; the draft holds no schedule quantity', async () => {
    const reply = await saveDraft(asnBody([[line('R2:PO-1', 0), '100']], { carrierName: 'Fast Trucks' }));
    expect(reply).toMatchObject({ code: 200, msg: 'Saved successfully' });
    expect(reply.data.asnHeader).toMatchObject({
      status: 'Draft',
      carrierName: 'Fast Trucks',
      dispatchTimeStr: `${day(1)} 08:00`,
    });
    expect(reply.data.asnHeader.asnNo).toMatch(/^ASN\d{14}$/);
    expect(await asnQtyOf(t().db, line('R2:PO-1', 0))).toBe('0');
    const again = await saveDraft(
      asnBody([[line('R2:PO-1', 0), '90']], { asnHeaderId: reply.data.asnHeader.asnHeaderId ?? 0 }),
    );
    expect(again.data.asnDetails).toMatchObject([{ asnQty: '90.00000' }]);
  });

  it('answers each rule of spec 2 §5 with the field it concerns and saves nothing', async () => {
    const target = line('R2:PO-1', 1);
    const count = async () => (await t().db.select().from(asnHeaders)).length;
    const before = await count();
    const cases: Array<[ReturnType<typeof asnBody>, string]> = [
      [
        asnBody([[target, '120.5']]),
        'ASN Qty (ASN Lines, line 1): ASN quantity 120.5 of order PO-1 part A-100 exceeds the quantity left to ship 120',
      ],
      [
        asnBody([[target, '10']], { dispatchTimeStr: `${day(3)} 08:00` }),
        'Shipment Date/Time: the shipment date must not be after the planned arrival',
      ],
      [
        asnBody([[target, '10']], {
          planArrivalTimeStr: `${day(-3)} 08:00`,
          dispatchTimeStr: `${day(-4)} 08:00`,
        }),
        'Planned Arrival Date/Time: the planned arrival cannot be earlier than yesterday',
      ],
      [
        {
          ...asnBody([]),
          asnDetails: [{ deliveryScheduleDetailId: target, asnQty: '10', lotSizeQty: '11' }],
        },
        'Qty per Package (ASN Lines, line 1): the quantity per package must not exceed the ASN quantity',
      ],
      [
        {
          ...asnBody([]),
          asnDetails: [{ deliveryScheduleDetailId: target, asnQty: '10', productionDateStr: day(2) }],
        },
        'Production Date (ASN Lines, line 1): the production date cannot be in the future',
      ],
      [
        {
          ...asnBody([]),
          asnDetails: [{ deliveryScheduleDetailId: target, asnQty: '10', packQty: 2, packQtyPerPallet: 3 }],
        },
        'Packages per Pallet (ASN Lines, line 1): packages per pallet must not exceed the number of packages',
      ],
    ];
    for (const [body, msg] of cases) expect(await saveDraft(body)).toMatchObject({ msg, data: null });
    expect((await saveDraft(asnBody([[target, '1.123456']]))).code).toBe(400);
    expect(await count()).toBe(before);
  });

  it('is written by suppliers only', async () => {
    expect((await saveDraft(asnBody([[line('R2:PO-1', 1), '1']]), tokens.admin)).code).toBe(403);
  });
});

describe('send, the ERP answer, cancel and delete', () => {
  let accepted = 0;
  let refused = 0;

  it('submits: raises the schedule quantity, queues the ERP message, and is read-only after', async () => {
    expect((await send(asnBody([[line('R2:PO-1', 1), '50']], { dispatchTimeStr: undefined }))).msg).toBe(
      'Shipment Date/Time: the shipment date is required',
    );
    const reply = await send(asnBody([[line('R2:PO-1', 1), '50']]));
    expect(reply).toMatchObject({
      code: 200,
      msg: 'Submitted successfully',
      data: { asnHeader: { status: 'Submitted' } },
    });
    accepted = reply.data.asnHeader.asnHeaderId ?? 0;
    expect(await asnQtyOf(t().db, line('R2:PO-1', 1))).toBe('50');
    const queued = await t()
      .db.select()
      .from(erpOutbox)
      .where(eq(erpOutbox.referenceNo, reply.data.asnHeader.asnNo ?? ''));
    expect(queued).toMatchObject([{ wsType: 'ASN_SEND', status: 'pending' }]);
    const edit = await saveDraft(asnBody([[line('R2:PO-1', 1), '10']], { asnHeaderId: accepted }));
    expect(edit.code).toBe(409);
    expect(edit.msg).toMatch(/is Submitted; only a Draft can be changed$/);
  });

  it('turns Success or Failed on the ERP answer, logs the call, and mails the supplier a failure', async () => {
    const far = await send(asnBody([[line('R1:PO-2', 0), '40']], { planArrivalTimeStr: `${day(40)} 08:00` }));
    refused = far.data.asnHeader.asnHeaderId ?? 0;
    expect(await deliverToErp(t().db)).toEqual({ delivered: 2, retrying: 0 });
    expect(await statusOf(accepted)).toEqual({ s: 'Success', r: null });
    expect(await statusOf(refused)).toMatchObject({
      s: 'Failed',
      r: expect.stringMatching(/transit of \d+ days exceeds 30/),
    });
    const logs = await t()
      .db.select()
      .from(interfaceLogs)
      .where(and(eq(interfaceLogs.wsType, 'ASN_SEND'), eq(interfaceLogs.direction, 'OUT')));
    expect(logs.map((log) => [log.statusCode, log.isRetry, log.handleResult ?? '-'].join()).sort()).toEqual([
      '1,Y,-',
      '1,Y,N',
    ]);
    expect((await mailsTo(t().db, 'sw.supplier1@example.com')).map((mail) => mail.kind)).toContain(
      'asnFailed',
    );
  });

  it('lets a buyer cancel a Success ASN: the quantity goes back and the supplier is told', async () => {
    expect((await t().call(e.cancelledAsn, { token: tokens.supplier1, query: byId(accepted) })).code).toBe(
      403,
    );
    expect(await t().call(e.cancelledAsn, { token: tokens.planner1, query: byId(accepted) })).toEqual({
      code: 200,
      msg: 'Cancelled successfully',
      data: null,
    });
    expect(await statusOf(accepted)).toMatchObject({ s: 'Cancelled' });
    expect(await asnQtyOf(t().db, line('R2:PO-1', 1))).toBe('0');
    expect((await mailsTo(t().db, 'sw.supplier1@example.com')).map((mail) => mail.kind)).toContain(
      'asnCancelled',
    );
    expect((await t().call(e.cancelledAsn, { token: tokens.planner1, query: byId(accepted) })).code).toBe(
      409,
    );
  });

  it('deletes a Failed ASN by a buyer only, giving the quantity back; a Draft by its supplier only', async () => {
    expect(await asnQtyOf(t().db, line('R1:PO-2', 0))).toBe('40');
    expect((await t().call(e.deleteAsn, { token: tokens.supplier1, query: byId(refused) })).code).toBe(403);
    expect(await t().call(e.deleteAsn, { token: tokens.planner1, query: byId(refused) })).toEqual({
      code: 200,
      msg: 'Deleted successfully',
      data: null,
    });
    expect(await asnQtyOf(t().db, line('R1:PO-2', 0))).toBe('0');
    const draft = (await saveDraft(asnBody([[line('R1:PO-2', 1), '5']]))).data.asnHeader.asnHeaderId ?? 0;
    expect((await t().call(e.deleteAsn, { token: tokens.planner1, query: byId(draft) })).code).toBe(403);
    expect((await t().call(e.deleteAsn, { token: tokens.supplier1, query: byId(draft) })).code).toBe(200);
    expect(await statusOf(draft)).toBeUndefined();
  });

  it('deletes a Success ASN only for SupperAdmin and Adient-Admin', async () => {
    const id = (await send(asnBody([[line('R1:PO-2', 2), '40']]))).data.asnHeader.asnHeaderId ?? 0;
    await deliverToErp(t().db);
    expect(await t().call(e.deleteSuccessAsn, { token: tokens.planner1, query: byId(id) })).toMatchObject({
      code: 403,
      msg: 'Only SupperAdmin and Adient-Admin may delete a Success ASN',
    });
    expect((await t().call(e.deleteAsn, { token: tokens.admin, query: byId(id) })).code).toBe(409);
    expect((await t().call(e.deleteSuccessAsn, { token: tokens.admin, query: byId(id) })).code).toBe(200);
    expect(await asnQtyOf(t().db, line('R1:PO-2', 2))).toBe('0');
  });

  it('resends a refused ASN from the interface log; the ERP answer of the resend applies', async () => {
    const renamed = await t()
      .db.update(parts)
      .set({ partNo: 'A-900-OLD' })
      .where(eq(parts.partNo, 'A-900'))
      .returning();
    expect(renamed).toHaveLength(1);
    const id = (await send(asnBody([[line('R3:PO-9', 0), '10']]))).data.asnHeader.asnHeaderId ?? 0;
    await deliverToErp(t().db);
    expect((await statusOf(id))?.r).toBe('Item 1: part A-900 is not active for plant SQ01');
    await t().db.update(parts).set({ partNo: 'A-900' }).where(eq(parts.partNo, 'A-900-OLD'));
    const [asn] = await t().db.select({ no: asnHeaders.asnNo }).from(asnHeaders).where(eq(asnHeaders.id, id));
    const [log] = await t()
      .db.select({ id: interfaceLogs.id })
      .from(interfaceLogs)
      .where(eq(interfaceLogs.referenceNo, asn?.no ?? ''));
    const retry = await t().call(interfaceLogEndpoints.retry, {
      token: tokens.admin,
      params: { id: log?.id ?? 0 },
    });
    expect(retry.code).toBe(200);
    await deliverToErp(t().db);
    expect(await statusOf(id)).toEqual({ s: 'Success', r: null });
  });
});

describe('quantities under concurrency and tolerance', () => {
  it('lets two simultaneous sends over one line ship no more than it allows: exactly one wins', async () => {
    const target = line('R2:PO-1', 3);
    const first = (await saveDraft(asnBody([[target, '80']]))).data.asnHeader.asnHeaderId ?? 0;
    const second = (await saveDraft(asnBody([[target, '80']]))).data.asnHeader.asnHeaderId ?? 0;
    const replies = await Promise.all([
      send(asnBody([[target, '80']], { asnHeaderId: first })),
      send(asnBody([[target, '80']], { asnHeaderId: second })),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.code === 409)?.msg).toBe(
      'ASN Qty (ASN Lines, line 1): ASN quantity 80 of order PO-1 part A-100 exceeds the quantity left to ship 40',
    );
    expect(await asnQtyOf(t().db, target)).toBe('80');
  });

  it("ships beyond the unshipped quantity only within the supplier's over-shipment tolerance", async () => {
    await setTolerance(t().db, world.ids.SB01, world.ids.SS01, '10');
    const target = line('R2:PO-1', 2);
    expect((await send(asnBody([[target, '132.00001']]))).msg).toMatch(
      /exceeds the quantity left to ship 132$/,
    );
    expect((await send(asnBody([[target, '132']]))).code).toBe(200);
    expect(await asnQtyOf(t().db, target)).toBe('132');
  });

  it('tells the wizard the most each line may ship: unshipped, plus the tolerance, or no limit', async () => {
    const target = line('R1:PO-2', 3); // 40 requested, nothing shipped
    const overShipment = (values: Partial<typeof overShipmentSettings.$inferInsert>) =>
      t()
        .db.update(overShipmentSettings)
        .set(values)
        .where(
          and(
            eq(overShipmentSettings.buyerCompanyId, world.ids.SB01),
            eq(overShipmentSettings.supplierCompanyId, world.ids.SS01),
          ),
        );
    await overShipment({ isOverShipped: false, isOverShippedTolerance: null, ratePercent: null });
    const maxOfNewAsn = async () => {
      const reply = await t().call(e.asnCreateList, {
        token: tokens.supplier1,
        body: { scheduleDetailVos: [{ deliveryScheduleDetailId: target }] },
      });
      return reply.data.asnDetails.map(({ unshippedQty, maxAsnQty }) => ({ unshippedQty, maxAsnQty }));
    };
    expect(await maxOfNewAsn()).toEqual([{ unshippedQty: '40.00000', maxAsnQty: '40.00000' }]);
    await setTolerance(t().db, world.ids.SB01, world.ids.SS01, '10');
    expect(await maxOfNewAsn()).toEqual([{ unshippedQty: '40.00000', maxAsnQty: '44.00000' }]);
    const draft = (await saveDraft(asnBody([[target, '43']]))).data.asnHeader.asnHeaderId ?? 0;
    const saved = await t().call(e.queryAsnDetail, { token: tokens.supplier1, query: byId(draft) });
    expect(saved.data.asnDetails[0]).toMatchObject({ asnQty: '43.00000', maxAsnQty: '44.00000' });
    await overShipment({ isOverShipped: true, isOverShippedTolerance: false, ratePercent: null });
    expect(await maxOfNewAsn()).toEqual([{ unshippedQty: '40.00000', maxAsnQty: null }]);
  });
});

describe('supplier confinement', () => {
  it("refuses another supplier's ASN by id for every call", async () => {
    const id = (await saveDraft(asnBody([[line('R2:PO-1', 0), '1']]))).data.asnHeader.asnHeaderId ?? 0;
    const other = tokens.supplier2;
    expect((await t().call(e.queryAsnDetail, { token: other, query: byId(id) })).code).toBe(404);
    expect((await saveDraft(asnBody([[line('R2:PO-1', 0), '1']], { asnHeaderId: id }), other)).code).toBe(
      404,
    );
    expect((await send(asnBody([[line('R2:PO-1', 0), '1']], { asnHeaderId: id }), other)).code).toBe(404);
    expect((await t().call(e.deleteAsn, { token: other, query: byId(id) })).code).toBe(404);
    for (const endpoint of [e.downloadLabel, e.downloadDeliveryNote]) {
      const response = await t().request(endpoint, { token: other, params: { asnHeaderId: id } });
      expect(response.json()).toMatchObject({ code: 404, msg: 'The ASN does not exist' });
    }
    expect((await t().call(e.queryAsnDetail, { token: tokens.planner2, query: byId(id) })).code).toBe(404);
    expect((await t().call(e.queryAsnDetail, { token: tokens.planner1, query: byId(id) })).code).toBe(200);
    const list = await t().call(e.queryAsnList, { token: other, body: { supplierCode: 'SS01' } });
    expect(list.data.total).toBe(0);
  });
});

describe('copying a Failed ASN to correct it', () => {
  it('gives the quantity back, cancels the failed one keeping the remarks, and sends the corrected copy', async () => {
    const target = line('R2:PO-1', 0);
    const failed = await send(asnBody([[target, '100']], { planArrivalTimeStr: `${day(40)} 08:00` }));
    const failedId = failed.data.asnHeader.asnHeaderId ?? 0;
    const failedNo = failed.data.asnHeader.asnNo ?? '';
    await deliverToErp(t().db);
    const remarks = (await statusOf(failedId))?.r;
    expect(remarks).toMatch(/transit of \d+ days exceeds 30/);
    expect(await asnQtyOf(t().db, target)).toBe('100');
    const copy = (token = tokens.supplier1) =>
      t().call(e.copyFailedAsn, { token, query: byId(failedId), method: 'POST' });

    expect((await copy(tokens.planner1)).code).toBe(403);
    const copied = await copy();
    expect(copied).toMatchObject({
      code: 200,
      msg: expect.stringMatching(/^Copied to the new draft ASN\d{14}; correct it and send it$/),
      data: {
        asnHeader: { status: 'Draft', ackRemarks: remarks },
        asnDetails: [
          { deliveryScheduleDetailId: target, asnQty: '100.00000', oriAsnItemNo: `${failedNo}/1` },
        ],
      },
    });
    expect(await statusOf(failedId)).toEqual({ s: 'Cancelled', r: remarks });
    expect(await asnQtyOf(t().db, target)).toBe('0');
    expect(await copy()).toMatchObject({
      code: 409,
      msg: `ASN ${failedNo} is Cancelled; only a Failed ASN can be copied to correct it`,
    });

    const draftId = copied.data.asnHeader.asnHeaderId ?? 0;
    const corrected = await send(asnBody([[target, '100']], { asnHeaderId: draftId }));
    expect(corrected.code).toBe(200);
    await deliverToErp(t().db);
    expect(await statusOf(draftId)).toEqual({ s: 'Success', r: null });
    expect(await asnQtyOf(t().db, target)).toBe('100');
  });
});
