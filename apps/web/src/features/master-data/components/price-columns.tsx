import type { PriceListRow } from '@portal/contract/master-data';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import { renderDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import type { PricePageInput } from '../api/get-price-page.ts';
import { buyerCompanyFilter } from './buyer-filters.ts';
import { renderEndDate } from './open-end-text.tsx';

/**
 * Part price list (spec 1 §2.9): filters company, part number, price list code and the effective date
 * range (yyyyMMdd); the columns of the spec.
 */
export const priceColumns: readonly ListColumn<PriceListRow, PricePageInput>[] = [
  {
    dataIndex: 'companyCode',
    title: 'fields.companyCode',
    width: 130,
    sortable: true,
    fixed: 'left',
    filter: buyerCompanyFilter(),
  },
  { dataIndex: 'partNo', title: 'fields.partNo', width: 130, sortable: true, filter: { kind: 'text' } },
  { dataIndex: 'partDesc', title: 'fields.partDescription', width: 200, sortable: true, ellipsis: true },
  {
    dataIndex: 'unitPrice',
    title: 'fields.unitPrice',
    width: 120,
    sortable: true,
    align: 'right',
    render: renderDecimal,
  },
  { dataIndex: 'currency', title: 'fields.currency', width: 80, sortable: true },
  { dataIndex: 'uom', title: 'fields.uom', width: 70, sortable: true },
  { dataIndex: 'effectiveDateFromStr', title: 'fields.effectiveDateFrom', width: 120, sortable: true },
  {
    dataIndex: 'effectiveDateToStr',
    title: 'fields.effectiveDateTo',
    width: 120,
    sortable: true,
    render: renderEndDate,
  },
  {
    dataIndex: 'priceListCode',
    title: 'fields.priceListCode',
    width: 150,
    sortable: true,
    // spec 1 §2.9: company, part number, price list code, then the effective dates
    filter: { kind: 'text', order: 2 },
  },
  {
    dataIndex: 'inboundMsgDateStr',
    title: 'fields.inboundMsgDate',
    width: 180,
    render: renderRecordTime,
    sortable: true,
  },
  {
    hideInTable: true,
    key: 'effectiveDate',
    title: 'fields.effectiveDate',
    filter: { kind: 'dateRange', from: 'effectiveDateFrom', to: 'effectiveDateTo', order: 4 },
  },
];
