import type { AsnCreateRow, AsnDetail, AsnRow, AsnStatus } from '@portal/contract/asn';
import { setAuthorities, setLoginInfo, setSupplierCode } from '../../../platform/session/session-storage.ts';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';

/** A schedule line of plant `shipToPlant` with 250 left to ship; id and delivery date follow from `n`. */
export function createRow(n: number, shipToPlant = 'CN01', orderNo = `PO45001${n}`): AsnCreateRow {
  return {
    deliveryScheduleDetailId: 100 + n,
    buyerCompanyCode: 'ADCN',
    shipToPlant,
    supplierCode: 'S100101',
    orderNo,
    lineNo: '10',
    partNo: '101-7001',
    partDesc: 'Seat bracket',
    model: 'X1',
    deliveryDateStr: `2026-02-${String(n).padStart(2, '0')}`,
    deliveryTimeStr: null,
    timeZone: 'Asia/Shanghai',
    requestQty: '250.00000',
    reference: null,
    asnQty: '0.00000',
    unshippedQty: '250.00000',
    unit: 'PC',
    priorSchedule: null,
  };
}

/** An ASN of the history in `status`; its id follows from `n`. */
export function asnRow(n: number, status: AsnStatus, isCreateLabel: 'Y' | 'N' = 'Y'): AsnRow {
  return {
    asnHeaderId: n,
    asnNo: `ASN2026020100${n}`,
    invoiceNo: null,
    buyerCompanyCode: 'ADCN',
    buyerCompanyName: 'Adient Seating China',
    buyerCompanyAddress: null,
    shipToPlantCode: 'CN01',
    buyerPlantAddress: 'No. 1 Seating Road, Shanghai',
    supplierCode: 'S100101',
    supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
    supplierAddress: null,
    status,
    i18nStatus: status,
    createTime: '2026-02-01 09:30',
    dispatchTimeStr: null,
    planArrivalTimeStr: null,
    carrierCode: null,
    carrierName: null,
    carrierAddress: null,
    plateNo: null,
    netWeight: null,
    grossWeight: null,
    noOfPallet: null,
    volume: null,
    shipMethod: null,
    isCreateInvoice: 'N',
    isCreateLabel,
    ackRemarks: null,
    uploadDocFlag: 'N',
  };
}

/** Wizard data of a new Draft (no id, no number) of one line with 250 left to ship. */
export function newAsn(options: { isCreateLabel?: 'Y' | 'N'; isCreateInvoice?: 'Y' | 'N' } = {}): AsnDetail {
  const header = {
    ...asnRow(1, 'Draft', options.isCreateLabel ?? 'N'),
    isCreateInvoice: options.isCreateInvoice ?? 'N',
  };
  return {
    asnHeader: { ...header, asnHeaderId: null, asnNo: null },
    asnDetails: [
      {
        asnDetailId: null,
        deliveryScheduleDetailId: 101,
        orderNo: 'PO4500101',
        lineNo: '10',
        partNo: '101-7001',
        partDesc: 'Seat bracket',
        unshippedQty: '250.00000',
        asnQty: null,
        uom: 'PC',
        lotSizeQty: null,
        lotNo: null,
        productionDateStr: null,
        oriAsnItemNo: null,
        packQty: null,
        packQtyPerPallet: null,
      },
    ],
    asnPackages: [],
  };
}

export function signInAs(userType: 'B' | 'S', authorities: string[], roleNameList: string[] = []) {
  setLoginInfo({
    userType,
    userName: 'Test',
    language: 'en',
    userCode: 'test',
    roleNameList,
    token: 't',
    supplierCode: userType === 'S' ? 'S100101' : null,
    supplierName: null,
  });
  setSupplierCode(userType === 'S' ? 'S100101' : null);
  setAuthorities(authorities);
}

type Call = { path: string; body: Record<string, unknown>; query: Record<string, string> };
type Answer = { code?: number; msg?: string; data: unknown };

/**
 * The ASN calls as the server answers them: lookups empty, the creation list `createRows`, the history
 * `asnRows`, any other call the `answers` entry of its path (code 200 and message `Done` unless given).
 * `calls` keeps every body and query by path.
 */
export function stubAsnApi(
  lists: { createRows?: AsnCreateRow[]; asnRows?: AsnRow[] },
  answers: Record<string, Answer> = {},
) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    const path = address.pathname.replace(/^\/api/, '');
    if (path === '/company/query' || path === '/plant/query' || path === '/propertiesInfo/getProperties')
      return jsonReply({ code: 200, msg: '', data: [] });
    // `_t` is the client's cache buster, not part of the call
    const query = Object.fromEntries([...address.searchParams].filter(([name]) => name !== '_t'));
    calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')), query });
    const page = (records: unknown[]) => ({
      code: 200,
      msg: '',
      data: { records, total: records.length, pages: 1 },
    });
    if (path === '/asn/queryCreateList') return jsonReply(page(lists.createRows ?? []));
    if (path === '/asn/queryAsnList') return jsonReply(page(lists.asnRows ?? []));
    const answer = answers[path];
    return jsonReply({ code: answer?.code ?? 200, msg: answer?.msg ?? 'Done', data: answer?.data ?? null });
  });
  return {
    calls,
    bodiesOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
    queriesOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.query),
  };
}
