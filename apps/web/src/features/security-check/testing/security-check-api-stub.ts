import type { SecurityCheckAsnLookup, SecurityCheckRecord } from '@portal/contract/security-check';
import { jsonReply, type StubbedReply, stubFetch } from '../../../test/stub-fetch.ts';

export const record: SecurityCheckRecord = {
  id: 41,
  gateEntrySrNo: 'GE20261109000041',
  asnNo: 'ASN20261109000007',
  challanNo: 'ASN20261109000007',
  buyerCompanyCode: 'ADCN',
  shipToPlantCode: 'SH01',
  supplierCode: 'S100101',
  supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
  nameOfDriver: 'Wang Wei',
  vehicleNo: 'HU-A1234',
  scDateStr: '2026-11-09',
  timeInStr: '2026-11-09 08:30',
  timeOutStr: '2026-11-09 09:05',
  timeZone: 'Asia/Bangkok',
  securityGrNo: 'SGR0001',
  pollutionControlCrt: 'Y',
  driverLicense: 'N',
  linkedToInv: 'N',
  invoiceNo: null,
  editable: true,
  remarks: null,
  addressOfCompany: 'No. 8 Gate Road, Jiading, Shanghai',
  itemList: [{ orderNo: 'PO4500101', partNo: '101-7001', partDesc: 'Seat bracket', qty: '250.00000' }],
};

export const lookup: SecurityCheckAsnLookup = {
  supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
  shipToPlantCode: 'SH01',
  vehicleNo: 'HU-A1234',
  nameOfDriver: null,
  addressOfCompany: 'No. 8 Gate Road, Jiading, Shanghai',
  itemList: [
    { orderNo: 'PO4500101', partNo: '101-7001', partDesc: 'Seat bracket', qty: '250.00000' },
    { orderNo: 'PO4500102', partNo: '101-7002', partDesc: 'Seat rail', qty: '12.50000' },
  ],
};

export type Call = { path: string; query: Record<string, string>; body: unknown };

type Answers = {
  companies?: (asnNo: string) => string[];
  suppliers?: (asnNo: string, company: string) => string[];
  rows?: SecurityCheckRecord[];
  one?: SecurityCheckRecord;
  write?: StubbedReply;
};

/** The gate calls as the server answers them; `calls` records every call with its query and body. */
export function stubSecurityCheckApi(answers: Answers = {}) {
  const calls: Call[] = [];
  const ok = (data: unknown, msg = '') => jsonReply({ code: 200, msg, data });
  stubFetch((url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const path = parsed.pathname.replace(/^\/api/, '');
    // `_t` is the client's cache buster
    const query = Object.fromEntries([...parsed.searchParams].filter(([name]) => name !== '_t'));
    calls.push({ path, query, body: init?.body ? JSON.parse(String(init.body)) : null });
    switch (path) {
      case '/securityCheck/create/query/company':
        return ok(
          (answers.companies?.(query.asnNo ?? '') ?? ['ADCN']).map((companyCode) => ({ companyCode })),
        );
      case '/securityCheck/create/query/supplier':
        return ok(
          (answers.suppliers?.(query.asnNo ?? '', query.buyerCompanyCode ?? '') ?? ['S100101']).map(
            (value) => ({
              value,
            }),
          ),
        );
      case '/securityCheck/create/query/asn':
        return ok(lookup);
      case '/securityCheck/query': {
        const rows = answers.rows ?? [record];
        return ok({ records: rows, total: rows.length, pages: 1 });
      }
      case '/securityCheck':
        return ok(answers.one ?? record);
      case '/company/query':
        return ok([
          { companyId: 1, companyCode: 'ADCN', companyName: 'Adient Seating (Shanghai) Co., Ltd.' },
        ]);
      case '/plant/query':
        return ok([]);
      default:
        return answers.write ?? ok(record, 'Saved successfully');
    }
  });
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export { signInAs } from '../../../test/sign-in-as.ts';
