import type { SupplierFinanceRow } from '@portal/contract/master-data';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import type { FinancePageInput } from '../api/get-finance-page.ts';
import { buyerCompanyFilter, supplierCodeFilter } from './buyer-filters.ts';

/** Supplier finance info (spec 1 §2.10): filters company, supplier code, name, oversea, currency. */
export const financeColumns: readonly ListColumn<SupplierFinanceRow, FinancePageInput>[] = [
  {
    dataIndex: 'buyerCompanyCode',
    title: 'fields.buyerCompanyCode',
    width: 150,
    sortable: true,
    fixed: 'left',
    filter: buyerCompanyFilter('filters.company'),
  },
  {
    dataIndex: 'buyerCompanyName',
    title: 'fields.buyerCompanyName',
    width: 260,
    sortable: true,
    ellipsis: true,
  },
  {
    dataIndex: 'supplierCode',
    title: 'fields.supplierCode',
    width: 150,
    sortable: true,
    filter: supplierCodeFilter(),
  },
  {
    dataIndex: 'supplierName',
    title: 'fields.supplierName',
    width: 260,
    sortable: true,
    ellipsis: true,
    filter: { kind: 'text', label: 'filters.name' },
  },
  {
    dataIndex: 'currencyView',
    title: 'fields.currency',
    width: 130,
    sortable: true,
    filter: { kind: 'property', propType: 'currencyType', name: 'currency', order: 4 },
  },
  {
    dataIndex: 'overseaView',
    title: 'fields.oversea',
    width: 110,
    sortable: true,
    filter: { kind: 'property', propType: 'overseaType', name: 'oversea', order: 3 },
  },
  { dataIndex: 'tediView', title: 'fields.tedi', width: 150, sortable: true },
  { dataIndex: 'whtRateView', title: 'fields.whtRate', width: 110, sortable: true },
];
