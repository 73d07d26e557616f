import type { ScheduleDetailRow } from '@portal/contract/schedule';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import type { ScheduleLineInput } from '../api/get-schedule-line-page.ts';
import { ConfirmStatusText } from './confirm-status-text.tsx';
import { LineStatusText } from './line-status-text.tsx';

type LineColumn = ListColumn<ScheduleDetailRow, ScheduleLineInput>;

const quantity = (
  dataIndex: 'requestQty' | 'asnQty' | 'unshippedQty' | 'cumQty' | 'cumReceivedQty' | 'cumNetQty',
  width = 120,
): LineColumn => ({
  dataIndex,
  title: `fields.${dataIndex}`,
  width,
  sortable: true,
  align: 'right',
  render: renderDecimal,
});

/**
 * The line table, spec 2 §3. Release, order and supplier lead, so lines of several releases (no header
 * selected) are told apart; the status shows with its mark.
 */
export const lineColumns: readonly LineColumn[] = [
  { dataIndex: 'releaseNo', title: 'fields.releaseNo', width: 180, fixed: 'left' },
  { dataIndex: 'orderNo', title: 'fields.orderNo', width: 130 },
  { dataIndex: 'supplierCode', title: 'fields.supplierCode', width: 120 },
  {
    dataIndex: 'i18nStatus',
    title: 'fields.itemStatus',
    width: 160,
    sortable: true,
    render: (label, row) => <LineStatusText status={row.releaseStatus} label={label} />,
  },
  { dataIndex: 'lineNo', title: 'fields.lineNo', width: 90, sortable: true },
  { dataIndex: 'partNo', title: 'fields.partNo', width: 130, sortable: true },
  { dataIndex: 'partDesc', title: 'fields.partDesc', width: 220, sortable: true, ellipsis: true },
  { dataIndex: 'type', title: 'fields.type', width: 100, sortable: true },
  { dataIndex: 'deliveryDateStr', title: 'fields.deliveryDate', width: 130, sortable: true },
  { dataIndex: 'deliveryTimeStr', title: 'fields.deliveryTime', width: 110, sortable: true },
  { dataIndex: 'timeZone', title: 'fields.timeZone', width: 150 },
  quantity('requestQty'),
  { dataIndex: 'bucket', title: 'fields.bucket', width: 90 },
  { dataIndex: 'reference', title: 'fields.reference', width: 130, ellipsis: true },
  quantity('asnQty'),
  quantity('unshippedQty'),
  { dataIndex: 'unit', title: 'fields.unit', width: 80 },
  quantity('cumQty'),
  quantity('cumReceivedQty', 140),
  quantity('cumNetQty'),
  {
    dataIndex: 'lastReceivedQty',
    title: 'fields.lastReceivedQty',
    width: 140,
    align: 'right',
    render: renderDecimal,
  },
  { dataIndex: 'lastDespatchAsnNo', title: 'fields.lastDespatchAsnNo', width: 160 },
  {
    dataIndex: 'confirmStatus',
    title: 'fields.confirmStatus',
    width: 160,
    render: (value) => <ConfirmStatusText value={value} />,
  },
];

/** The columns that tell releases apart, needless once the lines of one picked release show. */
const RELEASE_FIELDS: ReadonlySet<string> = new Set(['releaseNo', 'orderNo', 'supplierCode']);

/** The line table of one picked release. */
export const pickedLineColumns: readonly LineColumn[] = lineColumns.filter(
  (column) => column.hideInTable || !RELEASE_FIELDS.has(column.dataIndex),
);
