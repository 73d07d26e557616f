import type { RowError } from '@portal/contract/common';
import { Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec: dialog tables are at most 200 px high. */
const DIALOG_TABLE_HEIGHT = 200;

/** The rows the server refused, each with its spreadsheet row number, column and reason. */
export function UploadRowErrors({ rows }: { rows: readonly RowError[] }) {
  const { t } = useTranslation('listKit');
  const columns: TableColumnsType<RowError> = [
    { title: t('upload.rowErrors.row'), dataIndex: 'row', width: 80 },
    {
      title: t('upload.rowErrors.field'),
      key: 'column',
      width: 140,
      // the column as the file names it; the payload field only where the server names no column
      render: (_value, error) => error.column ?? error.field,
    },
    { title: t('upload.rowErrors.message'), dataIndex: 'message' },
  ];
  return (
    <Table<RowError>
      rowKey={(row) => `${row.row}-${row.field ?? ''}-${row.message}`}
      size="small"
      columns={columns}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ y: DIALOG_TABLE_HEIGHT }}
    />
  );
}
