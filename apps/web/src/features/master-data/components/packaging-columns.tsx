import type { PackagingRow } from '@portal/contract/master-data';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderYesNo } from '../../../components/list-kit/table/yes-no-text.tsx';
import type { PackagingPageInput } from '../api/get-packaging-page.ts';
import { buyerCompanyFilter, supplierCodeFilter } from './buyer-filters.ts';
import { renderPictureCount } from './picture-count-text.tsx';

/** Packaging (ours): how each supplier packs each part for a buyer, as the ASN wizard will propose it. */
export const packagingColumns: readonly ListColumn<PackagingRow, PackagingPageInput>[] = [
  {
    dataIndex: 'buyerCompanyCode',
    title: 'fields.buyerCompanyCode',
    width: 150,
    sortable: true,
    fixed: 'left',
    filter: buyerCompanyFilter(),
  },
  {
    dataIndex: 'supplierCode',
    title: 'fields.supplierCode',
    width: 150,
    sortable: true,
    filter: supplierCodeFilter(),
  },
  { dataIndex: 'supplierName', title: 'fields.supplierName', width: 220, sortable: true, ellipsis: true },
  {
    dataIndex: 'packagingNo',
    title: 'fields.packagingNo',
    width: 150,
    sortable: true,
    filter: { kind: 'text' },
  },
  { dataIndex: 'partNo', title: 'fields.partNo', width: 130, sortable: true, filter: { kind: 'multiText' } },
  { dataIndex: 'partGroup', title: 'fields.partGroup', width: 120, sortable: true },
  {
    dataIndex: 'containerCode',
    title: 'fields.containerCode',
    width: 140,
    sortable: true,
    filter: { kind: 'text' },
  },
  { dataIndex: 'qtyPerPackage', title: 'fields.qtyPerPackage', width: 140, sortable: true, align: 'right' },
  { dataIndex: 'validDateStr', title: 'fields.validDate', width: 120, sortable: true },
  { dataIndex: 'antirust', title: 'fields.antirust', width: 100, align: 'center', render: renderYesNo },
  {
    dataIndex: 'corrosionProtection',
    title: 'fields.corrosionProtection',
    width: 150,
    align: 'center',
    render: renderYesNo,
  },
  { dataIndex: 'plasticBag', title: 'fields.plasticBag', width: 110, align: 'center', render: renderYesNo },
  { dataIndex: 'recyclable', title: 'fields.recyclable', width: 110, align: 'center', render: renderYesNo },
  { dataIndex: 'weightKg', title: 'fields.weightKg', width: 110, align: 'right' },
  { dataIndex: 'lengthMm', title: 'fields.lengthMm', width: 110, align: 'right' },
  { dataIndex: 'widthMm', title: 'fields.widthMm', width: 110, align: 'right' },
  { dataIndex: 'heightMm', title: 'fields.heightMm', width: 110, align: 'right' },
  {
    dataIndex: 'pictures',
    title: 'pictures.column',
    width: 110,
    align: 'center',
    render: renderPictureCount,
  },
  {
    dataIndex: 'lastUpdateTimeStr',
    title: 'fields.lastUpdateTime',
    width: 180,
    render: renderRecordTime,
    sortable: true,
  },
];
