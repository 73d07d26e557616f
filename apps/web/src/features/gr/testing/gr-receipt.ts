import type { GrRow } from '@portal/contract/gr';

/** A goods receipt as the GR list answers a supplier (no prices), for screen tests. */
export const receipt: GrRow = {
  grId: 1,
  companyCode: 'ADCN',
  shipToPlantCode: 'SH01',
  supplierCode: 'S100101',
  supplierName: 'Ningbo Jiali Metal Stamping',
  grNo: '5000000001',
  partNo: '101-7001',
  qty: '250.00000',
  poUom: 'PC',
  orderNo: 'PO4500101',
  poLineNo: '10',
  priceListCode: 'S100101-CNY',
  asnNo: 'ASN20261101E00001',
  grDateStr: '2026-11-02',
  isInvoiced: 'Y',
  invoiceNo: 'INV2611001',
  invoiceDateStr: '2026-12-10',
};
