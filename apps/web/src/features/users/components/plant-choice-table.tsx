import type { PlantChoice } from '@portal/contract/users';
import { Input, Table, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readableColumns } from '../../../components/list-kit/table/readable-columns.tsx';

type PlantChoiceTableProps = {
  plants: readonly PlantChoice[] | undefined;
  loading: boolean;
  chosen: readonly number[];
  onChange: (plantIds: number[]) => void;
};

function matches(plant: PlantChoice, text: string): boolean {
  const needle = text.trim().toLowerCase();
  return [plant.companyCode, plant.plantCode, plant.plantName].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** A checkable list of plants with a filter; the filter hides rows, never unchecks them. */
export function PlantChoiceTable({ plants = [], loading, chosen, onChange }: PlantChoiceTableProps) {
  const { t } = useTranslation('users');
  const [filter, setFilter] = useState('');
  const shown = filter ? plants.filter((plant) => matches(plant, filter)) : plants;
  const columns: TableColumnType<PlantChoice>[] = [
    { key: 'companyCode', dataIndex: 'companyCode', title: t('plants.companyCode'), width: 140 },
    { key: 'plantCode', dataIndex: 'plantCode', title: t('plants.plantCode'), width: 140 },
    { key: 'plantName', dataIndex: 'plantName', title: t('plants.plantName'), ellipsis: true },
  ];
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('plants.filter')}
        onChange={(event) => setFilter(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Table<PlantChoice>
        rowKey="plantId"
        size="small"
        bordered
        columns={readableColumns(columns)}
        dataSource={shown}
        loading={loading}
        pagination={false}
        scroll={{ y: 320 }}
        rowSelection={{
          selectedRowKeys: [...chosen],
          preserveSelectedRowKeys: true,
          onChange: (keys) => onChange(keys.map(Number)),
        }}
      />
    </>
  );
}
