import type { AsnRow } from '@portal/contract/asn';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import { renderPlantTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderYesNo } from '../../../components/list-kit/table/yes-no-text.tsx';
import { BUYER_CODE_FILTER, PLANT_CODE_FILTER } from '../../lookup/api/code-options.ts';
import type { AsnPageInput } from '../api/get-asn-page.ts';
import { AsnStatusTag } from './asn-status-tag.tsx';

type Column = ListColumn<AsnRow, AsnPageInput>;

/**
 * The ASN history (spec 2 §2): filters ship date, ASN no, company, part no, status, plant, create date,
 * supplier code (fixed for suppliers), planned arrival and the security-check flag; the ASN headers.
 */
export const asnHistoryColumns: readonly Column[] = [
  {
    hideInTable: true,
    key: 'dispatchDate',
    title: 'history.dispatchDate',
    filter: { kind: 'dateRange', order: 0, from: 'dispatchDateFrom', to: 'dispatchDateTo' },
  },
  {
    dataIndex: 'asnNo',
    title: 'fields.asnNo',
    width: 160,
    sortable: true,
    fixed: 'left',
    filter: { kind: 'text', order: 1 },
  },
  { dataIndex: 'invoiceNo', title: 'fields.invoiceNo', width: 130, sortable: true },
  {
    dataIndex: 'buyerCompanyCode',
    title: 'fields.companyCode',
    width: 120,
    sortable: true,
    filter: { ...BUYER_CODE_FILTER, name: 'companyCode', order: 2 },
  },
  {
    hideInTable: true,
    key: 'partNo',
    title: 'fields.partNo',
    filter: { kind: 'text', name: 'partNo', order: 3 },
  },
  {
    dataIndex: 'i18nStatus',
    title: 'fields.status',
    width: 110,
    sortable: true,
    align: 'center',
    render: (label, row) => <AsnStatusTag status={row.status} label={label} />,
    filter: { kind: 'property', name: 'status', propType: 'asnStatus', order: 4 },
  },
  {
    dataIndex: 'shipToPlantCode',
    title: 'fields.shipToPlant',
    width: 110,
    sortable: true,
    filter: { ...PLANT_CODE_FILTER, order: 5 },
  },
  {
    dataIndex: 'createTime',
    title: 'fields.createTime',
    width: 180,
    render: (value, row) => renderPlantTime(value, row.timeZone),
    sortable: true,
    filter: {
      kind: 'dateRange',
      from: 'createDateFrom',
      to: 'createDateTo',
      label: 'history.createDate',
      order: 6,
    },
  },
  {
    dataIndex: 'supplierCode',
    title: 'fields.supplierCode',
    width: 120,
    sortable: true,
    filter: { kind: 'text', order: 7, lockedValue: lockToOwnSupplier },
  },
  { dataIndex: 'supplierName', title: 'fields.supplierName', width: 220, sortable: true, ellipsis: true },
  {
    dataIndex: 'dispatchTimeStr',
    title: 'fields.dispatchTime',
    width: 180,
    render: (value, row) => renderPlantTime(value, row.timeZone),
    sortable: true,
  },
  {
    dataIndex: 'planArrivalTimeStr',
    title: 'fields.planArrivalTime',
    width: 180,
    render: (value, row) => renderPlantTime(value, row.timeZone),
    sortable: true,
    filter: {
      kind: 'dateRange',
      from: 'planArrivalDateFrom',
      to: 'planArrivalDateTo',
      label: 'history.planArrivalDate',
      order: 8,
    },
  },
  { dataIndex: 'carrierName', title: 'fields.carrierName', width: 160, ellipsis: true },
  { dataIndex: 'plateNo', title: 'fields.plateNo', width: 110 },
  {
    dataIndex: 'uploadDocFlag',
    title: 'fields.uploadDocFlag',
    width: 120,
    align: 'center',
    render: renderYesNo,
    filter: { kind: 'yesNo', order: 9 },
  },
  { dataIndex: 'ackRemarks', title: 'fields.ackRemarks', width: 220, ellipsis: true },
];
