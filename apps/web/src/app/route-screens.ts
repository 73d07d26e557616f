/**
 * Every screen route of spec 1 §2.1 inside the layout (and two of ours, see docs/decisions.md), with the key of its name in the `menu`
 * catalogue (`menu:screens.<screen>`). /login lives outside the layout.
 */
export interface ScreenRoute {
  path: string;
  screen: string;
}

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/dashboard', screen: 'dashboard' },
  { path: '/deliveryScheduleQuery', screen: 'deliveryScheduleQuery' },
  { path: '/deliveryScheduleHistory', screen: 'deliveryScheduleHistory' },
  { path: '/asnCreate', screen: 'asnCreate' },
  { path: '/asnQuery', screen: 'asnQuery' },
  { path: '/asnDetail', screen: 'asnDetail' },
  // ours: ASNs whose receipts differ from what was shipped (issue 16)
  { path: '/asnReconciliation', screen: 'asnReconciliation' },
  { path: '/gr', screen: 'gr' },
  { path: '/createApInvoice', screen: 'createApInvoice' },
  { path: '/createIndiaInvoice', screen: 'createIndiaInvoice' },
  { path: '/createOverseaInvoice', screen: 'createOverseaInvoice' },
  { path: '/createWriteoffIndiaInvoice', screen: 'createWriteoffIndiaInvoice' },
  { path: '/queryInvoice', screen: 'queryInvoice' },
  { path: '/scanInvoice', screen: 'scanInvoice' },
  { path: '/invoiceDetailAp', screen: 'invoiceDetailAp' },
  { path: '/invoiceDetailApEdit', screen: 'invoiceDetailApEdit' },
  { path: '/invoiceDetailApView', screen: 'invoiceDetailApView' },
  { path: '/invoiceDetailIndia', screen: 'invoiceDetailIndia' },
  { path: '/invoiceDetailIndiaEdit', screen: 'invoiceDetailIndiaEdit' },
  { path: '/invoiceDetailIndiaView', screen: 'invoiceDetailIndiaView' },
  { path: '/invoiceDetailOversea', screen: 'invoiceDetailOversea' },
  { path: '/invoiceDetailOverseaEdit', screen: 'invoiceDetailOverseaEdit' },
  { path: '/invoiceDetailOverseaView', screen: 'invoiceDetailOverseaView' },
  { path: '/invoiceDetailWriteoff', screen: 'invoiceDetailWriteoff' },
  { path: '/invoiceViewWriteoff', screen: 'invoiceViewWriteoff' },
  { path: '/invoiceEditWriteoff', screen: 'invoiceEditWriteoff' },
  { path: '/emailConfiguration', screen: 'emailConfiguration' },
  { path: '/partInfo', screen: 'partInfo' },
  { path: '/supplier', screen: 'supplier' },
  { path: '/partPrice', screen: 'partPrice' },
  { path: '/partPriceListCode', screen: 'partPriceListCode' },
  { path: '/supplierFinance', screen: 'supplierFinance' },
  // ours: the spec names containers and packaging as master data (1 §1) without a route
  { path: '/container', screen: 'container' },
  { path: '/packaging', screen: 'packaging' },
  { path: '/securityCheckQuery', screen: 'securityCheckQuery' },
  { path: '/securityCheckCreate', screen: 'securityCheckCreate' },
  { path: '/securityCheckQuery/detail', screen: 'securityCheckDetail' },
  { path: '/userMgt', screen: 'userMgt' },
  { path: '/companyMgt', screen: 'companyMgt' },
  { path: '/associateSupplier', screen: 'associateSupplier' },
  { path: '/userRole', screen: 'userRole' },
  { path: '/webServiceLog', screen: 'webServiceLog' },
  // ours: the mail outbox of the email alerts
  { path: '/sentMail', screen: 'sentMail' },
  // ours: who changed what, when (issue 15)
  { path: '/auditLog', screen: 'auditLog' },
  // ours: KPIs per supplier and period (issue 16)
  { path: '/supplierPerformance', screen: 'supplierPerformance' },
];

export function screenOfPath(pathname: string): string | null {
  return SCREEN_ROUTES.find((route) => route.path === pathname)?.screen ?? null;
}
