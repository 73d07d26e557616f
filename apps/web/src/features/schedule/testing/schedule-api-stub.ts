import type { ReleaseStatus, ScheduleDetailRow, ScheduleHeaderRow } from '@portal/contract/schedule';
import { setAuthorities, setLoginInfo, setSupplierCode } from '../../../platform/session/session-storage.ts';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';

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

export function signInAs(userType: 'B' | 'S', authorities: string[]) {
  setLoginInfo({
    userType,
    userName: 'Test',
    language: 'en',
    userCode: 'test',
    roleNameList: [],
    token: 't',
    supplierCode: userType === 'S' ? 'S100101' : null,
    supplierName: null,
  });
  setSupplierCode(userType === 'S' ? 'S100101' : null);
  setAuthorities(authorities);
}

type Call = { path: string; body: Record<string, unknown> };

/**
 * The schedule calls as the server answers them: lookups empty, the header list `header`, the line list
 * `lines`, any other call a success with message `Done`. `calls` keeps every body by path.
 */
export function stubScheduleApi(lines: ScheduleDetailRow[], answers: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/company/query' || path === '/plant/query' || path === '/propertiesInfo/getProperties')
      return jsonReply({ code: 200, msg: '', data: [] });
    calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
    if (path === '/adientSchedule/queryList')
      return jsonReply({ code: 200, msg: '', data: { records: [header], total: 1, pages: 1 } });
    if (path === '/adientSchedule/queryDetailList')
      return jsonReply({ code: 200, msg: '', data: { records: lines, total: lines.length, pages: 1 } });
    return jsonReply({ code: 200, msg: 'Done', data: answers[path] ?? null });
  });
  return {
    calls,
    bodiesOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}
