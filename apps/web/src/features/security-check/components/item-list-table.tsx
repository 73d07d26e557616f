import { Table, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import { readableColumns } from '../../../components/list-kit/table/readable-columns.tsx';
import type { GateItem } from './gate-form-values.ts';

/** Spec 2 §9: dialog and detail tables are at most 200 px high. */
const ITEM_TABLE_HEIGHT = 200;

/** Item List: PO no, item no, description and quantity of the ASN's lines. */
export function ItemListTable({ items, loading }: { items: GateItem[]; loading?: boolean }) {
  const { t } = useTranslation('securityCheck');
  const columns: TableColumnType<GateItem & { key: number }>[] = [
    { key: 'no', title: t('items.serialNo'), width: 60, render: (_value, _row, index) => index + 1 },
    { dataIndex: 'orderNo', title: t('items.orderNo'), width: 160 },
    { dataIndex: 'partNo', title: t('items.partNo'), width: 160 },
    { dataIndex: 'partDesc', title: t('items.partDesc'), ellipsis: true },
    { dataIndex: 'qty', title: t('items.qty'), width: 120, align: 'right', render: renderDecimal },
  ];
  return (
    <Table<GateItem & { key: number }>
      size="small"
      rowKey="key"
      columns={readableColumns(columns)}
      dataSource={items.map((item, index) => ({ ...item, key: index }))}
      loading={loading}
      pagination={false}
      scroll={{ y: ITEM_TABLE_HEIGHT }}
      title={() => t('items.title')}
    />
  );
}
