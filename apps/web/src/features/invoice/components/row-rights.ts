import type { InvoiceRow, InvoiceStatus } from '@portal/contract/invoice';
import type { Permission } from '@portal/contract/permissions';
import { supplierEditable } from './detail-values.ts';
import { INVOICE_PROCESSES } from './invoice-processes.ts';

export type InvoiceRowAction =
  | 'edit'
  | 'view'
  | 'delete'
  | 'submit'
  | 'receive'
  | 'check'
  | 'approve'
  | 'reject'
  | 'buyerSubmit'
  | 'buyerEdit'
  | 'changeStatus'
  | 'sendWriteOff';

export type InvoiceUser = {
  isSupplier: boolean;
  roleNames: readonly string[];
  has: (permission: Permission) => boolean;
};

const DELETABLE: readonly InvoiceStatus[] = ['Draft', 'Rejected'];
const SUBMITTABLE: readonly InvoiceStatus[] = ['Draft', 'Rejected'];
const RECEIVABLE: readonly InvoiceStatus[] = ['Submitted', 'Passed', 'Failed', 'Invoice_Checked'];
const BUYER_EDITABLE: readonly InvoiceStatus[] = ['Submitted', 'Passed', 'Failed'];
const CHANGEABLE: readonly InvoiceStatus[] = ['Submitted', 'Passed', 'Invoice_Checked', 'Failed', 'Posted'];
/** A write-off invoice brings no truck, so no gate entry: it may be sent once Passed, not only Invoice_Checked. */
const WRITE_OFF_SENDABLE: readonly InvoiceStatus[] = ['Passed', 'Invoice_Checked'];
/** Spec 3 §2.2: invoice details and sending are for these roles. */
const DETAIL_AND_BATCH_ROLES = ['Adient-AP', 'SupperAdmin', 'Adient-Admin'];

const holdsAnyRole = (user: Pick<InvoiceUser, 'roleNames'>, roles: readonly string[]) =>
  user.roleNames.some((role) => roles.includes(role));

/** The supplier's actions (spec 3 §4, §6): edit, delete and submit its Drafts (and Rejected invoices), view otherwise. */
function supplierActions(row: InvoiceRow, user: InvoiceUser): InvoiceRowAction[] {
  const process = INVOICE_PROCESSES[row.type];
  const edit = supplierEditable(row.type, row.status) && user.has(process.edit);
  return [
    edit ? 'edit' : 'view',
    ...(DELETABLE.includes(row.status) && user.has(process.delete) ? (['delete'] as const) : []),
    ...(SUBMITTABLE.includes(row.status) && user.has(process.submitPermission) ? (['submit'] as const) : []),
  ];
}

/**
 * The buyer's actions (spec 3 §2.2, §4, §6): receive the paper invoice; check a Passed one (Invoice
 * Check, granted with Scan Invoice); approve a Submitted invoice that
 * needs approval; reject a Submitted one (Approve/RejectInvoice when it needs approval, RejectInvoice
 * otherwise); submit a Submitted one again (SubmitInvoicebyAdient); edit a Submitted, Passed or Failed one
 * (EditinvoicebyAdient); change the status by hand (role Adient-Admin only); send a write-off invoice not
 * sent yet with its voucher number (the batch send roles).
 */
function buyerActions(row: InvoiceRow, user: InvoiceUser): InvoiceRowAction[] {
  const submitted = row.status === 'Submitted';
  const needsApproval = row.needApprove === 'Y';
  // the edit route shows the invoice too: Edit replaces View where the buyer may edit
  const edit = BUYER_EDITABLE.includes(row.status) && user.has('EditinvoicebyAdient');
  const actions: InvoiceRowAction[] = [edit ? 'buyerEdit' : 'view'];
  if (RECEIVABLE.includes(row.status) && user.has('ReceiveInvoice')) actions.push('receive');
  // the scan check's "several invoices" message sends AP here (spec 3 §2.3): same call, same conditions
  if (row.status === 'Passed' && user.has('scanInvoice')) actions.push('check');
  if (submitted && needsApproval && user.has('Approve/RejectInvoice')) actions.push('approve');
  if (submitted && user.has(needsApproval ? 'Approve/RejectInvoice' : 'RejectInvoice'))
    actions.push('reject');
  if (submitted && user.has('SubmitInvoicebyAdient')) actions.push('buyerSubmit');
  if (CHANGEABLE.includes(row.status) && user.roleNames.includes('Adient-Admin'))
    actions.push('changeStatus');
  const sendable = row.type === 'WRITEOFF' && WRITE_OFF_SENDABLE.includes(row.status) && !row.sendStatus;
  if (sendable && holdsAnyRole(user, DETAIL_AND_BATCH_ROLES)) actions.push('sendWriteOff');
  return actions;
}

/** The action column shows the supplier's actions to suppliers and the buyer's to buyers, never both. */
export function invoiceRowActions(row: InvoiceRow, user: InvoiceUser): InvoiceRowAction[] {
  return user.isSupplier ? supplierActions(row, user) : buyerActions(row, user);
}

/** Spec 3 §2.2: buttons by role. */
export function listButtons(user: Pick<InvoiceUser, 'isSupplier' | 'roleNames'>) {
  const buyer = !user.isSupplier;
  return {
    wht: buyer && !user.roleNames.includes('Adient-SCM'),
    itemInfo: buyer && holdsAnyRole(user, DETAIL_AND_BATCH_ROLES),
    batchSend: buyer && holdsAnyRole(user, DETAIL_AND_BATCH_ROLES),
  };
}
