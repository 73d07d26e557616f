import { PlusOutlined } from '@ant-design/icons';
import type { CompanyRow, PlantRow } from '@portal/contract/companies';
import { Button, Flex, Modal, Table, type TableColumnType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionColumnWidth } from '../../../components/list-kit/table/action-column-width.ts';
import { readableColumns } from '../../../components/list-kit/table/readable-columns.tsx';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import { usePlantList } from '../api/get-plant-list.ts';
import { PlantFormDialog } from './plant-form-dialog.tsx';

const TIMELINE: TimelineOf<PlantRow> = {
  recordType: 'plant',
  recordId: (plant) => plant.plantId,
  name: (plant) => plant.plantCode,
};

type PlantListDialogProps = {
  company: Pick<CompanyRow, 'companyId' | 'companyCode' | 'companyName'>;
  onClose: () => void;
};

/** The plants of one company with Add and Edit (spec 3 §2.4 plant list dialog). */
export function PlantListDialog({ company, onClose }: PlantListDialogProps) {
  const { t } = useTranslation(['companies', 'listKit']);
  const plants = usePlantList(company.companyId);
  // undefined: no plant dialog; null: adding; a row: editing it
  const [editing, setEditing] = useState<PlantRow | null>();
  const history = useTimeline(TIMELINE);
  const columns: TableColumnType<PlantRow>[] = [
    { key: 'plantCode', dataIndex: 'plantCode', title: t('plant.plantCode'), width: 140 },
    { key: 'plantName', dataIndex: 'plantName', title: t('plant.plantName'), width: 240, ellipsis: true },
    { key: 'address', dataIndex: 'address', title: t('plant.address'), ellipsis: true },
    {
      key: 'actions',
      title: t('listKit:table.actions'),
      width: actionColumnWidth(1 + history.actions.length),
      fixed: 'right',
      render: (_value, plant) => (
        <Flex>
          <Button type="link" size="small" onClick={() => setEditing(plant)}>
            {t('actions.edit')}
          </Button>
          {history.actions.map((action) => (
            <Button key={action.key} type="link" size="small" onClick={() => action.onClick(plant)}>
              {t(action.label)}
            </Button>
          ))}
        </Flex>
      ),
    },
  ];
  return (
    <Modal
      open
      title={t('plant.listTitle')}
      width={760}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('dialog.close')}</Button>}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text strong>{`${company.companyCode} ${company.companyName}`}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('plant.add')}
        </Button>
      </Flex>
      <Table<PlantRow>
        rowKey="plantId"
        size="small"
        bordered
        columns={readableColumns(columns)}
        dataSource={plants.data ?? []}
        loading={plants.isFetching}
        pagination={false}
        scroll={{ x: 'max-content', y: 400 }}
      />
      {editing !== undefined && (
        <PlantFormDialog
          companyId={company.companyId}
          plant={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      )}
      {history.drawer}
    </Modal>
  );
}
