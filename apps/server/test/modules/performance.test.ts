import { KPI_CODES, type KpiCode, type KpiFigure, performanceEndpoints } from '@portal/contract/performance';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { performanceRecomputer } from '../../src/modules/performance/recompute.ts';
import { drainUntilEmpty } from '../../src/platform/workers/recompute-queue.ts';
import { createAsn } from '../helpers/arrange-asns.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildPerformanceWorld, type PerformanceWorld, usersOf } from './performance-world.ts';

const t = useTestApp();
const { overview, query, download, documents } = performanceEndpoints;
const tokens: Record<string, string> = {};
let world: PerformanceWorld;

beforeAll(async () => {
  world = await buildPerformanceWorld(t().db);
  await usersOf(t().db, world.ids);
  for (const user of ['perf.scm1', 'perf.ap1', 'perf.scm2', 'perf.s1', 'perf.dash']) {
    tokens[user] = await t().login(user);
  }
});

const MARCH = { period: 'month', dateStr: '20260315' } as const;

async function march(token: string | undefined, body: Record<string, unknown> = {}) {
  const reply = await t().call(overview, { token, body: { ...MARCH, ...body } });
  if (reply.code !== 200 || !reply.data) throw new Error(`overview: ${reply.code} ${reply.msg}`);
  return reply.data;
}

const figure = (figures: KpiFigure[], kpi: KpiCode) => figures.find((f) => f.kpi === kpi);

async function documentsOf(token: string | undefined, kpi: KpiCode, extra: Record<string, unknown> = {}) {
  const body = {
    kpi,
    companyCode: 'PB1',
    supplierCode: 'PS1',
    dateFromStr: '20260301',
    dateToStr: '20260331',
    size: 50,
  };
  return t().call(documents, { token, body: { ...body, ...extra } });
}

describe('supplier performance figures on a hand-made history', () => {
  it('computes every KPI of PS1 in March with its known answer', async () => {
    const data = await march(tokens['perf.scm1'], { supplierCode: 'PS1' });
    expect(data.periodStart).toBe('2026-03-01');
    expect(data.periodEnd).toBe('2026-03-31');
    expect(data.current).toEqual([
      { kpi: 'onTime', hits: 3, total: 4, rate: 75, averageDays: null },
      { kpi: 'quantity', hits: 1, total: 2, rate: 50, averageDays: null },
      { kpi: 'confirmLead', hits: 1, total: 2, rate: 50, averageDays: 0.8 },
      { kpi: 'asnSuccess', hits: 2, total: 3, rate: 66.7, averageDays: null },
      { kpi: 'firstMatch', hits: 1, total: 2, rate: 50, averageDays: null },
      { kpi: 'postedCycle', hits: 2, total: 2, rate: null, averageDays: 2.3 },
      { kpi: 'paidCycle', hits: 1, total: 1, rate: null, averageDays: 10 },
    ]);
    expect(data.previous.every((f) => f.total === 0)).toBe(true);
    expect(data.trend).toHaveLength(12);
    expect(data.trend.at(-1)?.label).toBe('2026-03');
    expect(data.trend.at(-1)?.figures).toEqual(data.current);
  });

  it('keeps the first answers: split feedback once, a failed-then-resent ASN failed, a failed match failed', async () => {
    const lines = await t().db.execute<{ answered: string }>(sql`
      select to_char(answered_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as answered from delivery_schedule_details
       where id in (${world.lines.L1}, ${world.lines.L2}, ${world.lines.L3}) order by id`);
    expect(lines.rows.map((row) => row.answered)).toEqual(['2026-03-02 10:00', '2026-03-03 06:00', null]);
    // a confirm sets the first answer; a later answer (feedback after the confirm) leaves it
    const [line] = (
      await t().db.execute<{ id: string }>(sql`
        with h as (
          insert into delivery_schedule_headers (release_no, order_no, line_no, part_no, buyer_company_id,
                 ship_to_plant, supplier_company_id, release_date)
          values ('R-9', 'PO-9', '10', 'P-9', ${world.ids.PB2}, 'PQ1', ${world.ids.PS1}, '2026-11-01') returning id)
        insert into delivery_schedule_details (header_id, delivery_date, request_qty)
        select id, '2026-11-20', 10 from h returning id`)
    ).rows;
    await t().db.execute(
      sql`update delivery_schedule_details set release_status = 'Confirmed' where id = ${line?.id}`,
    );
    const first = await t().db.execute<{ at: string }>(
      sql`select answered_at::text as at from delivery_schedule_details where id = ${line?.id}`,
    );
    expect(first.rows[0]?.at).toBeTruthy();
    await t().db.execute(
      sql`update delivery_schedule_details set release_status = 'Wait for Approval' where id = ${line?.id}`,
    );
    const later = await t().db.execute<{ at: string }>(
      sql`select answered_at::text as at from delivery_schedule_details where id = ${line?.id}`,
    );
    expect(later.rows[0]?.at).toBe(first.rows[0]?.at);
    const asn = await t().db.execute<{ status: string; first: string }>(sql`
      select status, first_ack_status as first from asn_headers where id = ${world.asns.A2}`);
    expect(asn.rows[0]).toEqual({ status: 'Success', first: 'Failed' });
    const invoices = await t().db.execute<{ no: string; first: string }>(sql`
      select invoice_no as no, first_match_status as first from invoice_headers where invoice_no like 'INVP%' order by 1`);
    expect(invoices.rows).toEqual([
      { no: 'INVP1', first: 'Failed' },
      { no: 'INVP2', first: 'Passed' },
    ]);
  });

  it('ranks the suppliers worst first with an overall score', async () => {
    const data = await march(tokens['perf.scm1']);
    expect(data.worstSuppliers.map((s) => [s.supplierCode, s.score])).toEqual([
      ['PS1', 58.3],
      ['PS2', 100],
    ]);
  });

  it('follows a change of the on-time window and a new receipt through the queue', async () => {
    const db = t().db;
    await db.execute(sql`update companies set on_time_late_days = 1 where company_code = 'PB1'`);
    await drainUntilEmpty(db, performanceRecomputer);
    expect(
      figure((await march(tokens['perf.scm1'], { supplierCode: 'PS1' })).current, 'onTime'),
    ).toMatchObject({
      hits: 4,
      total: 4,
    });
    await db.execute(sql`update companies set on_time_late_days = 0 where company_code = 'PB1'`);
    await db.execute(sql`update goods_receipts set qty = 50 where gr_no = 'G3'`);
    await drainUntilEmpty(db, performanceRecomputer);
    const current = (await march(tokens['perf.scm1'], { supplierCode: 'PS1' })).current;
    expect(figure(current, 'onTime')).toMatchObject({ hits: 3, total: 4 });
    expect(figure(current, 'quantity')).toMatchObject({ hits: 2, total: 2 });
    await db.execute(sql`update goods_receipts set qty = 45 where gr_no = 'G3'`);
    await drainUntilEmpty(db, performanceRecomputer);
  });
  it("leaves write-off receipts out of on-time and quantity (the ERP's corrections, not deliveries)", async () => {
    const db = t().db;
    // a late write-off of one piece on ASN-P1: counted, it would be a late receipt and make 100 shipped 101 received
    await db.execute(sql`
      insert into goods_receipts (buyer_company_id, ship_to_plant_code, supplier_company_id, gr_no, gr_line_no,
             order_no, po_line_no, part_no, qty, po_uom, currency, gr_unit_price, amount, asn_no, asn_header_id,
             gr_date, is_write_off, content_hash)
      values (${world.ids.PB1}, 'PP1', ${world.ids.PS1}, 'WO-1', '1', 'PO-1', '10', 'P-1', 1, 'PC', 'CNY', 1, 1,
              'ASN-P1', ${world.asns.A1}, '2026-03-25', 'Y', 'WO-1')`);
    await drainUntilEmpty(db, performanceRecomputer);
    const current = (await march(tokens['perf.scm1'], { supplierCode: 'PS1' })).current;
    expect(figure(current, 'onTime')).toMatchObject({ hits: 3, total: 4 });
    expect(figure(current, 'quantity')).toMatchObject({ hits: 1, total: 2 });
    const late = await documentsOf(tokens['perf.scm1'], 'onTime');
    expect(late.data?.records.map((row) => row.grNo)).not.toContain('WO-1');
    await db.execute(sql`delete from goods_receipts where gr_no = 'WO-1'`);
    await drainUntilEmpty(db, performanceRecomputer);
  });
});

describe('the drill-down', () => {
  it('lists the documents behind each figure, misses first, agreeing with the figure', async () => {
    const current = (await march(tokens['perf.scm1'], { supplierCode: 'PS1' })).current;
    for (const kpi of KPI_CODES) {
      const reply = await documentsOf(tokens['perf.scm1'], kpi);
      expect(reply.code, kpi).toBe(200);
      const records = reply.data?.records ?? [];
      expect(records.length, kpi).toBe(figure(current, kpi)?.total);
      expect(records.filter((r) => r.hit === 'Y').length, kpi).toBe(figure(current, kpi)?.hits);
    }
    const onTime = await documentsOf(tokens['perf.scm1'], 'onTime');
    expect(onTime.data?.records[0]).toMatchObject({
      hit: 'N',
      grNo: 'G2',
      asnNo: 'ASN-P1',
      releaseNo: 'R-1',
      expected: '2026-03-08 ~ 2026-03-10',
      actual: '2026-03-11',
    });
    const misses = await documentsOf(tokens['perf.scm1'], 'asnSuccess', { onlyMisses: 'Y' });
    expect(misses.data?.records.map((r) => r.asnNo)).toEqual(['ASN-P2']);
  });

  it('refuses a reversed or too long range with a message in the caller language', async () => {
    const reversed = await t().call(documents, {
      token: tokens['perf.scm1'],
      locale: 'cn',
      body: {
        kpi: 'onTime',
        companyCode: 'PB1',
        supplierCode: 'PS1',
        dateFromStr: '20260331',
        dateToStr: '20260301',
      },
    });
    expect(reversed).toMatchObject({ code: 400, msg: '开始日期不能晚于结束日期' });
    const long = await documentsOf(tokens['perf.scm1'], 'onTime', { dateFromStr: '20240101' });
    expect(long).toMatchObject({ code: 400, msg: 'The date range must not exceed 400 days' });
  });
});

/** An ASN first accepted by the ERP on 2026-03-10, straight into the tables (no queue drained). */
async function acceptedAsn(asnNo: string, buyer: number, supplier: number) {
  const id = await createAsn(t().db, {
    asnNo,
    buyerCompanyId: buyer,
    supplierCompanyId: supplier,
    shipToPlantCode: 'PP1',
    status: 'Submitted',
  });
  await t().db.execute(
    sql`update asn_headers set status = 'Success', acked_at = '2026-03-10T02:00:00Z' where id = ${id}`,
  );
  return id;
}

describe('the drill-down over all suppliers of a buyer company', () => {
  const allOf = (token: string | undefined, kpi: KpiCode, extra: Record<string, unknown> = {}) =>
    documentsOf(token, kpi, { supplierCode: undefined, ...extra });

  it("lists every supplier's documents behind the company's figures, misses first, then day, number, supplier", async () => {
    const current = (await march(tokens['perf.scm1'])).current;
    for (const kpi of KPI_CODES) {
      const records = (await allOf(tokens['perf.scm1'], kpi)).data?.records ?? [];
      expect(records.length, kpi).toBe(figure(current, kpi)?.total);
      expect(records.filter((r) => r.hit === 'Y').length, kpi).toBe(figure(current, kpi)?.hits);
    }
    const asns = await allOf(tokens['perf.scm1'], 'asnSuccess');
    expect(asns.data?.records.map((r) => [r.hit, r.asnNo, r.supplierCode, r.supplierName])).toEqual([
      ['N', 'ASN-P2', 'PS1', 'Apex Foam'],
      ['Y', 'ASN-P1', 'PS1', 'Apex Foam'],
      ['Y', 'ASN-P3', 'PS1', 'Apex Foam'],
      ['Y', 'ASN-P9', 'PS2', 'Beta Steel'],
    ]);
    const second = await allOf(tokens['perf.scm1'], 'asnSuccess', { size: 2, pageNo: 2 });
    expect(second.data).toMatchObject({ total: 4, pages: 2 });
    expect(second.data?.records.map((r) => r.asnNo)).toEqual(['ASN-P3', 'ASN-P9']);
  });

  it("keeps another buyer company's documents out, also those not summed yet, and lists the queued ones", async () => {
    const { ids } = world;
    const foreign = await acceptedAsn('ASN-X2', ids.PB2, ids.PS1);
    const queued = await acceptedAsn('ASN-Q9', ids.PB1, ids.PS2);
    try {
      const before = await allOf(tokens['perf.scm1'], 'asnSuccess');
      expect(before.data?.records.map((r) => r.asnNo).sort()).toEqual([
        'ASN-P1',
        'ASN-P2',
        'ASN-P3',
        'ASN-P9',
        'ASN-Q9',
      ]);
      await drainUntilEmpty(t().db, performanceRecomputer);
      const after = await allOf(tokens['perf.scm1'], 'asnSuccess');
      expect(after.data?.records.map((r) => r.asnNo)).not.toContain('ASN-X2');
      expect(after.data?.total).toBe(5);
      // the other buyer company, asked by name, is not the caller's
      const asked = await allOf(tokens['perf.scm1'], 'asnSuccess', { companyCode: 'PB2' });
      expect(asked.data).toEqual({ records: [], total: 0, pages: 0 });
      const own = await allOf(tokens['perf.scm2'], 'asnSuccess', { companyCode: 'PB2' });
      expect(own.data?.records.map((r) => [r.asnNo, r.supplierCode])).toEqual([['ASN-X2', 'PS1']]);
    } finally {
      await t().db.execute(sql`delete from asn_headers where id in (${foreign}, ${queued})`);
      await drainUntilEmpty(t().db, performanceRecomputer);
    }
  });

  it('gives a supplier only its own documents, whether it names another supplier or none', async () => {
    const own = ['ASN-P1', 'ASN-P2', 'ASN-P3'];
    for (const supplierCode of [undefined, 'PS2', '']) {
      const reply = await documentsOf(tokens['perf.s1'], 'asnSuccess', { supplierCode });
      if (supplierCode === '') {
        // an empty code is no "all suppliers": it is refused like any other bad field
        expect(reply.code).toBe(400);
        continue;
      }
      expect(reply.data?.records.map((r) => r.asnNo).sort(), String(supplierCode)).toEqual(own);
      expect(new Set(reply.data?.records.map((r) => r.supplierCode))).toEqual(new Set(['PS1']));
    }
  });

  it('pages by the figures per day exactly as judging every document would', async () => {
    const pagesOf = async (kpi: KpiCode, size: number, onlyMisses: 'Y' | 'N') => {
      const rows: string[] = [];
      for (let pageNo = 1; ; pageNo += 1) {
        const reply = await allOf(tokens['perf.scm1'], kpi, { size, pageNo, onlyMisses });
        rows.push(
          ...(reply.data?.records ?? []).map(
            (r) => `${r.hit} ${r.dayStr} ${r.asnNo ?? r.invoiceNo ?? r.grNo}`,
          ),
        );
        if (pageNo >= (reply.data?.pages ?? 0)) return { rows, total: reply.data?.total };
      }
    };
    const everyDocument = async (kpi: KpiCode, onlyMisses: 'Y' | 'N') => {
      // a queued bucket inside the days: the list judges every document instead of reading the figures
      await t().db.execute(sql`
        insert into performance_dirty (buyer_company_id, supplier_company_id, day)
        values (${world.ids.PB1}, ${world.ids.PS2}, '2026-03-31') on conflict do nothing`);
      try {
        return await pagesOf(kpi, 50, onlyMisses);
      } finally {
        await drainUntilEmpty(t().db, performanceRecomputer);
      }
    };
    for (const kpi of KPI_CODES) {
      for (const onlyMisses of ['N', 'Y'] as const) {
        const expected = await everyDocument(kpi, onlyMisses);
        for (const size of [1, 2, 3]) {
          expect(await pagesOf(kpi, size, onlyMisses), `${kpi} ${onlyMisses} ${size}`).toEqual(expected);
        }
      }
    }
    const beyond = await allOf(tokens['perf.scm1'], 'onTime', { size: 10, pageNo: 9 });
    expect(beyond.data).toMatchObject({ records: [], total: 4 });
  });

  it('answers nothing for a supplier code that is no supplier of the company', async () => {
    const reply = await documentsOf(tokens['perf.scm1'], 'asnSuccess', { supplierCode: 'PB2' });
    expect(reply.data).toEqual({ records: [], total: 0, pages: 0 });
  });
});

describe('access and supplier scope', () => {
  it('confines a supplier to its own figures and documents, whatever it asks', async () => {
    const own = await march(tokens['perf.s1'], { supplierCode: 'PS2' });
    expect(figure(own.current, 'asnSuccess')).toMatchObject({ hits: 2, total: 3 });
    expect(own.worstSuppliers).toEqual([]);
    const foreign = await documentsOf(tokens['perf.s1'], 'asnSuccess', { supplierCode: 'PS2' });
    expect(foreign.data?.records.map((r) => r.asnNo).sort()).toEqual(['ASN-P1', 'ASN-P2', 'ASN-P3']);
    const rows = await t().call(query, {
      token: tokens['perf.s1'],
      body: { supplierCode: ['PS2'], dateFromStr: '20260301', dateToStr: '20260331' },
    });
    expect(rows.data?.records.map((r) => r.supplierCode)).toEqual(['PS1']);
  });

  it("shows a buyer only its own companies' figures", async () => {
    const other = await march(tokens['perf.scm2']);
    expect(other.current.every((f) => f.total === 0)).toBe(true);
    expect(other.worstSuppliers).toEqual([]);
    const foreign = await documentsOf(tokens['perf.scm2'], 'onTime');
    expect(foreign.data).toEqual({ records: [], total: 0, pages: 0 });
  });

  it('gives the dashboard to anyone with it, the screen, drill-down and download to supplierPerformance', async () => {
    expect((await march(tokens['perf.dash'])).worstSuppliers).toHaveLength(2);
    const refused = await t().call(query, { token: tokens['perf.dash'], body: {} });
    expect(refused.code).toBe(403);
    expect((await documentsOf(tokens['perf.dash'], 'onTime')).code).toBe(403);
    expect((await t().call(download, { token: tokens['perf.dash'], body: {} })).code).toBe(403);
    expect((await t().call(overview, { body: MARCH })).code).toBe(999);
  });
});

describe('the Supplier Performance list and its download', () => {
  const MARCH_FILTER = { period: 'month', dateFromStr: '20260301', dateToStr: '20260331' } as const;

  it('answers one row per supplier and period, worst score first, sortable', async () => {
    const reply = await t().call(query, { token: tokens['perf.ap1'], body: MARCH_FILTER });
    expect(reply.data?.total).toBe(2);
    expect(reply.data?.records.map((r) => [r.supplierCode, r.periodLabel, r.score])).toEqual([
      ['PS1', '2026-03', 58.3],
      ['PS2', '2026-03', 100],
    ]);
    expect(reply.data?.records[0]).toMatchObject({
      onTimeHits: 3,
      onTimeTotal: 4,
      onTimeRate: 75,
      paidCycleAverageDays: 10,
    });
    const sorted = await t().call(query, {
      token: tokens['perf.ap1'],
      body: { ...MARCH_FILTER, sortName: 'score', sort: 'DESC' },
    });
    expect(sorted.data?.records.map((r) => r.supplierCode)).toEqual(['PS2', 'PS1']);
    const weeks = await t().call(query, {
      token: tokens['perf.ap1'],
      body: { ...MARCH_FILTER, period: 'week', size: 100 },
    });
    expect(weeks.data?.records.some((r) => r.periodLabel === '2026-W11')).toBe(true);
    const refused = await t().call(query, {
      token: tokens['perf.ap1'],
      body: { sortName: 'buyer_company_id' },
    });
    expect(refused.code).toBe(400);
  });

  it('streams SupplierPerformance.xlsx with the same rows, headers in the caller language', async () => {
    const response = await t().request(download, {
      token: tokens['perf.ap1'],
      body: MARCH_FILTER,
      locale: 'en',
    });
    expect(response.headers['content-disposition']).toContain('SupplierPerformance.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]?.slice(0, 6)).toEqual([
      'Company Code',
      'Supplier Code',
      'Supplier Name',
      'Period',
      'Score',
      'On-time Delivery %',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      ['PB1', 'PS1', 'Apex Foam', '2026-03', 58.3, 75],
      ['PB1', 'PS2', 'Beta Steel', '2026-03', 100, null],
    ]);
    const empty = await t().call(download, {
      token: tokens['perf.ap1'],
      body: { ...MARCH_FILTER, companyCode: 'NOPE' },
    });
    expect(empty).toMatchObject({ code: 200, data: null });
  });
});
