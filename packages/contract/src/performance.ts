import { z } from 'zod';
import { FilterDate, PageQuery, QueryValueList, recordsPage, ShortCode, SortQuery, YesNo } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Supplier performance (issue 16, ours): figures per buyer company, supplier and day, summed over a week
 * or a month. Every figure is defined in docs/kpis.md.
 * - rate KPIs count hits out of a total (onTime, quantity, confirmLead, asnSuccess, firstMatch);
 * - cycle KPIs average a duration in days (postedCycle: submit to posted, paidCycle: posted to paid).
 */
export const KPI_CODES = [
  'onTime',
  'quantity',
  'confirmLead',
  'asnSuccess',
  'firstMatch',
  'postedCycle',
  'paidCycle',
] as const;
export const KpiCode = z.enum(KPI_CODES);
export type KpiCode = z.infer<typeof KpiCode>;

/** The KPIs that are a share of hits (higher is better); the others are average durations (lower is better). */
export const RATE_KPIS = [
  'onTime',
  'quantity',
  'confirmLead',
  'asnSuccess',
  'firstMatch',
] as const satisfies readonly KpiCode[];
export type RateKpi = (typeof RATE_KPIS)[number];

export const PeriodType = z.enum(['week', 'month']).describe('week (ISO, Monday first) or calendar month');
export type PeriodType = z.infer<typeof PeriodType>;

/** One KPI over one period: hits of total for rates; count and average days for cycle times. */
export const KpiFigure = z.object({
  kpi: KpiCode,
  hits: z.number().int().describe('documents that met the target (rates); equals total for cycle times'),
  total: z.number().int().describe('documents counted'),
  rate: z
    .number()
    .nullable()
    .describe('hits / total in percent, 1 decimal; null when total is 0 or a cycle time'),
  averageDays: z
    .number()
    .nullable()
    .describe('average duration in days, 1 decimal (cycle times and confirmLead); null when nothing counted'),
});
export type KpiFigure = z.infer<typeof KpiFigure>;

// ---- dashboard overview ----

export const PerformanceOverviewQuery = z.object({
  period: PeriodType.default('month'),
  dateStr: FilterDate.optional().describe('a day inside the period to show (yyyyMMdd); default today'),
  companyCode: ShortCode.optional().describe('buyer company code; default all the caller may see'),
  supplierCode: ShortCode.optional().describe('supplier code; fixed to their own for suppliers'),
});
export type PerformanceOverviewQuery = z.infer<typeof PerformanceOverviewQuery>;

export const TrendPoint = z.object({
  periodStart: z.string().describe('first day of the period, yyyy-MM-dd'),
  label: z.string().describe('period label: 2026-W48 or 2026-11'),
  figures: z.array(KpiFigure),
});
export type TrendPoint = z.infer<typeof TrendPoint>;

export const SupplierScore = z.object({
  supplierCode: z.string(),
  supplierName: z.string(),
  score: z
    .number()
    .nullable()
    .describe('overall score 0-100, 1 decimal: mean of the rate KPIs that have a total; null when none has'),
  figures: z.array(KpiFigure),
});
export type SupplierScore = z.infer<typeof SupplierScore>;

export const PerformanceOverview = z.object({
  period: PeriodType,
  periodStart: z.string().describe('first day of the chosen period, yyyy-MM-dd'),
  periodEnd: z.string().describe('last day of the chosen period, yyyy-MM-dd'),
  current: z.array(KpiFigure).describe('every KPI over the chosen period, in KPI_CODES order'),
  previous: z.array(KpiFigure).describe('the same over the period before (for the trend arrow)'),
  trend: z.array(TrendPoint).describe('the last 12 periods, oldest first, ending with the chosen one'),
  worstSuppliers: z
    .array(SupplierScore)
    .describe('buyers: up to 10 suppliers of the chosen period, worst score first; suppliers: empty'),
});
export type PerformanceOverview = z.infer<typeof PerformanceOverview>;

// ---- Supplier Performance screen ----

export const PerformanceFilter = z.object({
  companyCode: ShortCode.optional().describe('buyer company code'),
  supplierCode: QueryValueList.optional().describe(
    'supplier codes (multi-value); fixed to their own for suppliers',
  ),
  period: PeriodType.default('month'),
  dateFromStr: FilterDate.optional().describe('periods ending on or after this day (yyyyMMdd)'),
  dateToStr: FilterDate.optional().describe('periods starting on or before this day (yyyyMMdd)'),
});
export type PerformanceFilter = z.infer<typeof PerformanceFilter>;

export const PerformanceQuery = PageQuery.extend(PerformanceFilter.shape);
export type PerformanceQuery = z.infer<typeof PerformanceQuery>;

export const PerformanceDownloadQuery = PerformanceFilter.extend(SortQuery.shape);
export type PerformanceDownloadQuery = z.infer<typeof PerformanceDownloadQuery>;

/** One supplier of one buyer company over one period, with every KPI (rates in percent, durations in days). */
export const PerformanceRow = z.object({
  companyCode: z.string().describe('buyer company code'),
  companyName: z.string(),
  supplierCode: z.string(),
  supplierName: z.string(),
  periodStart: z.string().describe('first day of the period, yyyy-MM-dd'),
  periodLabel: z.string().describe('2026-W48 or 2026-11'),
  score: z.number().nullable().describe('overall score, as in the overview'),
  onTimeHits: z.number().int(),
  onTimeTotal: z.number().int(),
  onTimeRate: z.number().nullable(),
  quantityHits: z.number().int(),
  quantityTotal: z.number().int(),
  quantityRate: z.number().nullable(),
  confirmLeadHits: z.number().int(),
  confirmLeadTotal: z.number().int(),
  confirmLeadRate: z.number().nullable(),
  confirmLeadAverageDays: z.number().nullable(),
  asnSuccessHits: z.number().int(),
  asnSuccessTotal: z.number().int(),
  asnSuccessRate: z.number().nullable(),
  firstMatchHits: z.number().int(),
  firstMatchTotal: z.number().int(),
  firstMatchRate: z.number().nullable(),
  postedCycleTotal: z.number().int(),
  postedCycleAverageDays: z.number().nullable(),
  paidCycleTotal: z.number().int(),
  paidCycleAverageDays: z.number().nullable(),
});
export type PerformanceRow = z.infer<typeof PerformanceRow>;

/** Sortable fields of the Supplier Performance list (default: newest period first, then worst score). */
export const PERFORMANCE_SORT_FIELDS = [
  'companyCode',
  'supplierCode',
  'supplierName',
  'periodStart',
  'score',
  'onTimeRate',
  'quantityRate',
  'confirmLeadRate',
  'confirmLeadAverageDays',
  'asnSuccessRate',
  'firstMatchRate',
  'postedCycleAverageDays',
  'paidCycleAverageDays',
] as const;

// ---- drill-down ----

export const PerformanceDocumentsQuery = PageQuery.extend({
  kpi: KpiCode,
  companyCode: ShortCode.min(1).describe('buyer company code (one company per drill-down)'),
  supplierCode: ShortCode.min(1)
    .optional()
    .describe(
      'supplier code; buyers: left out for every supplier of the company with documents in the days; suppliers: always their own, whatever is sent',
    ),
  dateFromStr: FilterDate.describe('first day (yyyyMMdd)'),
  dateToStr: FilterDate.describe('last day (yyyyMMdd)'),
  onlyMisses: YesNo.default('N').describe('Y: only the documents that missed'),
});
export type PerformanceDocumentsQuery = z.infer<typeof PerformanceDocumentsQuery>;

/**
 * One document behind a figure, misses first then by day, document number and supplier. The number fields
 * the web links are filled where the KPI has them: onTime (grNo, asnNo, releaseNo, orderNo, partNo), quantity (asnNo, partNo),
 * confirmLead (releaseNo, orderNo, partNo), asnSuccess (asnNo), firstMatch and the cycles (invoiceNo).
 */
export const PerformanceDocument = z.object({
  kpi: KpiCode,
  hit: YesNo.describe('Y: the document met the target (always Y for cycle times)'),
  dayStr: z.string().describe('the day that puts the document on the figure, yyyy-MM-dd'),
  supplierCode: z.string().describe('whose document it is (a drill-down over all suppliers mixes them)'),
  supplierName: z.string(),
  asnNo: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  releaseNo: z.string().nullable(),
  orderNo: z.string().nullable(),
  partNo: z.string().nullable(),
  grNo: z.string().nullable(),
  expected: z
    .string()
    .nullable()
    .describe('what was due: delivery date window, ASN quantity, release time, submit/posted time'),
  actual: z
    .string()
    .nullable()
    .describe('what happened: receipt date, received quantity, answer time, ERP status, match status'),
  measure: z.number().nullable().describe('hours to answer (confirmLead) or days (cycle times)'),
});
export type PerformanceDocument = z.infer<typeof PerformanceDocument>;

export const performanceEndpoints = {
  overview: endpoint({
    method: 'POST',
    path: '/performance/overview',
    summary:
      'Dashboard: KPIs of the period and the one before, a 12-period trend, and for buyers the worst suppliers',
    access: 'dashboard',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: PerformanceOverviewQuery,
    response: PerformanceOverview,
  }),
  query: endpoint({
    method: 'POST',
    path: '/performance/query',
    summary: 'Supplier Performance: one row per buyer company, supplier and period, paged and sorted',
    access: 'supplierPerformance',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: PerformanceQuery,
    response: recordsPage(PerformanceRow),
  }),
  download: endpoint({
    method: 'POST',
    path: '/performance/download',
    summary: 'The filtered Supplier Performance list as a spreadsheet, streamed',
    access: 'supplierPerformance',
    scope: 'own',
    kind: 'file',
    ours: true,
    fileName: 'SupplierPerformance.xlsx',
    body: PerformanceDownloadQuery,
  }),
  documents: endpoint({
    method: 'POST',
    path: '/performance/documents',
    summary:
      'The documents behind one figure (KPI, buyer company, one or all suppliers, days), misses first, paged',
    access: 'supplierPerformance',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: PerformanceDocumentsQuery,
    response: recordsPage(PerformanceDocument),
  }),
} as const;
