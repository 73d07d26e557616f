import type { AsnCreateRow } from '@portal/contract/asn';
import type { Dayjs } from 'dayjs';
import { FILTER_DATE_FORMAT } from '../../../components/list-kit/query-form/filter-date.ts';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { BUYER_CODE_FILTER, PLANT_CODE_FILTER } from '../../lookup/api/code-options.ts';
import type { AsnCreatePageInput } from '../api/get-asn-create-page.ts';

type Column = ListColumn<AsnCreateRow, AsnCreatePageInput>;

/** Spec 2 §9: the demand-to date opens on today plus 14 days. */
export const DEMAND_DAYS_AHEAD = 14;

/**
 * The ASN creation list (spec 2 §2): filters demand date, order, part, description, type, model, company,
 * ship-to plant; the schedule line's fields for ASN creation (§3).
 */
export function asnCreateColumns(today: Dayjs): Column[] {
  return [
    {
      hideInTable: true,
      key: 'demandDate',
      title: 'create.demandDate',
      filter: {
        kind: 'dateRange',
        order: 0,
        from: 'demandDateFrom',
        to: 'demandDateTo',
        initialValue: { to: today.add(DEMAND_DAYS_AHEAD, 'day').format(FILTER_DATE_FORMAT) },
      },
    },
    {
      dataIndex: 'orderNo',
      title: 'fields.orderNo',
      width: 130,
      sortable: true,
      fixed: 'left',
      filter: { kind: 'text', order: 1 },
    },
    { dataIndex: 'lineNo', title: 'fields.lineNo', width: 80, sortable: true },
    {
      dataIndex: 'partNo',
      title: 'fields.partNo',
      width: 130,
      sortable: true,
      filter: { kind: 'text', order: 2 },
    },
    {
      dataIndex: 'partDesc',
      title: 'fields.partDesc',
      width: 200,
      sortable: true,
      ellipsis: true,
      filter: { kind: 'text', order: 3 },
    },
    { dataIndex: 'deliveryDateStr', title: 'fields.deliveryDate', width: 120, sortable: true },
    { dataIndex: 'deliveryTimeStr', title: 'fields.deliveryTime', width: 100 },
    { dataIndex: 'timeZone', title: 'fields.timeZone', width: 140, ellipsis: true },
    {
      dataIndex: 'requestQty',
      title: 'fields.requestQty',
      width: 110,
      align: 'right',
      sortable: true,
      render: renderDecimal,
    },
    { dataIndex: 'reference', title: 'fields.reference', width: 120, ellipsis: true },
    {
      dataIndex: 'asnQty',
      title: 'fields.asnQty',
      width: 100,
      align: 'right',
      sortable: true,
      render: renderDecimal,
    },
    {
      dataIndex: 'unshippedQty',
      title: 'fields.unshippedQty',
      width: 120,
      align: 'right',
      sortable: true,
      render: renderDecimal,
    },
    { dataIndex: 'unit', title: 'fields.unit', width: 70 },
    { dataIndex: 'supplierCode', title: 'fields.supplierCode', width: 120, sortable: true },
    {
      dataIndex: 'buyerCompanyCode',
      title: 'fields.companyCode',
      width: 120,
      filter: { ...BUYER_CODE_FILTER, name: 'companyCode', order: 6 },
    },
    {
      dataIndex: 'shipToPlant',
      title: 'fields.shipToPlant',
      width: 110,
      sortable: true,
      filter: { ...PLANT_CODE_FILTER, order: 7 },
    },
    {
      dataIndex: 'model',
      title: 'fields.model',
      width: 100,
      sortable: true,
      filter: { kind: 'text', order: 5 },
    },
    { dataIndex: 'priorSchedule', title: 'fields.priorSchedule', width: 130, ellipsis: true },
    {
      hideInTable: true,
      key: 'type',
      title: 'fields.type',
      filter: { kind: 'property', propType: 'scheduleType', order: 4 },
    },
  ];
}
