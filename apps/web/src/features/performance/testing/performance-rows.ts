import type { PerformanceDocument, PerformanceRow } from '@portal/contract/performance';

/** Supplier S100101 of buyer ADCN in November 2026: a few misses in every rate. */
export const novemberRow: PerformanceRow = {
  companyCode: 'ADCN',
  companyName: 'Adient China',
  supplierCode: 'S100101',
  supplierName: 'Shanghai Seat Frames',
  periodStart: '2026-11-01',
  periodLabel: '2026-11',
  score: 87.5,
  onTimeHits: 37,
  onTimeTotal: 40,
  onTimeRate: 92.5,
  quantityHits: 19,
  quantityTotal: 20,
  quantityRate: 95,
  confirmLeadHits: 8,
  confirmLeadTotal: 10,
  confirmLeadRate: 80,
  confirmLeadAverageDays: 1.3,
  asnSuccessHits: 9,
  asnSuccessTotal: 10,
  asnSuccessRate: 90,
  firstMatchHits: 4,
  firstMatchTotal: 5,
  firstMatchRate: 80,
  postedCycleTotal: 5,
  postedCycleAverageDays: 3.2,
  paidCycleTotal: 0,
  paidCycleAverageDays: null,
};

/** The same supplier in ISO week 48 (Monday 23 November). */
export const weekRow: PerformanceRow = { ...novemberRow, periodStart: '2026-11-23', periodLabel: '2026-W48' };

export const lateDelivery: PerformanceDocument = {
  kpi: 'onTime',
  hit: 'N',
  dayStr: '2026-11-12',
  supplierCode: 'S100101',
  supplierName: 'Shanghai Seat Frames',
  asnNo: 'ASN2611120001',
  invoiceNo: null,
  releaseNo: 'R-4711',
  orderNo: '4500001234',
  partNo: 'P-100',
  grNo: '5000000001',
  expected: '2026-11-08 ~ 2026-11-10',
  actual: '2026-11-12',
  measure: null,
};
