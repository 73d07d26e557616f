import type { PerformanceRow } from '@portal/contract/performance';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { BUYER_CODE_FILTER } from '../../lookup/api/code-options.ts';
import type { PerformancePageInput } from '../api/get-performance-page.ts';
import { OneDecimalCell, RateCell } from './performance-cells.tsx';

type PerformanceColumn = ListColumn<PerformanceRow, PerformancePageInput>;

type RatePrefix = 'onTime' | 'quantity' | 'confirmLead' | 'asnSuccess' | 'firstMatch';

/** A rate KPI's column: sorted by its rate, shown with its hits of total. */
function rateColumn(prefix: RatePrefix): PerformanceColumn {
  return {
    dataIndex: `${prefix}Rate`,
    title: `fields.${prefix}Rate`,
    width: 150,
    sortable: true,
    align: 'right',
    render: (_rate: number | null, row: PerformanceRow) => (
      <RateCell rate={row[`${prefix}Rate`]} hits={row[`${prefix}Hits`]} total={row[`${prefix}Total`]} />
    ),
  };
}

function daysColumn(
  dataIndex: 'confirmLeadAverageDays' | 'postedCycleAverageDays' | 'paidCycleAverageDays',
): PerformanceColumn {
  return {
    dataIndex,
    title: `fields.${dataIndex}`,
    width: 130,
    sortable: true,
    align: 'right',
    render: (_days, row) => <OneDecimalCell value={row[dataIndex]} />,
  };
}

/**
 * /supplierPerformance (issue 16): one row per buyer company, supplier and period with every KPI. Filters:
 * buyer company, supplier (fixed for suppliers), week or month, the days the periods touch.
 */
export const performanceColumns: readonly PerformanceColumn[] = [
  {
    hideInTable: true,
    key: 'period',
    title: 'fields.period',
    filter: {
      kind: 'select',
      name: 'period',
      order: 2,
      initialValue: 'month',
      options: [
        { value: 'week', labelKey: 'period.week' },
        { value: 'month', labelKey: 'period.month' },
      ],
    },
  },
  {
    hideInTable: true,
    key: 'dateRange',
    title: 'fields.dateRange',
    filter: { kind: 'dateRange', order: 3, from: 'dateFromStr', to: 'dateToStr' },
  },
  {
    dataIndex: 'periodLabel',
    title: 'fields.periodLabel',
    width: 100,
    sortable: true,
    sortField: 'periodStart',
    fixed: 'left',
  },
  {
    dataIndex: 'supplierCode',
    title: 'fields.supplierCode',
    width: 120,
    sortable: true,
    fixed: 'left',
    filter: { kind: 'multiText', lockedValue: lockToOwnSupplier, order: 1 },
  },
  { dataIndex: 'supplierName', title: 'fields.supplierName', width: 180, sortable: true, ellipsis: true },
  {
    dataIndex: 'companyCode',
    title: 'fields.companyCode',
    width: 110,
    sortable: true,
    filter: { ...BUYER_CODE_FILTER, order: 0 },
  },
  {
    dataIndex: 'companyName',
    title: 'fields.companyName',
    width: 160,
    ellipsis: true,
    hiddenByDefault: true,
  },
  {
    dataIndex: 'score',
    title: 'fields.score',
    width: 90,
    sortable: true,
    align: 'right',
    render: (score) => <OneDecimalCell value={score} />,
  },
  rateColumn('onTime'),
  rateColumn('quantity'),
  rateColumn('confirmLead'),
  daysColumn('confirmLeadAverageDays'),
  rateColumn('asnSuccess'),
  rateColumn('firstMatch'),
  daysColumn('postedCycleAverageDays'),
  daysColumn('paidCycleAverageDays'),
];
