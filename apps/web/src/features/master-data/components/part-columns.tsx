import type { PartRow } from '@portal/contract/master-data';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import type { PartPageInput } from '../api/get-part-page.ts';
import { buyerCompanyFilter, plantFilter, supplierCodeFilter } from './buyer-filters.ts';

/** Part info (spec 1 §2.7): filters buyer company, ship-to plant, part numbers, supplier code, description. */
export const partColumns: readonly ListColumn<PartRow, PartPageInput>[] = [
  {
    dataIndex: 'buyerCompanyCode',
    title: 'fields.buyerCompanyCode',
    width: 150,
    sortable: true,
    fixed: 'left',
    filter: buyerCompanyFilter(),
  },
  {
    dataIndex: 'buyerPlantCode',
    title: 'fields.buyerPlantCode',
    width: 140,
    sortable: true,
    filter: plantFilter(),
  },
  {
    dataIndex: 'supplierCode',
    title: 'fields.supplierCode',
    width: 150,
    sortable: true,
    // spec 1 §2.7 lists the part numbers before the supplier code
    filter: supplierCodeFilter(3),
  },
  { dataIndex: 'supplierName', title: 'fields.supplierName', width: 240, sortable: true, ellipsis: true },
  {
    dataIndex: 'partNo',
    title: 'fields.partNo',
    width: 140,
    sortable: true,
    filter: { kind: 'multiText', order: 2 },
  },
  {
    dataIndex: 'partDescription',
    title: 'fields.partDescription',
    width: 240,
    sortable: true,
    ellipsis: true,
    filter: { kind: 'text' },
  },
  { dataIndex: 'uom', title: 'fields.uom', width: 80, sortable: true },
  { dataIndex: 'versionNo', title: 'fields.versionNo', width: 110, sortable: true },
  {
    dataIndex: 'lotSizeQty',
    title: 'fields.lotSizeQty',
    width: 120,
    sortable: true,
    align: 'right',
    render: renderDecimal,
  },
  { dataIndex: 'model', title: 'fields.model', width: 150, sortable: true, ellipsis: true },
  { dataIndex: 'planner', title: 'fields.planner', width: 140, sortable: true },
  {
    dataIndex: 'lastUpdateTimeStr',
    title: 'fields.lastUpdateTime',
    width: 180,
    render: renderRecordTime,
    sortable: true,
  },
  { dataIndex: 'lastUpdateBy', title: 'fields.lastUpdateBy', width: 130, sortable: true },
];
