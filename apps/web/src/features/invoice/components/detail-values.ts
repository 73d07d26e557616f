import type { InvoiceDetail, InvoiceItem, InvoiceStatus, InvoiceType } from '@portal/contract/invoice';
import type { Permission } from '@portal/contract/permissions';
import dayjs from 'dayjs';
import { trimDecimal } from '../../../components/list-kit/table/decimal-text.ts';
import type { SaveInvoiceInput } from '../api/save-invoice.ts';
import { INVOICE_PROCESSES } from './invoice-processes.ts';

/** A line's editable values: the supplier's unit price, the WHT rate (a whtRate key) and, for India, the GST rates. */
export type LineValues = {
  grId: number;
  unitPrice?: string;
  whtRate?: string;
  cgstRate?: string;
  sgstRate?: string;
  igstRate?: string;
};

export type DetailFormValues = {
  invoiceNo?: string;
  invoiceDate?: string;
  incoTerm?: string;
  creditTerms?: string;
  branchNo?: string;
  supplierBranchNo?: string;
  certificationNo?: string;
  items: LineValues[];
};

const text = (value: string | null | undefined) => value ?? undefined;

/** A new line offers the receipt's unit price as the invoice price (trailing zeros dropped: 6 decimals at most). */
function lineValuesOf(item: InvoiceItem): LineValues {
  const decimal = (value: string | null) => (value === null ? undefined : trimDecimal(value));
  return {
    grId: item.grId,
    unitPrice: decimal(item.unitPrice ?? item.grUnitPrice),
    whtRate: item.whtRate ?? undefined,
    cgstRate: decimal(item.cgstRate),
    sgstRate: decimal(item.sgstRate),
    igstRate: decimal(item.igstRate),
  };
}

/** The form of a saved invoice, or of a new one on its receipts (invoice date today). */
export function formValuesOf(detail: InvoiceDetail | null, items: readonly InvoiceItem[]): DetailFormValues {
  return {
    invoiceNo: text(detail?.invoiceNo),
    invoiceDate: detail ? text(detail.invoiceDate) : dayjs().format('YYYY-MM-DD'),
    incoTerm: text(detail?.incoTerm),
    creditTerms: text(detail?.creditTerms),
    branchNo: text(detail?.branchNo),
    supplierBranchNo: text(detail?.supplierBranchNo),
    certificationNo: text(detail?.certificationNo),
    items: items.map(lineValuesOf),
  };
}

const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** The save call's body: blanks left out; GST rates only where the type has them. */
export function saveBodyOf(
  values: DetailFormValues,
  gst: boolean,
  invoiceHeaderId: number | undefined,
): SaveInvoiceInput {
  return {
    ...(invoiceHeaderId ? { invoiceHeaderId } : {}),
    invoiceNo: values.invoiceNo ?? '',
    invoiceDate: values.invoiceDate ?? '',
    incoTerm: values.incoTerm ?? '',
    creditTerms: filled(values.creditTerms),
    branchNo: filled(values.branchNo),
    supplierBranchNo: filled(values.supplierBranchNo),
    certificationNo: filled(values.certificationNo),
    items: values.items.map((line) => ({
      grId: line.grId,
      unitPrice: line.unitPrice ?? '',
      whtRate: filled(line.whtRate),
      ...(gst
        ? {
            cgstRate: filled(line.cgstRate),
            sgstRate: filled(line.sgstRate),
            igstRate: filled(line.igstRate),
          }
        : {}),
    })),
  };
}

/** Statuses a buyer with EditinvoicebyAdient edits in (spec 3 §4). */
const BUYER_EDITABLE: readonly InvoiceStatus[] = ['Submitted', 'Passed', 'Failed'];

/** Spec 3 §4: the supplier edits a Draft (and a Rejected one, back with it); write-off also when Failed. */
export function supplierEditable(type: InvoiceType, status: InvoiceStatus): boolean {
  const statuses: readonly InvoiceStatus[] =
    type === 'WRITEOFF' ? ['Draft', 'Rejected', 'Failed'] : ['Draft', 'Rejected'];
  return statuses.includes(status);
}

export type DetailUser = { isSupplier: boolean; has: (permission: Permission) => boolean };

/**
 * Who may change what on a detail route: `edit` (header and prices) and `submit` (the supplier's submit).
 * A new invoice is the supplier's with the create permission; a saved one follows its status.
 */
export function detailRights(
  type: InvoiceType,
  status: InvoiceStatus | null,
  user: DetailUser,
): { edit: boolean; submit: boolean } {
  const process = INVOICE_PROCESSES[type];
  if (user.isSupplier) {
    const edit =
      status === null ? user.has(process.create) : supplierEditable(type, status) && user.has(process.edit);
    const submittable = status === null || status === 'Draft' || status === 'Rejected';
    return { edit, submit: edit && submittable && user.has(process.submitPermission) };
  }
  const edit = status !== null && BUYER_EDITABLE.includes(status) && user.has('EditinvoicebyAdient');
  return { edit, submit: false };
}
