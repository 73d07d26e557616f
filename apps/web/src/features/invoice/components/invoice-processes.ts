import { invoiceEndpoints as calls, type InvoiceType } from '@portal/contract/invoice';
import type { Permission } from '@portal/contract/permissions';

/**
 * What each process type (spec 3 §2.1, §2.2, §6) uses on the web: its screens, calls and buttons. A
 * write-off invoice is an India process: it is submitted, approved and rejected through the India calls.
 */
export const INVOICE_PROCESSES = {
  AP: {
    createPath: '/createApInvoice',
    detailPath: '/invoiceDetailAp',
    editPath: '/invoiceDetailApEdit',
    viewPath: '/invoiceDetailApView',
    listType: 'AP',
    receipts: calls.queryApByAsn,
    save: calls.saveInvoice,
    submit: calls.submitInvoice,
    submitConfirmed: calls.submitInvoiceConfirmed,
    remove: calls.deleteInvoice,
    approve: calls.approveInvoice,
    reject: calls.rejectInvoice,
    create: 'CreateInvoiceFromGR(AP)',
    edit: 'EditInvoice(AP)',
    delete: 'DeleteInvoice(AP)',
    submitPermission: 'SubmitInvoice(AP)',
    itemUpload: calls.uploadItemList,
    itemTemplate: calls.downloadItemList,
    gst: false,
  },
  INDIA: {
    createPath: '/createIndiaInvoice',
    detailPath: '/invoiceDetailIndia',
    editPath: '/invoiceDetailIndiaEdit',
    viewPath: '/invoiceDetailIndiaView',
    listType: 'INDIA',
    receipts: calls.queryIndiaByAsn,
    save: calls.saveIndiaInvoice,
    submit: calls.submitIndiaInvoice,
    submitConfirmed: calls.submitIndiaInvoiceConfirmed,
    remove: calls.deleteIndiaInvoice,
    approve: calls.approveIndiaInvoice,
    reject: calls.rejectIndiaInvoice,
    create: 'CreateInvoiceFromGR(India)',
    edit: 'EditInvoice(India)',
    delete: 'DeleteInvoice(India)',
    submitPermission: 'SubmitInvoice(India)',
    itemUpload: calls.uploadIndiaItemList,
    itemTemplate: calls.downloadIndiaItemList,
    gst: true,
  },
  OVERSEA: {
    createPath: '/createOverseaInvoice',
    detailPath: '/invoiceDetailOversea',
    editPath: '/invoiceDetailOverseaEdit',
    viewPath: '/invoiceDetailOverseaView',
    listType: 'OVERSEA',
    receipts: calls.queryOverseaByAsn,
    save: calls.saveOverseaInvoice,
    submit: calls.submitOverseaInvoice,
    submitConfirmed: calls.submitOverseaInvoiceConfirmed,
    remove: calls.deleteOverseaInvoice,
    approve: calls.approveOverseaInvoice,
    reject: calls.rejectOverseaInvoice,
    create: 'CreateInvoiceFromGR(Oversea)',
    edit: 'EditInvoice(Oversea)',
    delete: 'DeleteInvoice(Oversea)',
    submitPermission: 'SubmitInvoice(Oversea)',
    itemUpload: calls.uploadOverseaItemList,
    itemTemplate: calls.downloadOverseaItemList,
    gst: false,
  },
  WRITEOFF: {
    createPath: '/createWriteoffIndiaInvoice',
    detailPath: '/invoiceDetailWriteoff',
    editPath: '/invoiceEditWriteoff',
    viewPath: '/invoiceViewWriteoff',
    listType: 'INDIA',
    receipts: calls.queryWriteoffByAsn,
    save: calls.saveWriteoffInvoice,
    submit: calls.submitIndiaInvoice,
    submitConfirmed: calls.submitIndiaInvoiceConfirmed,
    remove: calls.deleteWriteoffInvoice,
    approve: calls.approveIndiaInvoice,
    reject: calls.rejectIndiaInvoice,
    create: 'createWriteoffIndiaInvoice',
    edit: 'EditInvoiceWriteOffGR(India)',
    delete: 'DeleteInvoiceWriteOffGR(India)',
    submitPermission: 'SubmitInvoice(India)',
    itemUpload: calls.uploadWriteOffItemList,
    itemTemplate: calls.downloadWriteOffItemList,
    gst: true,
  },
} as const satisfies Record<
  InvoiceType,
  {
    create: Permission;
    edit: Permission;
    delete: Permission;
    submitPermission: Permission;
    listType: Exclude<InvoiceType, 'WRITEOFF'>;
    [other: string]: unknown;
  }
>;

export type InvoiceProcess = (typeof INVOICE_PROCESSES)[InvoiceType];

export type DetailMode = 'new' | 'edit' | 'view';

/** The process and mode of a detail route (`/invoiceDetailIndiaView` -> INDIA, view). */
export function detailRouteOf(pathname: string): { type: InvoiceType; mode: DetailMode } | null {
  for (const [type, process] of Object.entries(INVOICE_PROCESSES) as [InvoiceType, InvoiceProcess][]) {
    if (pathname === process.detailPath) return { type, mode: 'new' };
    if (pathname === process.editPath) return { type, mode: 'edit' };
    if (pathname === process.viewPath) return { type, mode: 'view' };
  }
  return null;
}

/** The process of a create list route (`/createOverseaInvoice` -> OVERSEA). */
export function createRouteOf(pathname: string): InvoiceType | null {
  const found = (Object.entries(INVOICE_PROCESSES) as [InvoiceType, InvoiceProcess][]).find(
    ([, process]) => process.createPath === pathname,
  );
  return found ? found[0] : null;
}

/** Every detail, edit and view route: returning from one of them keeps the list's filters (spec 3 §2.2). */
export const DETAIL_PATHS: readonly string[] = Object.values(INVOICE_PROCESSES).flatMap((process) => [
  process.detailPath,
  process.editPath,
  process.viewPath,
]);
