import type {
  InvoiceAsnRow,
  InvoiceDetail,
  InvoiceItem,
  InvoiceRow,
  InvoiceStatus,
  InvoiceType,
} from '@portal/contract/invoice';
import { type StubAnswer, stubPortalApi } from '../../../test/stub-portal-api.ts';

/** An ASN group of a create list: company ADCN, plant CN01, currency CNY; id and number follow from `n`. */
export function asnGroup(n: number, overrides: Partial<InvoiceAsnRow> = {}): InvoiceAsnRow {
  return {
    asnHeaderId: n,
    asnNo: `ASN2026110900${n}`,
    companyCode: 'ADCN',
    referCompanyCode: null,
    shipToPlantCode: 'CN01',
    supplierCode: 'S100101',
    supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
    currency: 'CNY',
    currencyList: [{ lineNo: '1', currency: 'CNY' }],
    isWriteOff: 'N',
    writeOffOnly: 'N',
    releaseTimeStr: '2026-11-09 08:00',
    statusView: 'Success',
    ...overrides,
  };
}

/** A receipt line of 100 at 12.5 (the price list's price unless `priceVariance`). */
export function invoiceItem(n: number, overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    grId: 500 + n,
    grNo: `GR90000${n}`,
    grDateStr: '2026-11-10',
    asnNo: 'ASN20261109001',
    orderNo: `PO45001${n}`,
    poLineNo: '10',
    partNo: `101-700${n}`,
    partDesc: 'Seat bracket',
    grQty: '100.00000',
    poUom: 'PC',
    currency: 'CNY',
    grUnitPrice: '12.500000',
    unitPrice: null,
    amount: null,
    priceListCode: 'PL01',
    priceVariance: 'N',
    isWriteOff: 'N',
    cgstRate: null,
    cgstAmount: null,
    sgstRate: null,
    sgstAmount: null,
    igstRate: null,
    igstAmount: null,
    whtBase: null,
    whtRate: null,
    whtAmount: null,
    ...overrides,
  };
}

/** An invoice of the list in `status`; id and number follow from `n`. */
export function invoiceRow(
  n: number,
  status: InvoiceStatus,
  overrides: Partial<InvoiceRow> = {},
): InvoiceRow {
  return {
    invoiceHeaderId: n,
    invoiceNo: `INV00${n}`,
    type: 'AP',
    status,
    i18nStatus: status,
    needApprove: 'N',
    matchStatus: null,
    rejectType: null,
    rejectReason: null,
    companyCode: 'ADCN',
    shipToPlantCode: 'CN01',
    supplierCode: 'S100101',
    supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
    asnNosStr: 'ASN20261109001',
    invoiceAmount: '1412.50',
    taxAmount: '162.50',
    baseAmount: '1250.00',
    currency: 'CNY',
    invoiceDate: '2026-11-11',
    invoiceReceiveDate: null,
    submitDate: null,
    submitName: null,
    rejectedDate: null,
    rejectedName: null,
    approvedDate: null,
    approvedName: null,
    invoiceCheckedDate: null,
    invoiceCheckedName: null,
    postingDate: null,
    postingName: null,
    paymentDate: null,
    branchNo: null,
    covisintUniqueId: null,
    certificationNo: null,
    supplierBranchNo: null,
    sendStatus: null,
    uploadDocFlag: 'N',
    qadYear: null,
    qadDaybook: null,
    qadVoucherNo: null,
    ...overrides,
  };
}

/** A saved invoice of `type` in `status` with the given lines. */
export function invoiceDetail(
  n: number,
  status: InvoiceStatus,
  type: InvoiceType,
  items: InvoiceItem[],
): InvoiceDetail {
  return {
    ...invoiceRow(n, status, { type }),
    incoTerm: 'FOB',
    creditTerms: null,
    voucherNo: null,
    items,
  };
}

export { signInAs } from '../../../test/sign-in-as.ts';

/**
 * The invoice calls as the server answers them: the create list `asnRows`, the invoice list `invoiceRows`,
 * any other call the `answers` entry of its path (see stubPortalApi).
 */
export function stubInvoiceApi(
  lists: { asnRows?: InvoiceAsnRow[]; invoiceRows?: InvoiceRow[] },
  answers: Record<string, StubAnswer | StubAnswer[]> = {},
) {
  return stubPortalApi(
    {
      '/invoice/queryGrByAsnGroup': lists.asnRows ?? [],
      '/invoice/queryInvoicePage': lists.invoiceRows ?? [],
    },
    answers,
  );
}
