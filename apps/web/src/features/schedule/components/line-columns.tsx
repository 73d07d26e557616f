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

/** Figures read now and then (cumulative, last receipt, bucket, reference): kept in the column chooser. */
const occasional = (columns: readonly LineColumn[]): LineColumn[] =>
  columns.map((column) => (column.hideInTable ? column : { ...column, hiddenByDefault: true }));

/**
 * The line table, spec 2 §3. Part and order no. lead, frozen, then what a supplier plans shipping by:
 * release, delivery date and the request, ASN and unshipped quantities (in view on a 1280-wide
 * laptop); the status shows with its mark. Cumulative figures, bucket and reference wait in the
 * column chooser.
 */
export const lineColumns: readonly LineColumn[] = [
  { dataIndex: 'partNo', title: 'fields.partNo', width: 150, sortable: true, fixed: 'left' },
  { dataIndex: 'orderNo', title: 'fields.orderNo', width: 130, fixed: 'left' },
  { dataIndex: 'releaseNo', title: 'fields.releaseNo', width: 180 },
  { dataIndex: 'deliveryDateStr', title: 'fields.deliveryDate', width: 130, sortable: true },
  quantity('requestQty'),
  quantity('asnQty'),
  quantity('unshippedQty'),
  { dataIndex: 'unit', title: 'fields.unit', width: 80 },
  { dataIndex: 'lineNo', title: 'fields.lineNo', width: 90, sortable: true },
  {
    dataIndex: 'i18nStatus',
    title: 'fields.itemStatus',
    width: 160,
    sortable: true,
    render: (label, row) => <LineStatusText status={row.releaseStatus} label={label} />,
  },
  { dataIndex: 'type', title: 'fields.type', width: 100, sortable: true },
  { dataIndex: 'deliveryTimeStr', title: 'fields.deliveryTime', width: 110, sortable: true },
  { dataIndex: 'timeZone', title: 'fields.timeZone', width: 150 },
  {
    dataIndex: 'confirmStatus',
    title: 'fields.confirmStatus',
    width: 160,
    render: (value) => <ConfirmStatusText value={value} />,
  },
  { dataIndex: 'supplierCode', title: 'fields.supplierCode', width: 120 },
  { dataIndex: 'partDesc', title: 'fields.partDesc', width: 220, sortable: true, ellipsis: true },
  ...occasional([
    { dataIndex: 'bucket', title: 'fields.bucket', width: 90 },
    { dataIndex: 'reference', title: 'fields.reference', width: 130, ellipsis: true },
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
  ]),
];

/** The columns that tell releases apart, needless once the lines of one picked release show. */
const RELEASE_FIELDS: ReadonlySet<string> = new Set(['releaseNo', 'orderNo', 'supplierCode']);

/** The line table of one picked release. */
export const pickedLineColumns: readonly LineColumn[] = lineColumns.filter(
  (column) => column.hideInTable || !RELEASE_FIELDS.has(column.dataIndex),
);
