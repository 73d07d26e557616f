import type { ScheduleHeaderRow } from '@portal/contract/schedule';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import type { ScheduleHeaderInput } from '../api/get-schedule-header-page.ts';

/** The header (release) table, spec 2 §3; sorted on the server by the contract's header sort fields. */
export const headerColumns: readonly ListColumn<ScheduleHeaderRow, ScheduleHeaderInput>[] = [
  { dataIndex: 'releaseNo', title: 'fields.releaseNo', width: 180, sortable: true, fixed: 'left' },
  { dataIndex: 'orderNo', title: 'fields.orderNo', width: 130, sortable: true },
  { dataIndex: 'lineNo', title: 'fields.lineNo', width: 90, sortable: true },
  { dataIndex: 'partNo', title: 'fields.partNo', width: 130, sortable: true },
  { dataIndex: 'buyerCompanyCode', title: 'fields.companyCode', width: 120, sortable: true },
  { dataIndex: 'shipToPlant', title: 'fields.shipToPlant', width: 120, sortable: true },
  { dataIndex: 'supplierCode', title: 'fields.supplierCode', width: 130, sortable: true },
  { dataIndex: 'supplierName', title: 'fields.supplierName', width: 240, sortable: true, ellipsis: true },
  { dataIndex: 'releaseDateStr', title: 'fields.releaseDate', width: 130, sortable: true },
  { dataIndex: 'model', title: 'fields.model', width: 130, sortable: true, ellipsis: true },
  { dataIndex: 'planner', title: 'fields.planner', width: 130, sortable: true, ellipsis: true },
  { dataIndex: 'comments', title: 'fields.comments', width: 220, ellipsis: true },
];
