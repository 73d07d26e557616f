import type { InvoiceAsnRow } from '@portal/contract/invoice';
import { Link } from 'react-router';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderYesNo } from '../../../components/list-kit/table/yes-no-text.tsx';
import { handAsnNoToHistory } from '../../../platform/session/asn-handoff.ts';
import { BUYER_CODE_FILTER } from '../../lookup/api/code-options.ts';
import type { InvoiceAsnPageInput } from '../api/get-invoice-asn-page.ts';

type Column = ListColumn<InvoiceAsnRow, InvoiceAsnPageInput>;

/** Spec 3 §2.1: an ASN number opens the ASN history searching for it (the number travels in the session). */
function renderAsnNo(asnNo: string) {
  return (
    <Link to="/asnQuery" onClick={() => handAsnNoToHistory(asnNo)}>
      {asnNo}
    </Link>
  );
}

/**
 * A create list (spec 3 §2.1): filters ASN number (multi-value) and company code (and the supplier code,
 * fixed for suppliers); the ASN group's fields.
 */
export const INVOICE_CREATE_COLUMNS: readonly Column[] = [
  {
    dataIndex: 'asnNo',
    title: 'fields.asnNo',
    width: 190,
    sortable: true,
    fixed: 'left',
    render: renderAsnNo,
    filter: { kind: 'multiText', name: 'asnNoList', order: 0 },
  },
  {
    dataIndex: 'companyCode',
    title: 'fields.companyCode',
    width: 120,
    sortable: true,
    filter: { ...BUYER_CODE_FILTER, order: 1 },
  },
  { dataIndex: 'referCompanyCode', title: 'fields.referCompanyCode', width: 140, sortable: true },
  { dataIndex: 'shipToPlantCode', title: 'fields.shipToPlantCode', width: 130, sortable: true },
  {
    dataIndex: 'supplierCode',
    title: 'fields.supplierCode',
    width: 120,
    sortable: true,
    filter: { kind: 'multiText', order: 2, lockedValue: lockToOwnSupplier },
  },
  { dataIndex: 'supplierName', title: 'fields.supplierName', width: 220, sortable: true, ellipsis: true },
  { dataIndex: 'currency', title: 'fields.currency', width: 90, sortable: true },
  // which invoice its receipts allow: write-off receipts go on a write-off invoice (spec 3 §5)
  { dataIndex: 'isWriteOff', title: 'fields.writeOffReceipts', width: 130, render: renderYesNo },
  {
    dataIndex: 'releaseTimeStr',
    title: 'fields.releaseTime',
    width: 180,
    render: renderRecordTime,
    sortable: true,
  },
  { dataIndex: 'statusView', title: 'fields.status', width: 110, sortable: true },
];
