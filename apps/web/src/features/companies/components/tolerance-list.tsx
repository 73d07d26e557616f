import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Table, type TableColumnType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePropertyOptions } from '../../../components/list-kit/query-form/use-property-options.ts';
import { actionColumnWidth } from '../../../components/list-kit/table/action-column-width.ts';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import { readableColumns } from '../../../components/list-kit/table/readable-columns.tsx';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { type ToleranceEntry, withEntry, withoutEntry } from './tolerance-entries.ts';
import { ToleranceEntryDialog } from './tolerance-entry-dialog.tsx';

type ToleranceListProps = {
  /** i18n key of the list's title */
  title: string;
  /** set by the Form.Item the list sits in */
  id?: string;
  value?: ToleranceEntry[];
  onChange?: (value: ToleranceEntry[]) => void;
};

type Row = ToleranceEntry & { index: number };

/**
 * A per-currency tolerance list of the tax dialog (spec 3 §4): entries are added, edited and deleted
 * here (delete asks first), and saved with the rest of the dialog.
 */
export function ToleranceList({ title, id, value = [], onChange }: ToleranceListProps) {
  const { t } = useTranslation(['companies', 'listKit']);
  const { modal } = App.useApp();
  const currencies = usePropertyOptions('currencyType');
  const currencyOptions = (currencies.data ?? []).map((option) => ({
    value: option.value,
    label: `${option.value} ${option.label}`,
  }));
  // undefined: no entry dialog; null: adding; a number: editing that entry
  const [editing, setEditing] = useState<number | null>();
  const change = (next: ToleranceEntry[]) => onChange?.(next);
  const remove = (index: number) =>
    modal.confirm({
      title: t('tax.deleteQuestion'),
      okText: t('listKit:actions.ok'),
      cancelText: t('listKit:actions.cancel'),
      onOk: () => change(withoutEntry(value, index)),
      onCancel: () => notifier.info(t('tax.deleteCancelled')),
    });
  const columns: TableColumnType<Row>[] = [
    { key: 'currency', dataIndex: 'currency', title: t('tax.currency'), width: 120 },
    {
      key: 'toleranceAmount',
      dataIndex: 'toleranceAmount',
      title: t('tax.toleranceAmount'),
      align: 'right',
      render: renderDecimal,
    },
    {
      key: 'actions',
      title: t('listKit:table.actions'),
      width: actionColumnWidth(2),
      render: (_value, row) => (
        <Flex>
          <Button type="link" size="small" onClick={() => setEditing(row.index)}>
            {t('actions.edit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => remove(row.index)}>
            {t('actions.delete')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <div id={id}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t(title)}</Typography.Text>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('tax.addEntry')}
        </Button>
      </Flex>
      <Table<Row>
        rowKey="index"
        size="small"
        bordered
        columns={readableColumns(columns)}
        dataSource={value.map((entry, index) => ({ ...entry, index }))}
        pagination={false}
        scroll={{ y: 200 }}
      />
      {editing !== undefined && (
        <ToleranceEntryDialog
          title={t(title)}
          list={value}
          index={editing ?? undefined}
          currencies={currencyOptions}
          onDone={(entry) => change(withEntry(value, entry, editing ?? undefined))}
          onClose={() => setEditing(undefined)}
        />
      )}
    </div>
  );
}
