import {
  BUTTON_CODES,
  ButtonCode,
  MENU_CODES,
  type MenuCode,
  SUPPLIER_ACTIONS,
} from '@portal/contract/permissions';

export interface RoleSeed {
  name: string;
  description: string;
  /** B for buyer users, S for supplier users: only users of that type may hold the role */
  userType: 'B' | 'S';
  menus: readonly MenuCode[];
  buttons: readonly ButtonCode[];
}

/** The supplier's actions of the contract that are buttons: buyer roles never hold them. */
const SUPPLIER_BUTTONS: readonly ButtonCode[] = SUPPLIER_ACTIONS.flatMap((action) => {
  const button = ButtonCode.safeParse(action);
  return button.success ? [button.data] : [];
});
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
      'supplierPerformance',
      'deliverySchedule',
      'deliveryScheduleQuery',
      'deliveryScheduleHistory',
      'asnManagement',
      'asnQuery',
      'asnReconciliation',
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
      'supplierPerformance',
      'asnManagement',
      'asnQuery',
      'asnReconciliation',
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
      'supplierPerformance',
      'deliverySchedule',
      'deliveryScheduleQuery',
      'deliveryScheduleHistory',
      'asnManagement',
      'asnCreate',
      'asnQuery',
      'asnReconciliation',
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
