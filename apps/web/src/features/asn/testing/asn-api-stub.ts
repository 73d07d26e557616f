import type { AsnCreateRow, AsnDetail, AsnRow, AsnStatus } from '@portal/contract/asn';
import { type StubAnswer, stubPortalApi } from '../../../test/stub-portal-api.ts';

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
    timeZone: 'Asia/Shanghai',
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
        maxAsnQty: '250.00000',
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

export { signInAs } from '../../../test/sign-in-as.ts';

/**
 * The ASN calls as the server answers them: the creation list `createRows`, the history `asnRows`, any
 * other call the `answers` entry of its path (see stubPortalApi).
 */
export function stubAsnApi(
  lists: { createRows?: AsnCreateRow[]; asnRows?: AsnRow[] },
  answers: Record<string, StubAnswer> = {},
) {
  return stubPortalApi(
    { '/asn/queryCreateList': lists.createRows ?? [], '/asn/queryAsnList': lists.asnRows ?? [] },
    answers,
  );
}
