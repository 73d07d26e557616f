import { BUTTON_CODES, type ButtonCode, MENU_CODES, type MenuCode } from '@portal/contract/permissions';

export interface RoleSeed {
  name: string;
  description: string;
  /** B for buyer users, S for supplier users: only users of that type may hold the role */
  userType: 'B' | 'S';
  menus: readonly MenuCode[];
  buttons: readonly ButtonCode[];
}

/** Supplier-side actions: buyer roles never hold them, so a buyer cannot act in a supplier's name. */
const SUPPLIER_BUTTONS: readonly ButtonCode[] = [
  'confirmSchedule',
  'feedbackSchedule',
  'updateFeedback',
  'createAsn',
  'editAsn',
  'submitAsn',
  'deleteDraftAsn',
  'CreateInvoiceFromGR(AP)',
  'CreateInvoiceFromGR(India)',
  'CreateInvoiceFromGR(Oversea)',
  'EditInvoice(AP)',
  'EditInvoice(India)',
  'EditInvoice(Oversea)',
  'DeleteInvoice(AP)',
  'DeleteInvoice(India)',
  'DeleteInvoice(Oversea)',
  'SubmitInvoice(AP)',
  'SubmitInvoice(India)',
  'SubmitInvoice(Oversea)',
  'EditInvoiceWriteOffGR(India)',
  'DeleteInvoiceWriteOffGR(India)',
];
const INVOICE_CREATE_MENUS: readonly MenuCode[] = [
  'createApInvoice',
  'createIndiaInvoice',
  'createOverseaInvoice',
  'createWriteoffIndiaInvoice',
];

/** The four named buyer roles and the supplier role; see docs/decisions.md for why each holds what. */
export const ROLE_SEED: RoleSeed[] = [
  {
    name: 'SupperAdmin',
    userType: 'B',
    description: 'Super administrator: every menu and every permission',
    menus: MENU_CODES,
    buttons: BUTTON_CODES,
  },
  {
    name: 'Adient-Admin',
    userType: 'B',
    description: 'Buyer administrator: every screen, all buyer-side actions, system management',
    menus: MENU_CODES.filter((menu) => !INVOICE_CREATE_MENUS.includes(menu)),
    buttons: BUTTON_CODES.filter((button) => !SUPPLIER_BUTTONS.includes(button)),
  },
  {
    name: 'Adient-SCM',
    userType: 'B',
    description: 'Supply chain planner: schedules, ASN, GR, gate checks, logistics master data',
    menus: [
      'dashboard',
      'deliverySchedule',
      'deliveryScheduleQuery',
      'deliveryScheduleHistory',
      'asnManagement',
      'asnQuery',
      'grManagement',
      'gr',
      'invoiceManagement',
      'queryInvoice',
      'securityCheckManagement',
      'securityCheckQuery',
      'securityCheckCreate',
      'masterData',
      'partInfo',
      'supplier',
      'emailConfiguration',
      'partPriceListCode',
      'container',
      'packaging',
    ],
    buttons: [
      'approveFeedback',
      'rejectFeedback',
      'cancelAsn',
      'deleteFailedAsn',
      'editSecurityCheck',
      'deleteSecurityCheck',
      'uploadPartInfo',
      'supplierConfigaration',
      'emailConfigaration',
      'uploadContainer',
      'uploadPackaging',
    ],
  },
  {
    name: 'Adient-AP',
    userType: 'B',
    description:
      'Accounts payable: goods receipts, invoice receipt, approval, scan check, prices and supplier finance',
    menus: [
      'dashboard',
      'asnManagement',
      'asnQuery',
      'grManagement',
      'gr',
      'invoiceManagement',
      'queryInvoice',
      'scanInvoice',
      'masterData',
      'partPriceListCode',
      'systemManagement',
      'partPrice',
      'supplierFinance',
    ],
    buttons: [
      'ReceiveInvoice',
      'Approve/RejectInvoice',
      'RejectInvoice',
      'SubmitInvoicebyAdient',
      'EditinvoicebyAdient',
      'supplierFinance-edit',
      'uploadPartPrice',
    ],
  },
  {
    name: 'Supplier',
    userType: 'S',
    description: 'Supplier user: confirm schedules, ship with ASN, invoice goods receipts',
    menus: [
      'dashboard',
      'deliverySchedule',
      'deliveryScheduleQuery',
      'deliveryScheduleHistory',
      'asnManagement',
      'asnCreate',
      'asnQuery',
      'grManagement',
      'gr',
      'invoiceManagement',
      ...INVOICE_CREATE_MENUS,
      'queryInvoice',
      'securityCheckManagement',
      'securityCheckQuery',
      'masterData',
      'partInfo',
      'supplier',
      'emailConfiguration',
      'partPriceListCode',
      'container',
      'packaging',
    ],
    buttons: SUPPLIER_BUTTONS,
  },
];
