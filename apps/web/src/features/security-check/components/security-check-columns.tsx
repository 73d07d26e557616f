import type { SecurityCheckRow } from '@portal/contract/security-check';
import { Link } from 'react-router';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import { renderPlantTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderYesNo } from '../../../components/list-kit/table/yes-no-text.tsx';
import { BUYER_CODE_FILTER, PLANT_CODE_FILTER } from '../../lookup/api/code-options.ts';
import type { SecurityCheckPageInput } from '../api/get-security-check-page.ts';
import { detailPath } from './detail-path.ts';

type Column = ListColumn<SecurityCheckRow, SecurityCheckPageInput>;

/**
 * Spec 2 §2 Security check query: the first three filters (gate entry, ASN and challan number) always show,
 * the others behind Expand; the columns in the spec's order.
 */
export const securityCheckColumns: readonly Column[] = [
  {
    dataIndex: 'gateEntrySrNo',
    title: 'fields.gateEntrySrNo',
    width: 170,
    sortable: true,
    fixed: 'left',
    filter: { kind: 'text', order: 0 },
    render: (value, row) => <Link to={detailPath('view', row.id)}>{value}</Link>,
  },
  {
    dataIndex: 'asnNo',
    title: 'fields.asnNo',
    width: 170,
    sortable: true,
    filter: { kind: 'text', order: 1 },
  },
  {
    dataIndex: 'buyerCompanyCode',
    title: 'fields.buyerCompanyCode',
    width: 120,
    sortable: true,
    filter: { ...BUYER_CODE_FILTER, order: 6 },
  },
  {
    dataIndex: 'shipToPlantCode',
    title: 'fields.shipToPlantCode',
    width: 120,
    sortable: true,
    filter: { ...PLANT_CODE_FILTER, order: 7 },
  },
  {
    dataIndex: 'supplierCode',
    title: 'fields.supplierCode',
    width: 120,
    sortable: true,
    // spec: multi-line, with the list dialog; fixed to their own for suppliers
    filter: { kind: 'multiText', name: 'supplierCodeList', order: 8, lockedValue: lockToOwnSupplier },
  },
  { dataIndex: 'supplierName', title: 'fields.supplierName', width: 220, sortable: true, ellipsis: true },
  {
    dataIndex: 'challanNo',
    title: 'fields.challanNo',
    width: 170,
    sortable: true,
    filter: { kind: 'text', order: 2 },
  },
  { dataIndex: 'nameOfDriver', title: 'fields.nameOfDriver', width: 140, sortable: true, ellipsis: true },
  { dataIndex: 'vehicleNo', title: 'fields.vehicleNo', width: 120, sortable: true },
  { dataIndex: 'scDateStr', title: 'fields.scDateStr', width: 120, sortable: true },
  {
    dataIndex: 'timeInStr',
    title: 'fields.timeInStr',
    width: 180,
    render: (value, row) => renderPlantTime(value, row.timeZone),
    sortable: true,
  },
  {
    dataIndex: 'timeOutStr',
    title: 'fields.timeOutStr',
    width: 180,
    render: (value, row) => renderPlantTime(value, row.timeZone),
    sortable: true,
  },
  {
    dataIndex: 'securityGrNo',
    title: 'fields.securityGrNo',
    width: 140,
    sortable: true,
    filter: { kind: 'text', order: 3 },
  },
  {
    dataIndex: 'pollutionControlCrt',
    title: 'fields.pollutionControlCrt',
    width: 130,
    render: renderYesNo,
    filter: { kind: 'yesNo', order: 4 },
  },
  {
    dataIndex: 'driverLicense',
    title: 'fields.driverLicense',
    width: 110,
    render: renderYesNo,
    filter: { kind: 'yesNo', order: 5 },
  },
  {
    dataIndex: 'linkedToInv',
    title: 'fields.linkedToInv',
    width: 120,
    sortable: true,
    render: renderYesNo,
    filter: { kind: 'yesNo', order: 10 },
  },
  { dataIndex: 'invoiceNo', title: 'fields.invoiceNo', width: 150, sortable: true },
  {
    key: 'scDate',
    title: 'fields.scDate',
    hideInTable: true,
    filter: { kind: 'dateRange', from: 'scDateFrom', to: 'scDateTo', order: 9 },
  },
];
