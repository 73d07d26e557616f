import {
  DISCREPANCY_KIND_LABELS,
  DISCREPANCY_KINDS,
  type ReconciliationRow,
} from '@portal/contract/reconciliation';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { BUYER_CODE_FILTER } from '../../lookup/api/code-options.ts';
import type { ReconciliationPageInput } from '../api/get-reconciliation-page.ts';
import { KindTag } from './kind-tag.tsx';
import { StateText } from './state-text.tsx';

type Column = ListColumn<ReconciliationRow, ReconciliationPageInput>;

const multi = { kind: 'multiText' } as const;

const KIND_OPTIONS = DISCREPANCY_KINDS.map((kind) => ({
  value: kind,
  labels: DISCREPANCY_KIND_LABELS[kind],
}));
const STATE_OPTIONS = [
  { value: 'open', labelKey: 'states.open' },
  { value: 'resolved', labelKey: 'states.resolved' },
];

/**
 * /asnReconciliation (issue 16): one row per ASN and discrepancy kind. The row is read by its ASN and kind
 * (frozen), then the figures that tell what differs, then when it was found and resolved; the filters lead
 * with what a user looks for first (kind, open or resolved, ASN), then who and when.
 */
export const reconciliationColumns: readonly Column[] = [
  {
    dataIndex: 'asnNo',
    title: 'fields.asnNo',
    width: 180,
    sortable: true,
    fixed: 'left',
    filter: { ...multi, order: 3 },
  },
  {
    dataIndex: 'kind',
    title: 'fields.kind',
    width: 130,
    sortable: true,
    fixed: 'left',
    render: (kind) => <KindTag kind={kind} />,
    filter: { kind: 'select', order: 1, options: KIND_OPTIONS },
  },
  {
    dataIndex: 'resolvedAt',
    title: 'fields.state',
    width: 150,
    sortable: true,
    render: (resolvedAt) => <StateText resolvedAt={resolvedAt} />,
    filter: { kind: 'select', name: 'state', order: 2, options: STATE_OPTIONS, initialValue: 'open' },
  },
  { dataIndex: 'shippedQty', title: 'fields.shippedQty', width: 110, align: 'right', render: renderDecimal },
  {
    dataIndex: 'receivedQty',
    title: 'fields.receivedQty',
    width: 110,
    align: 'right',
    render: renderDecimal,
  },
  { dataIndex: 'lineCount', title: 'fields.lineCount', width: 100, align: 'right' },
  { dataIndex: 'lateDays', title: 'fields.lateDays', width: 100, align: 'right' },
  { dataIndex: 'planArrivalTime', title: 'fields.planArrivalTime', width: 150, sortable: true },
  { dataIndex: 'firstGrDateStr', title: 'fields.firstGrDate', width: 120 },
  {
    dataIndex: 'supplierCode',
    title: 'fields.supplierCode',
    width: 120,
    sortable: true,
    filter: { ...multi, lockedValue: lockToOwnSupplier, order: 5 },
  },
  {
    dataIndex: 'supplierName',
    title: 'fields.supplierName',
    width: 200,
    ellipsis: true,
    hiddenByDefault: true,
  },
  {
    dataIndex: 'companyCode',
    title: 'fields.companyCode',
    width: 120,
    sortable: true,
    filter: { ...BUYER_CODE_FILTER, order: 4 },
  },
  { dataIndex: 'shipToPlantCode', title: 'fields.shipToPlantCode', width: 120, hiddenByDefault: true },
  { dataIndex: 'asnStatus', title: 'fields.asnStatus', width: 110, hiddenByDefault: true },
  { dataIndex: 'foundAt', title: 'fields.foundAt', width: 150, sortable: true },
  {
    hideInTable: true,
    key: 'planArrival',
    title: 'fields.planArrivalTime',
    filter: { kind: 'dateRange', from: 'planArrivalFromStr', to: 'planArrivalToStr', order: 6 },
  },
];
