import type { InvoiceRow } from '@portal/contract/invoice';
import { INVOICE_TYPES, MATCH_STATUSES } from '@portal/contract/invoice';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import { renderCatalogueLabel } from '../../../components/list-kit/table/catalogue-label.tsx';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderProperty } from '../../../components/list-kit/table/property-label.tsx';
import { renderYesNo } from '../../../components/list-kit/table/yes-no-text.tsx';
import { BUYER_CODE_FILTER, PLANT_CODE_FILTER } from '../../lookup/api/code-options.ts';
import type { InvoicePageInput } from '../api/get-invoice-page.ts';

type Column = ListColumn<InvoiceRow, InvoicePageInput>;

const multi = { kind: 'multiText' } as const;
const option = (group: string) => (value: string) => ({ value, labelKey: `${group}.${value}` });

/** Filters only buyers see (spec 3 §2.2): needApprove, matchStatus and the process type. */
const BUYER_FILTERS: readonly Column[] = [
  {
    hideInTable: true,
    key: 'needApprove',
    title: 'fields.needApprove',
    filter: { kind: 'yesNo', order: 11 },
  },
  {
    hideInTable: true,
    key: 'matchStatus',
    title: 'fields.matchStatus',
    filter: { kind: 'select', order: 12, options: MATCH_STATUSES.map(option('matchStatuses')) },
  },
  {
    hideInTable: true,
    key: 'type',
    title: 'fields.type',
    filter: { kind: 'select', order: 13, options: INVOICE_TYPES.map(option('types')) },
  },
];

const dateRange = (
  key: string,
  from: keyof InvoicePageInput,
  to: keyof InvoicePageInput,
  order: number,
): Column => ({
  hideInTable: true,
  key: `${key}Range`,
  title: `fields.${key}`,
  filter: { kind: 'dateRange', from, to, order },
});

/**
 * The invoice list (spec 3 §2.2, §3): every filter of the spec in its order (the buyer-only ones for
 * buyers), and the invoice row's fields. The table leads with the invoice no. (frozen), its status and
 * match, the amounts and the dates a user acts on; who did what when, the ERP's voucher fields and the
 * tax identifiers wait in the column chooser.
 */
export function invoiceColumns(isSupplier: boolean): readonly Column[] {
  return [
    {
      dataIndex: 'invoiceNo',
      title: 'fields.invoiceNo',
      width: 150,
      sortable: true,
      fixed: 'left',
      filter: { ...multi, name: 'invoiceNoList', order: 0 },
    },
    {
      dataIndex: 'i18nStatus',
      title: 'fields.status',
      width: 130,
      sortable: true,
      filter: { kind: 'property', propType: 'invoiceStatus', name: 'status', order: 8 },
    },
    { dataIndex: 'type', title: 'fields.type', width: 100, sortable: true },
    {
      dataIndex: 'matchStatus',
      title: 'fields.matchStatus',
      width: 110,
      render: renderCatalogueLabel('invoice:matchStatuses'),
    },
    { dataIndex: 'needApprove', title: 'fields.needApprove', width: 110, render: renderYesNo },
    {
      dataIndex: 'invoiceAmount',
      title: 'fields.invoiceAmount',
      width: 130,
      align: 'right',
      sortable: true,
      render: renderDecimal,
    },
    { dataIndex: 'currency', title: 'fields.currency', width: 90, sortable: true },
    {
      dataIndex: 'baseAmount',
      title: 'fields.baseAmount',
      width: 120,
      align: 'right',
      render: renderDecimal,
    },
    { dataIndex: 'taxAmount', title: 'fields.taxAmount', width: 110, align: 'right', render: renderDecimal },
    { dataIndex: 'invoiceDate', title: 'fields.invoiceDate', width: 120, sortable: true },
    { dataIndex: 'invoiceReceiveDate', title: 'fields.invoiceReceiveDate', width: 130, sortable: true },
    { dataIndex: 'paymentDate', title: 'fields.paymentDate', width: 120, sortable: true },
    {
      dataIndex: 'supplierCode',
      title: 'fields.supplierCode',
      width: 120,
      sortable: true,
      filter: { ...multi, name: 'supplierCodeList', order: 7, lockedValue: lockToOwnSupplier },
    },
    {
      dataIndex: 'companyCode',
      title: 'fields.companyCode',
      width: 120,
      sortable: true,
      filter: { ...BUYER_CODE_FILTER, order: 5 },
    },
    { dataIndex: 'asnNosStr', title: 'fields.asnNo', width: 200, ellipsis: true },
    {
      dataIndex: 'submitDate',
      title: 'fields.submitDate',
      width: 180,
      render: renderRecordTime,
      sortable: true,
    },
    {
      dataIndex: 'shipToPlantCode',
      title: 'fields.shipToPlantCode',
      width: 130,
      sortable: true,
      filter: { ...PLANT_CODE_FILTER, order: 6 },
      hiddenByDefault: true,
    },
    {
      dataIndex: 'supplierName',
      title: 'fields.supplierName',
      width: 220,
      sortable: true,
      ellipsis: true,
      hiddenByDefault: true,
    },
    { dataIndex: 'submitName', title: 'fields.submitName', width: 120, hiddenByDefault: true },
    {
      dataIndex: 'approvedDate',
      title: 'fields.approvedDate',
      width: 180,
      render: renderRecordTime,
      sortable: true,
      hiddenByDefault: true,
    },
    { dataIndex: 'approvedName', title: 'fields.approvedName', width: 120, hiddenByDefault: true },
    {
      dataIndex: 'rejectedDate',
      title: 'fields.rejectedDate',
      width: 180,
      render: renderRecordTime,
      hiddenByDefault: true,
    },
    { dataIndex: 'rejectedName', title: 'fields.rejectedName', width: 120, hiddenByDefault: true },
    {
      dataIndex: 'rejectType',
      title: 'fields.rejectType',
      width: 130,
      render: renderProperty('rejectType'),
      hiddenByDefault: true,
    },
    {
      dataIndex: 'rejectReason',
      title: 'fields.rejectReason',
      width: 180,
      ellipsis: true,
      hiddenByDefault: true,
    },
    {
      dataIndex: 'invoiceCheckedDate',
      title: 'fields.invoiceCheckedDate',
      width: 180,
      render: renderRecordTime,
      sortable: true,
      hiddenByDefault: true,
    },
    {
      dataIndex: 'invoiceCheckedName',
      title: 'fields.invoiceCheckedName',
      width: 130,
      hiddenByDefault: true,
    },
    {
      dataIndex: 'postingDate',
      title: 'fields.postingDate',
      width: 180,
      render: renderRecordTime,
      sortable: true,
      hiddenByDefault: true,
    },
    { dataIndex: 'postingName', title: 'fields.postingName', width: 120, hiddenByDefault: true },
    {
      dataIndex: 'sendStatus',
      title: 'fields.sendStatus',
      width: 120,
      render: renderCatalogueLabel('invoice:sendStatuses'),
      filter: {
        kind: 'select',
        order: 14,
        options: ['Blank', 'Processing', 'Completed'].map(option('sendStatuses')),
      },
      hiddenByDefault: true,
    },
    {
      dataIndex: 'uploadDocFlag',
      title: 'fields.uploadDocFlag',
      width: 120,
      render: renderYesNo,
      filter: { kind: 'yesNo', order: 15 },
      hiddenByDefault: true,
    },
    { dataIndex: 'qadYear', title: 'fields.qadYear', width: 100, hiddenByDefault: true },
    { dataIndex: 'qadDaybook', title: 'fields.qadDaybook', width: 120, hiddenByDefault: true },
    { dataIndex: 'qadVoucherNo', title: 'fields.qadVoucherNo', width: 130, hiddenByDefault: true },
    { dataIndex: 'branchNo', title: 'fields.branchNo', width: 120, hiddenByDefault: true },
    { dataIndex: 'supplierBranchNo', title: 'fields.supplierBranchNo', width: 150, hiddenByDefault: true },
    { dataIndex: 'certificationNo', title: 'fields.certificationNo', width: 140, hiddenByDefault: true },
    { dataIndex: 'covisintUniqueId', title: 'fields.covisintUniqueId', width: 170, hiddenByDefault: true },

    {
      hideInTable: true,
      key: 'partNoList',
      title: 'fields.partNo',
      filter: { ...multi, name: 'partNoList', order: 1 },
    },
    {
      hideInTable: true,
      key: 'asnNoList',
      title: 'fields.asnNo',
      filter: { ...multi, name: 'asnNoList', order: 2 },
    },
    {
      hideInTable: true,
      key: 'grNoList',
      title: 'fields.grNo',
      filter: { ...multi, name: 'grNoList', order: 3 },
    },
    {
      hideInTable: true,
      key: 'orderNoList',
      title: 'fields.orderNo',
      filter: { ...multi, name: 'orderNoList', order: 4 },
    },
    {
      hideInTable: true,
      key: 'rejectInvoice',
      title: 'fields.rejectInvoice',
      filter: { kind: 'yesNo', order: 10 },
    },
    ...(isSupplier ? [] : BUYER_FILTERS),
    { hideInTable: true, key: 'qrCode', title: 'fields.qrCode', filter: { kind: 'text', order: 16 } },
    dateRange('invoiceDate', 'invoiceDateFrom', 'invoiceDateTo', 17),
    dateRange('submitDate', 'submitDateFrom', 'submitDateTo', 18),
    dateRange('postingDate', 'postingDateFrom', 'postingDateTo', 19),
    dateRange('invoiceReceiveDate', 'receiveDateFrom', 'receiveDateTo', 20),
    dateRange('paymentDate', 'paymentDateFrom', 'paymentDateTo', 21),
    dateRange('invoiceCheckedDate', 'checkedDateFrom', 'checkedDateTo', 22),
  ];
}
