import type { SupplierFinanceRow } from '@portal/contract/master-data';
import type { ExportField } from '../../../platform/xlsx/sheet-fields.ts';
import { headers } from '../headers.ts';

/** Supplier Finance Info.xlsx: the list's columns, options by their labels. */
export const FINANCE_EXPORT: readonly ExportField<SupplierFinanceRow>[] = [
  { header: headers.buyerCompanyCode, value: (row) => row.buyerCompanyCode },
  { header: headers.buyerCompanyName, width: 36, value: (row) => row.buyerCompanyName },
  { header: headers.supplierCode, value: (row) => row.supplierCode },
  { header: headers.supplierName, width: 36, value: (row) => row.supplierName },
  { header: headers.currency, value: (row) => row.currencyView ?? row.currency },
  { header: headers.oversea, value: (row) => row.overseaView ?? row.oversea },
  { header: headers.tedi, value: (row) => row.tediView ?? row.tedi },
  { header: headers.whtRate, value: (row) => row.whtRateView ?? row.whtRate },
];
