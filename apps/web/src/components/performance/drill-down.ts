import type { KpiCode, PerformanceDocumentsQuery, PeriodType } from '@portal/contract/performance';
import dayjs from 'dayjs';

/**
 * What a figure stands for: one KPI of one buyer company and supplier over some days (yyyy-MM-dd). No
 * supplier: a buyer's figure of all the company's suppliers (a supplier's own is fixed by the server).
 */
export interface DrillDown {
  kpi: KpiCode;
  companyCode: string;
  supplierCode?: string | undefined;
  supplierName?: string | undefined;
  firstDay: string;
  lastDay: string;
}

/** The last day of the week or month that starts on `periodStart` (yyyy-MM-dd). */
export function periodLastDay(periodStart: string, period: PeriodType): string {
  const start = dayjs(periodStart);
  const end = period === 'week' ? start.add(6, 'day') : start.endOf('month');
  return end.format('YYYY-MM-DD');
}

const compact = (day: string) => day.replaceAll('-', '');

/** The documents call of a figure: the drawer's own paging and only-misses switch on top. */
export function documentsQuery(
  drill: DrillDown,
  page: { pageNo: number; size: number; onlyMisses: boolean },
): PerformanceDocumentsQuery {
  return {
    kpi: drill.kpi,
    companyCode: drill.companyCode,
    ...(drill.supplierCode ? { supplierCode: drill.supplierCode } : {}),
    dateFromStr: compact(drill.firstDay),
    dateToStr: compact(drill.lastDay),
    onlyMisses: page.onlyMisses ? 'Y' : 'N',
    pageNo: page.pageNo,
    size: page.size,
    sort: 'ASC',
  };
}

/** A row of a supplier and period (list row, ranking row, chart point): its week or month, one KPI. */
export function periodDrillDown(
  kpi: KpiCode,
  scope: { companyCode: string; supplierCode: string; supplierName?: string },
  periodStart: string,
  period: PeriodType,
): DrillDown {
  return { kpi, ...scope, firstDay: periodStart, lastDay: periodLastDay(periodStart, period) };
}
