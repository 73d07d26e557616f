import type {
  InvoiceAsnRow,
  InvoiceDetail,
  InvoiceItem,
  InvoiceRow,
  InvoiceStatus,
  InvoiceType,
} from '@portal/contract/invoice';
import { setAuthorities, setLoginInfo, setSupplierCode } from '../../../platform/session/session-storage.ts';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';

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
type Answer = { code?: number; msg?: string; data?: unknown };

/**
 * The invoice calls as the server answers them: lookups empty, the create list `asnRows`, the invoice list
 * `invoiceRows`, any other call the `answers` entry of its path (a list is answered in turn, the last one
 * repeating; code 200 and message `Done` unless given). `calls` keeps every body and query by path.
 */
export function stubInvoiceApi(
  lists: { asnRows?: InvoiceAsnRow[]; invoiceRows?: InvoiceRow[] },
  answers: Record<string, Answer | Answer[]> = {},
) {
  const calls: Call[] = [];
  stubFetch((url, init) => {
    const address = new URL(url, 'http://localhost');
    const path = address.pathname.replace(/^\/api/, '');
    if (path === '/company/query' || path === '/plant/query' || path === '/propertiesInfo/getProperties')
      return jsonReply({ code: 200, msg: '', data: [] });
    const query = Object.fromEntries([...address.searchParams].filter(([name]) => name !== '_t'));
    calls.push({ path, body: JSON.parse(String(init?.body ?? '{}')), query });
    const page = (records: unknown[]) => ({
      code: 200,
      msg: '',
      data: { records, total: records.length, pages: 1 },
    });
    if (path === '/invoice/queryGrByAsnGroup') return jsonReply(page(lists.asnRows ?? []));
    if (path === '/invoice/queryInvoicePage') return jsonReply(page(lists.invoiceRows ?? []));
    const entry = answers[path];
    const turn = calls.filter((call) => call.path === path).length - 1;
    const answer = Array.isArray(entry) ? entry[Math.min(turn, entry.length - 1)] : entry;
    return jsonReply({ code: answer?.code ?? 200, msg: answer?.msg ?? 'Done', data: answer?.data ?? null });
  });
  return {
    calls,
    paths: () => calls.map((call) => call.path),
    bodiesOf: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}
