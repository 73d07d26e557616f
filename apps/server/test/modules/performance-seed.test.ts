import { type KpiCode, type KpiFigure, performanceEndpoints } from '@portal/contract/performance';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ASN_SUPPLIERS } from '../../src/db/seed/demo-asns.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let token = '';

beforeAll(async () => {
  token = await t().login('admin');
});

const figure = (figures: KpiFigure[] | undefined, kpi: KpiCode) => figures?.find((f) => f.kpi === kpi);

/** The dashboard's monthly trend of ADTH (it buys from both demo ASN suppliers), one supplier or all. */
async function trendOf(supplierCode?: string) {
  const reply = await t().call(performanceEndpoints.overview, {
    token,
    body: { period: 'month', companyCode: 'ADTH', ...(supplierCode ? { supplierCode } : {}) },
  });
  if (reply.code !== 200 || !reply.data) throw new Error(`overview: ${reply.code} ${reply.msg}`);
  return reply.data;
}

/** Hits and total of a KPI over the trend's full months (the current one is still under way). */
function pastMonths(trend: Awaited<ReturnType<typeof trendOf>>['trend'], kpi: KpiCode) {
  return trend.slice(0, -1).map((point) => figure(point.figures, kpi) ?? { hits: 0, total: 0, rate: null });
}

/** The rate of hits in percent over the given months together. */
function rateOf(months: Array<{ hits: number; total: number }>) {
  const sum = (key: 'hits' | 'total') => months.reduce((total, month) => total + month[key], 0);
  return (100 * sum('hits')) / sum('total');
}

describe('the demo supplier performance', () => {
  it.each(DEMO_ASN_SUPPLIERS)(
    'gives %s receipts to judge on time in every past month, not all hits nor all misses',
    async (code) => {
      const months = pastMonths((await trendOf(code)).trend, 'onTime');
      expect(months).toHaveLength(11);
      for (const month of months) expect(month.total).toBeGreaterThan(0);
      const rate = rateOf(months);
      expect(rate).toBeGreaterThan(0);
      expect(rate).toBeLessThan(100);
    },
  );

  it('shows the often late demo supplier clearly below the punctual one, over the year and in the ranking', async () => {
    const onTimeOf = async (code: string) => rateOf(pastMonths((await trendOf(code)).trend, 'onTime'));
    const [punctual = '', late = ''] = DEMO_ASN_SUPPLIERS;
    expect((await onTimeOf(punctual)) - (await onTimeOf(late))).toBeGreaterThan(20);
    const lastMonth = (await trendOf()).trend.at(-2)?.periodStart ?? '';
    const reply = await t().call(performanceEndpoints.overview, {
      token,
      body: { period: 'month', companyCode: 'ADTH', dateStr: lastMonth.replaceAll('-', '') },
    });
    // the score also averages rates of a handful of documents (3 or 4 invoices a month), so a single month
    // may rank either way: the ranking's on-time figures tell the two apart
    const ranked = reply.data?.worstSuppliers ?? [];
    const rankedOnTime = (code: string) =>
      figure(ranked.find((row) => row.supplierCode === code)?.figures, 'onTime');
    expect(rankedOnTime(late)?.total).toBeGreaterThan(0);
    expect(rankedOnTime(late)?.rate).toBeLessThan(rankedOnTime(punctual)?.rate ?? 0);
  });

  it('counts paid invoices in posted-to-paid, paid 30 to 110 days after posting, some still unpaid', async () => {
    const paid = pastMonths((await trendOf()).trend, 'paidCycle');
    expect(paid.reduce((total, month) => total + month.total, 0)).toBeGreaterThan(0);
    const [row] = (
      await t().db.execute<{ paid: number; posted: number; outside: number }>(sql`
        select count(*) filter (where status = 'Paid')::int as paid,
               count(*) filter (where status = 'Posted')::int as posted,
               count(*) filter (where status = 'Paid' and (payment_date >= current_date
                 or payment_date - (posting_at at time zone 'Asia/Shanghai')::date not between 30 and 110))::int
                 as outside
          from invoice_headers where created_by = 'demo'`)
    ).rows;
    expect(row?.paid).toBeGreaterThan(0);
    expect(row?.posted).toBeGreaterThan(0);
    expect(row?.outside).toBe(0);
  });

  it('holds on every schedule line an ASN ships exactly the quantity of its sent ASN lines', async () => {
    const [row] = (
      await t().db.execute<{ lines: number; disagreeing: number }>(sql`
        select count(*)::int as lines, count(*) filter (where d.asn_qty <> s.shipped)::int as disagreeing
          from delivery_schedule_details d
          join (select ad.schedule_detail_id,
                       coalesce(sum(ad.asn_qty) filter (where a.status in ('Submitted', 'Success', 'Failed')), 0)
                         as shipped
                  from asn_details ad join asn_headers a on a.id = ad.asn_header_id group by 1) s
            on s.schedule_detail_id = d.id`)
    ).rows;
    expect(row?.lines).toBeGreaterThan(0);
    expect(row?.disagreeing).toBe(0);
  });
});
