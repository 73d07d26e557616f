import { scheduleEndpoints } from '@portal/contract/schedule';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { buildScheduleWorld, publishWorldReleases, type ScheduleWorld } from './schedule-world.ts';

const t = useTestApp();
const { queryList, queryDetailList } = scheduleEndpoints;

let world: ScheduleWorld;
let headers: Map<string, number>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  world = await buildScheduleWorld(t().db);
  headers = await publishWorldReleases(t().db);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
});

const header = (key: string) => headers.get(key) ?? 0;

async function headerKeys(token: string, body: Record<string, unknown> = {}) {
  const reply = await t().call(queryList, { token, body });
  expect(reply.code, reply.msg).toBe(200);
  return reply.data?.records.map((row) => `${row.releaseNo}:${row.orderNo}`) ?? [];
}

describe('POST /adientSchedule/queryList', () => {
  it('shows a supplier only its own latest releases, newest first, whatever supplier code it asks for', async () => {
    expect(await headerKeys(tokens.supplier1 ?? '')).toEqual(['R2:PO-1', 'R3:PO-9', 'R1:PO-2']);
    expect(await headerKeys(tokens.supplier1 ?? '', { supplierCode: ['SS02'] })).toEqual([
      'R2:PO-1',
      'R3:PO-9',
      'R1:PO-2',
    ]);
    expect(await headerKeys(tokens.supplier2 ?? '')).toEqual(['R1:PO-3']);
  });

  it('shows a buyer the releases of its own buyer companies only', async () => {
    expect(await headerKeys(tokens.planner1 ?? '')).toEqual(['R2:PO-1', 'R1:PO-3', 'R1:PO-2']);
    expect(await headerKeys(tokens.planner2 ?? '')).toEqual(['R3:PO-9']);
    expect(await headerKeys(tokens.planner1 ?? '', { companyCode: 'SB02' })).toEqual([]);
  });

  it('answers the header fields, total and pages', async () => {
    const reply = await t().call(queryList, { token: tokens.planner1, body: { size: 2, orderNo: ['PO-1'] } });
    expect(reply.data).toEqual({
      records: [
        {
          deliveryScheduleHeaderId: header('R2:PO-1'),
          releaseNo: 'R2',
          orderNo: 'PO-1',
          lineNo: '10',
          partNo: 'A-100',
          buyerCompanyCode: 'SB01',
          shipToPlant: 'SP01',
          supplierCode: 'SS01',
          supplierName: 'Alpha Stamping',
          releaseDateStr: '2026-11-09',
          model: 'Sedan X',
          planner: null,
          comments: null,
        },
      ],
      total: 1,
      pages: 1,
    });
  });

  it('filters on the header fields', async () => {
    const p = tokens.planner1 ?? '';
    expect(await headerKeys(p, { isLatest: 'N' })).toEqual(['R1:PO-1']);
    expect(await headerKeys(p, { releaseNo: 'R1' })).toEqual(['R1:PO-3', 'R1:PO-2']);
    expect(await headerKeys(p, { partNo: ['A-200', 'B-100'] })).toEqual(['R1:PO-3', 'R1:PO-2']);
    expect(await headerKeys(p, { supplierCode: ['SS02'] })).toEqual(['R1:PO-3']);
    expect(await headerKeys(p, { supplierName: 'beta' })).toEqual(['R1:PO-3']);
    expect(await headerKeys(p, { shipToPlant: 'SP02' })).toEqual(['R1:PO-2']);
    expect(await headerKeys(p, { model: 'suv' })).toEqual(['R1:PO-2']);
    expect(await headerKeys(p, { releaseDateFrom: '20261103', releaseDateTo: '20261109' })).toEqual([
      'R2:PO-1',
    ]);
    expect(await headerKeys(p, { releaseDateTo: '20261102' })).toEqual(['R1:PO-3', 'R1:PO-2']);
  });

  it('keeps the headers with lines matching the line filters (status, horizon, type)', async () => {
    const p = tokens.planner1 ?? '';
    expect(await headerKeys(p, { itemStatus: 'New' })).toEqual(['R2:PO-1', 'R1:PO-3', 'R1:PO-2']);
    expect(await headerKeys(p, { itemStatus: 'Confirmed' })).toEqual([]);
    // PO-2 delivers from 10 Nov, PO-3 from 11 Nov, PO-1 (R2) from 16 Nov, weekly
    expect(await headerKeys(p, { horizonStartFrom: '20261110', horizonStartTo: '20261110' })).toEqual([
      'R1:PO-2',
    ]);
    expect(await headerKeys(p, { horizonStartFrom: '20261207', type: 'Forecast' })).toEqual(['R2:PO-1']);
  });

  it('sorts by a display column both ways and refuses a sort outside the whitelist', async () => {
    const p = tokens.planner1 ?? '';
    expect(await headerKeys(p, { sortName: 'supplierCode', sort: 'DESC' })).toEqual([
      'R1:PO-3',
      'R2:PO-1',
      'R1:PO-2',
    ]);
    expect(await headerKeys(p, { sortName: 'orderNo', sort: 'ASC' })).toEqual([
      'R2:PO-1',
      'R1:PO-2',
      'R1:PO-3',
    ]);
    const refused = await t().call(queryList, { token: p, body: { sortName: 'release_no; drop table x' } });
    expect(refused).toMatchObject({
      code: 400,
      msg: 'Sorting by "release_no; drop table x" is not supported',
    });
    expect((await t().call(queryList, { token: p, body: { size: 501 } })).code).toBe(400);
  });

  it('is refused to a role without the schedule screen and without a session', async () => {
    expect((await t().call(queryList, { token: tokens.ap1, body: {} })).code).toBe(403);
    expect((await t().call(queryList, { body: {} })).code).toBe(999);
  });
});

describe('POST /adientSchedule/queryDetailList', () => {
  async function lines(token: string, body: Record<string, unknown>) {
    const reply = await t().call(queryDetailList, { token, body });
    expect(reply.code, reply.msg).toBe(200);
    return reply.data;
  }

  it('answers the lines of the selected header with their labels in the caller language', async () => {
    const data = await lines(tokens.supplier1 ?? '', { deliveryScheduleHeaderId: header('R1:PO-2') });
    expect(data?.total).toBe(4);
    expect(data?.records[0]).toEqual({
      deliveryScheduleDetailId: expect.any(Number),
      deliveryScheduleHeaderId: header('R1:PO-2'),
      releaseNo: 'R1',
      orderNo: 'PO-2',
      supplierCode: 'SS01',
      releaseStatus: 'New',
      i18nStatus: 'New',
      lineNo: '10',
      partNo: 'A-200',
      partDesc: 'Description of A-200',
      scheduleType: 'Firm',
      type: 'Firm',
      deliveryDateStr: '2026-11-10',
      deliveryTimeStr: null,
      timeZone: 'Asia/Shanghai',
      requestQty: '40.00000',
      bucket: null,
      reference: null,
      asnQty: '0.00000',
      unshippedQty: '40.00000',
      unit: 'PC',
      cumQty: null,
      cumReceivedQty: null,
      cumNetQty: null,
      lastReceivedQty: null,
      lastDespatchAsnNo: null,
      confirmStatus: null,
    });
    const chinese = await t().call(queryDetailList, {
      token: tokens.supplier1,
      body: { deliveryScheduleHeaderId: header('R1:PO-2'), sortName: 'deliveryDateStr', sort: 'DESC' },
      locale: 'cn',
    });
    expect(chinese.data?.records.map((row) => [row.deliveryDateStr, row.i18nStatus, row.type])).toEqual([
      ['2026-12-01', '新建', '预测'],
      ['2026-11-24', '新建', '预测'],
      ['2026-11-17', '新建', '确定'],
      ['2026-11-10', '新建', '确定'],
    ]);
  });

  it('answers nothing for another supplier header, however it is asked', async () => {
    const data = await lines(tokens.supplier2 ?? '', { deliveryScheduleHeaderId: header('R1:PO-2') });
    expect(data).toEqual({ records: [], total: 0, pages: 0 });
    expect(await lines(tokens.planner2 ?? '', { deliveryScheduleHeaderId: header('R1:PO-2') })).toMatchObject(
      {
        total: 0,
      },
    );
  });

  it('answers unsorted lines of several headers in the header table order: newest release first', async () => {
    const data = await lines(tokens.planner1 ?? '', { type: 'Firm', size: 500 });
    expect(data?.records.map((row) => `${row.releaseNo} ${row.partNo} ${row.deliveryDateStr}`)).toEqual([
      'R2 A-100 2026-11-16',
      'R2 A-100 2026-11-23',
      'R1 B-100 2026-11-11',
      'R1 B-100 2026-11-18',
      'R1 A-200 2026-11-10',
      'R1 A-200 2026-11-17',
    ]);
  });

  it('answers the lines of every matching header, ordered by the header sort first', async () => {
    const data = await lines(tokens.planner1 ?? '', {
      type: 'Firm',
      headerSortName: 'orderNo',
      headerSort: 'DESC',
      sortName: 'deliveryDateStr',
      sort: 'DESC',
      size: 500,
    });
    expect(data?.records.map((row) => `${row.partNo} ${row.deliveryDateStr}`)).toEqual([
      'B-100 2026-11-18',
      'B-100 2026-11-11',
      'A-200 2026-11-17',
      'A-200 2026-11-10',
      'A-100 2026-11-23',
      'A-100 2026-11-16',
    ]);
  });

  it('refuses an unknown line or header sort', async () => {
    for (const body of [{ sortName: 'nope' }, { headerSortName: 'nope' }]) {
      expect((await t().call(queryDetailList, { token: tokens.planner1, body })).code).toBe(400);
    }
  });
});

describe('POST /adientSchedule/compareReleases', () => {
  const { compareReleases } = scheduleEndpoints;

  it('compares a release with the one before it, per delivery, and lists every release of the order line', async () => {
    const reply = await t().call(compareReleases, {
      token: tokens.supplier1,
      body: { deliveryScheduleHeaderId: header('R2:PO-1') },
    });
    expect(reply.code, reply.msg).toBe(200);
    expect(reply.data?.current).toMatchObject({ releaseNo: 'R2', isLatest: 'Y' });
    expect(reply.data?.previous).toMatchObject({ releaseNo: 'R1', isLatest: 'N' });
    expect(reply.data?.releases.map((release) => release.releaseNo)).toEqual(['R2', 'R1']);
    expect(
      reply.data?.changes.map((entry) => [
        entry.change,
        entry.previousDeliveryDateStr,
        entry.deliveryDateStr,
        entry.difference,
      ]),
    ).toEqual([
      ['removed', '2026-11-09', null, '-100'],
      ['increased', '2026-11-16', '2026-11-16', '20'],
      ['increased', '2026-11-23', '2026-11-23', '20'],
      ['increased', '2026-11-30', '2026-11-30', '20'],
      ['added', null, '2026-12-07', '120'],
    ]);
  });

  it('has nothing before the first release and refuses a later release as the earlier one', async () => {
    const first = await t().call(compareReleases, {
      token: tokens.planner1,
      body: { deliveryScheduleHeaderId: header('R1:PO-1') },
    });
    expect(first.data?.previous).toBeNull();
    expect(first.data?.changes.every((entry) => entry.change === 'added')).toBe(true);
    const backwards = await t().call(compareReleases, {
      token: tokens.planner1,
      body: { deliveryScheduleHeaderId: header('R1:PO-1'), previousHeaderId: header('R2:PO-1') },
    });
    expect(backwards).toMatchObject({
      code: 400,
      msg: 'Compare with an earlier release of the same order line',
    });
  });

  it("answers not found for another supplier's or buyer's order line", async () => {
    for (const token of [tokens.supplier2, tokens.planner2]) {
      const reply = await t().call(compareReleases, {
        token,
        body: { deliveryScheduleHeaderId: header('R2:PO-1') },
      });
      expect(reply).toMatchObject({ code: 404, msg: 'The delivery schedule does not exist' });
    }
  });
});
