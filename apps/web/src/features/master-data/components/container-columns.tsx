import type { ContainerRow } from '@portal/contract/master-data';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderYesNo } from '../../../components/list-kit/table/yes-no-text.tsx';
import type { ContainerPageInput } from '../api/get-container-page.ts';

/** Containers (ours): the fields spec 1 §3 names, filtered by code and type. */
export const containerColumns: readonly ListColumn<ContainerRow, ContainerPageInput>[] = [
  {
    dataIndex: 'containerCode',
    title: 'fields.containerCode',
    width: 140,
    sortable: true,
    fixed: 'left',
    filter: { kind: 'text' },
  },
  {
    dataIndex: 'containerType',
    title: 'fields.containerType',
    width: 200,
    sortable: true,
    filter: { kind: 'text' },
  },
  { dataIndex: 'maxLoadKg', title: 'fields.maxLoadKg', width: 140, sortable: true, align: 'right' },
  {
    dataIndex: 'foldFlag',
    title: 'fields.foldFlag',
    width: 100,
    sortable: true,
    align: 'center',
    render: renderYesNo,
  },
  {
    dataIndex: 'outsideLengthMm',
    title: 'fields.outsideLengthMm',
    width: 160,
    sortable: true,
    align: 'right',
  },
  { dataIndex: 'outsideWidthMm', title: 'fields.outsideWidthMm', width: 150, sortable: true, align: 'right' },
  {
    dataIndex: 'outsideHeightMm',
    title: 'fields.outsideHeightMm',
    width: 160,
    sortable: true,
    align: 'right',
  },
  { dataIndex: 'weightKg', title: 'fields.weightKg', width: 120, sortable: true, align: 'right' },
  { dataIndex: 'material', title: 'fields.material', width: 160, sortable: true },
  {
    dataIndex: 'lastUpdateTimeStr',
    title: 'fields.lastUpdateTime',
    width: 180,
    render: renderRecordTime,
    sortable: true,
  },
  { dataIndex: 'lastUpdateBy', title: 'fields.lastUpdateBy', width: 130 },
];
