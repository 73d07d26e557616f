import type { InvoiceStatus, InvoiceType } from '@portal/contract/invoice';
import type { Permission } from '@portal/contract/permissions';

/**
 * What each process type asks of its users (spec 3 §6): the button (or menu) of each supplier action,
 * whether an invoice takes one ASN only (spec 3 §5: India exactly one row; write-off GRs alone), and the
 * statuses a supplier may edit in. A write-off invoice is an India process: it is submitted, approved and
 * rejected through the India calls.
 */
export interface TypeRules {
  create: Permission;
  edit: Permission;
  delete: Permission;
  submit: Permission;
  oneAsn: boolean;
  supplierEditable: readonly InvoiceStatus[];
  /** which family of calls (submit/approve/reject ...) serves the type */
  family: 'AP' | 'INDIA' | 'OVERSEA';
}

const SUPPLIER_EDITABLE: readonly InvoiceStatus[] = ['Draft', 'Rejected'];

export const TYPE_RULES: Readonly<Record<InvoiceType, TypeRules>> = {
  AP: {
    create: 'CreateInvoiceFromGR(AP)',
    edit: 'EditInvoice(AP)',
    delete: 'DeleteInvoice(AP)',
    submit: 'SubmitInvoice(AP)',
    oneAsn: false,
    supplierEditable: SUPPLIER_EDITABLE,
    family: 'AP',
  },
  INDIA: {
    create: 'CreateInvoiceFromGR(India)',
    edit: 'EditInvoice(India)',
    delete: 'DeleteInvoice(India)',
    submit: 'SubmitInvoice(India)',
    oneAsn: true,
    supplierEditable: SUPPLIER_EDITABLE,
    family: 'INDIA',
  },
  OVERSEA: {
    create: 'CreateInvoiceFromGR(Oversea)',
    edit: 'EditInvoice(Oversea)',
    delete: 'DeleteInvoice(Oversea)',
    submit: 'SubmitInvoice(Oversea)',
    oneAsn: false,
    supplierEditable: SUPPLIER_EDITABLE,
    family: 'OVERSEA',
  },
  WRITEOFF: {
    create: 'createWriteoffIndiaInvoice',
    edit: 'EditInvoiceWriteOffGR(India)',
    delete: 'DeleteInvoiceWriteOffGR(India)',
    submit: 'SubmitInvoice(India)',
    oneAsn: true,
    // spec 3 §4: write-off India edit is offered when Draft or Failed
    supplierEditable: ['Draft', 'Rejected', 'Failed'],
    family: 'INDIA',
  },
};

/** Statuses a buyer with EditinvoicebyAdient may edit in (spec 3 §4). */
export const BUYER_EDITABLE: readonly InvoiceStatus[] = ['Submitted', 'Passed', 'Failed'];

/** Statuses a supplier may delete in: a Rejected invoice is back with the supplier like a Draft. */
export const DELETABLE: readonly InvoiceStatus[] = ['Draft', 'Rejected'];

/** Statuses in which the buyer records the paper invoice's arrival. */
export const RECEIVABLE: readonly InvoiceStatus[] = ['Submitted', 'Passed', 'Failed', 'Invoice_Checked'];

/** Statuses from which an invoice goes to the ERP: checked invoices, and Passed write-offs (no gate entry). */
export const SENDABLE: readonly InvoiceStatus[] = ['Invoice_Checked', 'Passed'];

/** Roles that download the invoice details and send invoices to the ERP (spec 3 §2.2). */
export const POSTING_ROLES = ['Adient-AP', 'SupperAdmin', 'Adient-Admin'] as const;
