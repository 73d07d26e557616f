import type { RelationshipRow } from '@portal/contract/relationships';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import {
  BUYER_OPTIONS_KEY,
  getBuyerOptions,
  getSupplierOptions,
  SUPPLIER_OPTIONS_KEY,
} from '../api/get-company-options.ts';
import type { RelationshipPageInput } from '../api/get-relationship-page.ts';
import { RelationshipStatusText } from './relationship-status-text.tsx';

/**
 * The relationship list (spec 3 §2.4): a buyer picker and a supplier picker (which also choose the pair
 * Add links), a status filter, and the pairs with their status.
 */
export const relationshipColumns: readonly ListColumn<RelationshipRow, RelationshipPageInput>[] = [
  {
    dataIndex: 'buyerCompanyCode',
    title: 'list.buyerCompanyCode',
    width: 150,
    sortable: true,
    fixed: 'left',
    filter: {
      kind: 'remoteSelect',
      name: 'buyerCompanyId',
      label: 'query.buyer',
      queryKey: BUYER_OPTIONS_KEY,
      loadOptions: getBuyerOptions,
    },
  },
  {
    dataIndex: 'buyerCompanyName',
    title: 'list.buyerCompanyName',
    width: 260,
    sortable: true,
    ellipsis: true,
  },
  {
    dataIndex: 'supplierCompanyCode',
    title: 'list.supplierCompanyCode',
    width: 150,
    sortable: true,
    filter: {
      kind: 'remoteSelect',
      name: 'supplierCompanyId',
      label: 'query.supplier',
      queryKey: SUPPLIER_OPTIONS_KEY,
      loadOptions: getSupplierOptions,
    },
  },
  {
    dataIndex: 'supplierCompanyName',
    title: 'list.supplierCompanyName',
    width: 260,
    sortable: true,
    ellipsis: true,
  },
  {
    dataIndex: 'status',
    title: 'list.status',
    width: 110,
    align: 'center',
    sortable: true,
    render: (status) => <RelationshipStatusText status={status} />,
    filter: {
      kind: 'select',
      options: [
        { value: 'A', labelKey: 'status.active' },
        { value: 'I', labelKey: 'status.inactive' },
      ],
    },
  },
  { dataIndex: 'updatedBy', title: 'list.updatedBy', width: 130 },
  { dataIndex: 'updatedAt', title: 'list.updatedAt', width: 180, render: renderRecordTime, sortable: true },
];
