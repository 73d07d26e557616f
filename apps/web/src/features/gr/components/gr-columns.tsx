import type { GrRow } from '@portal/contract/gr';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderYesNo } from '../../../components/list-kit/table/yes-no-text.tsx';
import { BUYER_CODE_FILTER, PLANT_CODE_FILTER } from '../../lookup/api/code-options.ts';
import type { GrPageInput } from '../api/get-gr-page.ts';

type GrColumn = ListColumn<GrRow, GrPageInput>;

const multi = { kind: 'multiText' } as const;

/** Spec 2 §2: buyers see currency, unit price and amount; suppliers do not (the server omits them too). */
const PRICE_COLUMNS: readonly GrColumn[] = [
  { dataIndex: 'currency', title: 'fields.currency', width: 90, sortable: true },
  {
    dataIndex: 'grUnitPrice',
    title: 'fields.grUnitPrice',
    width: 120,
    sortable: true,
    align: 'right',
    render: (value) => renderDecimal(value ?? null),
  },
  {
    dataIndex: 'amount',
    title: 'fields.amount',
    width: 120,
    sortable: true,
    align: 'right',
    render: (value) => renderDecimal(value ?? null),
  },
];

/**
 * The GR query (spec 2 §2): one array for the query form (filters in the spec's order: the multi-value
 * lists, the date ranges, company, plant, invoiced) and the table (the spec's columns). The table leads
 * with what a receipt is read by (GR and part no., frozen), then its quantity and amounts and what ties
 * it to ASN, order and invoice; plant, supplier name, price list and invoice date wait in the chooser.
 */
export function grColumns(showPrices: boolean): readonly GrColumn[] {
  return [
    {
      dataIndex: 'grNo',
      title: 'fields.grNo',
      width: 130,
      sortable: true,
      fixed: 'left',
      filter: { ...multi, order: 4 },
    },
    {
      dataIndex: 'partNo',
      title: 'fields.partNo',
      width: 130,
      sortable: true,
      fixed: 'left',
      filter: { ...multi, order: 3 },
    },
    {
      dataIndex: 'qty',
      title: 'fields.qty',
      width: 100,
      sortable: true,
      align: 'right',
      render: renderDecimal,
    },
    { dataIndex: 'poUom', title: 'fields.poUom', width: 110, sortable: true },
    ...(showPrices ? PRICE_COLUMNS : []),
    { dataIndex: 'asnNo', title: 'fields.asnNo', width: 190, sortable: true, filter: { ...multi, order: 1 } },
    {
      dataIndex: 'orderNo',
      title: 'fields.orderNo',
      width: 130,
      sortable: true,
      filter: { ...multi, order: 2 },
    },
    { dataIndex: 'poLineNo', title: 'fields.poLineNo', width: 100, sortable: true },
    { dataIndex: 'grDateStr', title: 'fields.grDate', width: 120, sortable: true },
    {
      dataIndex: 'isInvoiced',
      title: 'fields.isInvoiced',
      width: 100,
      sortable: true,
      render: renderYesNo,
      filter: { kind: 'yesNo', order: 13 },
    },
    {
      dataIndex: 'invoiceNo',
      title: 'fields.invoiceNo',
      width: 150,
      sortable: true,
      filter: { ...multi, order: 5 },
    },
    {
      dataIndex: 'supplierCode',
      title: 'fields.supplierCode',
      width: 120,
      sortable: true,
      filter: { ...multi, lockedValue: lockToOwnSupplier, order: 6 },
    },
    {
      dataIndex: 'companyCode',
      title: 'fields.companyCode',
      width: 120,
      sortable: true,
      filter: { ...BUYER_CODE_FILTER, order: 11 },
    },
    {
      dataIndex: 'shipToPlantCode',
      title: 'fields.shipToPlantCode',
      width: 120,
      sortable: true,
      hiddenByDefault: true,
      filter: { ...PLANT_CODE_FILTER, order: 12 },
    },
    {
      dataIndex: 'supplierName',
      title: 'fields.supplierName',
      width: 220,
      sortable: true,
      ellipsis: true,
      hiddenByDefault: true,
    },
    {
      dataIndex: 'priceListCode',
      title: 'fields.priceListCode',
      width: 140,
      sortable: true,
      hiddenByDefault: true,
    },
    {
      dataIndex: 'invoiceDateStr',
      title: 'fields.invoiceDate',
      width: 120,
      sortable: true,
      hiddenByDefault: true,
    },
    {
      hideInTable: true,
      key: 'grDate',
      title: 'fields.grDate',
      filter: { kind: 'dateRange', from: 'grDateFromStr', to: 'grDateToStr', order: 7 },
    },
    {
      hideInTable: true,
      key: 'invoiceDate',
      title: 'fields.invoiceDate',
      filter: { kind: 'dateRange', from: 'invoiceDateFromStr', to: 'invoiceDateToStr', order: 8 },
    },
  ];
}
