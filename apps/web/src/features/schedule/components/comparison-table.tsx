import type { ReleaseChange } from '@portal/contract/schedule';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import { readableColumns } from '../../../components/list-kit/table/readable-columns.tsx';
import { ChangeTag } from './change-tag.tsx';

/** Tall enough for a quarter of weekly deliveries and a change or two without scrolling. */
const COMPARISON_TABLE_HEIGHT = 520;

/** The delivery date a row is about; a moved delivery reads earlier date -> new date. */
function deliveryDateOf(change: ReleaseChange): string {
  if (change.change === 'moved') return `${change.previousDeliveryDateStr} → ${change.deliveryDateStr}`;
  return change.deliveryDateStr ?? change.previousDeliveryDateStr ?? '';
}

/** Newer minus earlier quantity, signed and coloured: more in green, less in red. */
function DifferenceText({ value }: { value: string }) {
  const shown = renderDecimal(value);
  if (/^-/.test(shown)) return <Typography.Text type="danger">{shown}</Typography.Text>;
  if (/[1-9]/.test(shown)) return <Typography.Text type="success">+{shown}</Typography.Text>;
  return <Typography.Text type="secondary">0</Typography.Text>;
}

const rowKey = (change: ReleaseChange) =>
  `${change.change}|${change.deliveryDateStr}|${change.previousDeliveryDateStr}|${change.deliveryTimeStr}`;

/** Per delivery what the newer release did to it, with both quantities and the difference. */
export function ComparisonTable({ changes }: { changes: readonly ReleaseChange[] }) {
  const { t } = useTranslation('schedule');
  const columns: TableColumnsType<ReleaseChange> = [
    {
      key: 'change',
      title: t('compare.columns.change'),
      width: 110,
      render: (_v, row) => <ChangeTag change={row.change} />,
    },
    {
      key: 'deliveryDate',
      title: t('fields.deliveryDate'),
      width: 210,
      render: (_v, row) => deliveryDateOf(row),
    },
    { key: 'deliveryTime', title: t('fields.deliveryTime'), width: 100, dataIndex: 'deliveryTimeStr' },
    {
      key: 'type',
      title: t('fields.type'),
      width: 100,
      render: (_v, row) => t(`scheduleType.${row.scheduleType}`),
    },
    {
      key: 'previousQuantity',
      title: t('compare.columns.previousQuantity'),
      width: 130,
      align: 'right',
      render: (_v, row) => renderDecimal(row.previousQuantity),
    },
    {
      key: 'quantity',
      title: t('compare.columns.quantity'),
      width: 130,
      align: 'right',
      render: (_v, row) => renderDecimal(row.quantity),
    },
    {
      key: 'difference',
      title: t('compare.columns.difference'),
      width: 110,
      align: 'right',
      render: (_v, row) => <DifferenceText value={row.difference} />,
    },
  ];
  return (
    <Table<ReleaseChange>
      rowKey={rowKey}
      size="small"
      bordered
      columns={readableColumns(columns)}
      dataSource={[...changes]}
      pagination={false}
      scroll={{ x: 'max-content', y: COMPARISON_TABLE_HEIGHT }}
    />
  );
}
