import type { OverShippedRow } from '@portal/contract/master-data';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import type { OverShippedPageInput } from '../api/get-over-shipped-page.ts';
import { buyerCompanyFilter, supplierCodeFilter } from './buyer-filters.ts';
import { renderFlag } from './flag-text.tsx';

/** Supplier over-shipment (spec 1 §2.8): filters company, supplier code, supplier name, over-shipped Y/N. */
export const overShippedColumns: readonly ListColumn<OverShippedRow, OverShippedPageInput>[] = [
  {
    dataIndex: 'buyerCompanyCode',
    title: 'fields.buyerCompanyCode',
    width: 160,
    sortable: true,
    filter: buyerCompanyFilter('filters.company'),
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
    width: 300,
    sortable: true,
    ellipsis: true,
    filter: { kind: 'text' },
  },
  {
    dataIndex: 'isOverShipped',
    title: 'fields.isOverShipped',
    width: 130,
    align: 'center',
    sortable: true,
    render: renderFlag,
    filter: { kind: 'yesNo' },
  },
  {
    dataIndex: 'isOverShippedTolerence',
    title: 'fields.isOverShippedTolerence',
    width: 130,
    align: 'center',
    sortable: true,
    render: renderFlag,
  },
  { dataIndex: 'ratePercent', title: 'fields.ratePercent', width: 130, align: 'right', sortable: true },
];
