import { Button, Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

type ValueRow = { serialNo: number; value: string };

/** Spec: the dialog table of a multi-value box is at most 200 px high. */
const DIALOG_TABLE_HEIGHT = 200;

type ValueListModalProps = { open: boolean; values: readonly string[]; onClose: () => void };

/** The split-list popup: the values of a multi-value box as a numbered table (serial number, value). */
export function ValueListModal({ open, values, onClose }: ValueListModalProps) {
  const { t } = useTranslation('listKit');
  const rows: ValueRow[] = values.map((value, index) => ({ serialNo: index + 1, value }));
  const columns: TableColumnsType<ValueRow> = [
    { title: t('multiValue.serialNo'), dataIndex: 'serialNo', width: 90 },
    { title: t('multiValue.value'), dataIndex: 'value' },
  ];
  return (
    <Modal
      open={open}
      title={t('multiValue.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('multiValue.close')}</Button>}
      destroyOnHidden
    >
      <Table<ValueRow>
        rowKey="serialNo"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ y: DIALOG_TABLE_HEIGHT }}
      />
    </Modal>
  );
}
