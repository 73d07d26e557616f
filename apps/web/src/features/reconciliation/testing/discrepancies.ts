import type { ReconciliationLines, ReconciliationRow } from '@portal/contract/reconciliation';

/** An ASN received short, as the reconciliation list answers it, for screen tests. */
export const shortAsn: ReconciliationRow = {
  discrepancyId: 1,
  asnHeaderId: 11,
  asnNo: 'ASN20261120000011',
  companyCode: 'ADCN',
  shipToPlantCode: 'SH01',
  supplierCode: 'S100101',
  supplierName: 'Ningbo Jiali Metal Stamping',
  asnStatus: 'Success',
  kind: 'quantity',
  shippedQty: '100.00000',
  receivedQty: '60.00000',
  lineCount: 1,
  lateDays: null,
  planArrivalTime: '2026-11-20 09:00',
  firstGrDateStr: '2026-11-20',
  foundAt: '2026-11-21 09:05',
  resolvedAt: null,
};

/** An ASN whose first receipt came three days late, resolved since (say, its receipts were corrected). */
export const resolvedLateAsn: ReconciliationRow = {
  ...shortAsn,
  discrepancyId: 2,
  asnHeaderId: 12,
  asnNo: 'ASN20261118000012',
  kind: 'late',
  receivedQty: '100.00000',
  lineCount: 0,
  lateDays: 3,
  resolvedAt: '2026-11-24 10:00',
};

/** The short ASN part by part: its own line short, and a part it does not carry. */
export const shortAsnLines: ReconciliationLines = {
  asnNo: shortAsn.asnNo,
  parts: [
    {
      orderNo: 'PO4500101',
      poLineNo: '10',
      partNo: '101-7001',
      shippedQty: '100.00000',
      receivedQty: '60.00000',
      onAsn: true,
    },
    {
      orderNo: 'PO4500102',
      poLineNo: '20',
      partNo: '101-7002',
      shippedQty: '0',
      receivedQty: '5.00000',
      onAsn: false,
    },
  ],
  receipts: [
    { grNo: '5000000101', grLineNo: '1', partNo: '101-7001', qty: '60.00000', grDateStr: '2026-11-20' },
    { grNo: '5000000101', grLineNo: '2', partNo: '101-7002', qty: '5.00000', grDateStr: '2026-11-20' },
  ],
};
