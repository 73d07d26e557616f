import type { ReleaseStatus, ScheduleDetailRow, ScheduleHeaderRow } from '@portal/contract/schedule';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';

export const header: ScheduleHeaderRow = {
  deliveryScheduleHeaderId: 7,
  releaseNo: 'R20260105',
  orderNo: 'PO4500101',
  lineNo: '10',
  partNo: '101-7001',
  buyerCompanyCode: 'ADCN',
  shipToPlant: 'CN01',
  supplierCode: 'S100101',
  supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
  releaseDateStr: '2026-01-05',
  model: 'X1',
  planner: 'Li Na',
  comments: null,
};

const STATUS_LABELS: Record<ReleaseStatus, string> = {
  New: 'New',
  'Wait for Approval': 'Wait for Approval',
  Confirmed: 'Confirmed',
  Rejected: 'Rejected',
};

/** A line of `header` in the given status; its id and delivery date follow from `n`. */
export function line(n: number, releaseStatus: ReleaseStatus): ScheduleDetailRow {
  return {
    deliveryScheduleDetailId: 100 + n,
    deliveryScheduleHeaderId: header.deliveryScheduleHeaderId,
    releaseNo: header.releaseNo,
    orderNo: header.orderNo,
    supplierCode: header.supplierCode,
    releaseStatus,
    i18nStatus: STATUS_LABELS[releaseStatus],
    lineNo: header.lineNo,
    partNo: header.partNo,
    partDesc: 'Seat bracket',
    scheduleType: 'Firm',
    type: 'Firm',
    deliveryDateStr: `2026-02-${String(n).padStart(2, '0')}`,
    deliveryTimeStr: null,
    timeZone: 'Asia/Shanghai',
    requestQty: '250.00000',
    bucket: 'WEEK',
    reference: null,
    asnQty: '0.00000',
    unshippedQty: '250.00000',
    unit: 'PC',
    cumQty: null,
    cumReceivedQty: null,
    cumNetQty: null,
    lastReceivedQty: null,
    lastDespatchAsnNo: null,
    confirmStatus: null,
  };
}

export { signInAs } from '../../../test/sign-in-as.ts';

/**
 * The schedule calls as the server answers them: the header list `header`, the line list `lines`, any
 * other call a success with message `Done` and the `answers` entry of its path as data.
 */
export function stubScheduleApi(lines: ScheduleDetailRow[], answers: Record<string, unknown> = {}) {
  return stubPortalApi(
    { '/adientSchedule/queryList': [header], '/adientSchedule/queryDetailList': lines },
    Object.fromEntries(Object.entries(answers).map(([path, data]) => [path, { data }])),
  );
}
