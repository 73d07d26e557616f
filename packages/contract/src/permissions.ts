import { z } from 'zod';

/**
 * Menu resources (screens). A role that holds a menu may open the screen and call its read endpoints.
 * Codes double as the route path without its slash where the screen has one.
 */
export const MENU_CODES = [
  'dashboard',
  'deliverySchedule',
  'deliveryScheduleQuery',
  'deliveryScheduleHistory',
  'asnManagement',
  'asnCreate',
  'asnQuery',
  // ours: ASN-to-receipt reconciliation (issue 16)
  'asnReconciliation',
  'grManagement',
  'gr',
  'invoiceManagement',
  'createApInvoice',
  'createIndiaInvoice',
  'createOverseaInvoice',
  'createWriteoffIndiaInvoice',
  'queryInvoice',
  'scanInvoice',
  'securityCheckManagement',
  'securityCheckQuery',
  'securityCheckCreate',
  'masterData',
  'partInfo',
  'supplier',
  'emailConfiguration',
  'partPriceListCode',
  // containers and packaging: master data the spec names (1 §1) without a menu; screens of ours
  'container',
  'packaging',
  'systemManagement',
  'userMgt',
  'companyMgt',
  'associateSupplier',
  'webServiceLog',
  'partPrice',
  'supplierFinance',
  'userRole',
  // ours: the mail outbox of the email alerts (not in the spec's route list)
  'sentMail',
  // ours: who changed what, when (issue 15)
  'auditLog',
  // ours: supplier performance figures, their drill-down and download (issue 16)
  'supplierPerformance',
] as const;
export const MenuCode = z.enum(MENU_CODES);
export type MenuCode = z.infer<typeof MenuCode>;

/** Button permissions, names exactly as the spec writes them (spelling included). */
export const BUTTON_CODES = [
  // master data and email alerts (document 1)
  'emailConfigaration',
  'uploadPartInfo',
  'supplierConfigaration',
  'supplierFinance-edit',
  // maintenance uploads of ours (the spec shows no permission for them)
  'uploadPartPrice',
  'uploadContainer',
  'uploadPackaging',
  // delivery schedule (document 2)
  'confirmSchedule',
  'feedbackSchedule',
  'updateFeedback',
  'approveFeedback',
  'rejectFeedback',
  // ASN
  'createAsn',
  'editAsn',
  'submitAsn',
  'deleteDraftAsn',
  'deleteFailedAsn',
  'cancelAsn',
  // security check
  'editSecurityCheck',
  'deleteSecurityCheck',
  // invoices (document 3)
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
  'ReceiveInvoice',
  'Approve/RejectInvoice',
  'RejectInvoice',
  'SubmitInvoicebyAdient',
  'EditinvoicebyAdient',
  'EditInvoiceWriteOffGR(India)',
  'DeleteInvoiceWriteOffGR(India)',
] as const;
export const ButtonCode = z.enum(BUTTON_CODES);
export type ButtonCode = z.infer<typeof ButtonCode>;

export type Permission = MenuCode | ButtonCode;

/** The buyer role names are part of the contract (spelling included). */
export const ROLE_NAMES = ['Adient-AP', 'SupperAdmin', 'Adient-Admin', 'Adient-SCM'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/**
 * A supplier's own actions on its documents: confirming and answering schedules, writing and sending ASNs,
 * writing, submitting and deleting its invoices. A buyer user never performs them, whatever its role holds
 * (SupperAdmin holds everything); the server leaves them out of a buyer's permissions, so every check of
 * them, and the buttons and menus the web shows, follow this one rule.
 */
export const SUPPLIER_ACTIONS = [
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
  // the spec names no button for creating a write-off invoice: its screen's menu is the permission
  'createWriteoffIndiaInvoice',
] as const satisfies readonly Permission[];

const supplierActions: ReadonlySet<Permission> = new Set(SUPPLIER_ACTIONS);

/** What a user exercises of the permissions its roles hold: a buyer none of the supplier's actions. */
export function permissionsOfUserType(userType: 'B' | 'S', held: readonly Permission[]): Permission[] {
  return userType === 'S' ? [...held] : held.filter((permission) => !supplierActions.has(permission));
}

/**
 * Menus that also name an action: the spec gates write-off creation on its screen's menu and names no
 * button for the invoice check, which Scan Invoice and Invoice Query both offer (the scan menu grants it).
 */
export const ACTION_MENUS = [
  'createWriteoffIndiaInvoice',
  'scanInvoice',
] as const satisfies readonly MenuCode[];

const buttonLike: ReadonlySet<string> = new Set<string>([...BUTTON_CODES, ...ACTION_MENUS]);

/**
 * The names a session hands the web for its buttons (session key `authorities`): the buttons held, and the
 * action menus held, since a screen shows an action by this list whether a button or a menu grants it.
 */
export function sessionButtons(permissions: Iterable<string>): string[] {
  return [...permissions].filter((permission) => buttonLike.has(permission)).sort();
}
