import type { QueryClient } from '@tanstack/react-query';
import { prefetchListScreen } from '../components/list-kit/query/prefetch-list-screen.ts';
import { isSupplier } from '../platform/session/use-login-info.ts';

export type Prefetch = (queryClient: QueryClient, params: URLSearchParams) => void;

/**
 * The lists a screen opens on, per route (route-prefetch.ts starts them). Each loads in a small chunk of its own, next to the screen's
 * (larger) one, so the calls are answered while the screen's code still downloads and its first render
 * already has the rows (on loopback the calls took ~50 ms, the screen's first render ~0.5 s). A list
 * screen's definition (`*-list-screen.ts`) is the one its page spreads into ListPage, so both ask for
 * the same page; the prefetch reads it through the page's module, whose chunk the route starts loading
 * anyway, so no chunk is added (each would lengthen the entry's preload table, which /login loads).
 * Screens that open on values of the moment (ASN and invoice creation) ask for themselves.
 */
export type RoutePrefetches = Readonly<Record<string, () => Promise<Prefetch>>>;

export const PREFETCHES: RoutePrefetches = {
  '/deliveryScheduleQuery': () =>
    import('../features/schedule/prefetch-schedule-lists.ts').then(
      (m) => (client, params) => m.prefetchScheduleLists(client, 'query', params),
    ),
  '/deliveryScheduleHistory': () =>
    import('../features/schedule/prefetch-schedule-lists.ts').then(
      (m) => (client, params) => m.prefetchScheduleLists(client, 'history', params),
    ),
  '/gr': () =>
    import('../features/gr/pages/gr-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.grListScreen(isSupplier()), params),
    ),
  '/asnQuery': () =>
    import('../features/asn/pages/asn-query-page.tsx').then(
      (m) => (client, params) =>
        prefetchListScreen(client, m.asnHistoryListScreen, params, m.asnHistoryOpeningPresets()),
    ),
  '/queryInvoice': () =>
    import('../features/invoice/pages/invoice-query-page.tsx').then(
      (m) => (client, params) =>
        prefetchListScreen(client, m.invoiceListScreen(isSupplier()), params, m.invoiceOpeningPresets()),
    ),
  '/securityCheckQuery': () =>
    import('../features/security-check/pages/security-check-query-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.securityCheckListScreen, params),
    ),
  '/partInfo': () =>
    import('../features/master-data/pages/part-info-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.partListScreen, params),
    ),
  '/partPriceListCode': () =>
    import('../features/master-data/pages/price-list-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.priceListScreen, params),
    ),
  '/container': () =>
    import('../features/master-data/pages/container-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.containerListScreen, params),
    ),
  '/packaging': () =>
    import('../features/master-data/pages/packaging-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.packagingListScreen, params),
    ),
  '/supplierFinance': () =>
    import('../features/master-data/pages/supplier-finance-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.financeListScreen, params),
    ),
  '/supplier': () =>
    import('../features/master-data/pages/supplier-over-shipment-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.overShippedListScreen, params),
    ),
  '/companyMgt': () =>
    import('../features/companies/pages/company-list-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.companyListScreen, params),
    ),
  '/associateSupplier': () =>
    import('../features/relationships/pages/relationship-list-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.relationshipListScreen, params),
    ),
  '/userMgt': () =>
    import('../features/users/pages/user-list-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.userListScreen, params),
    ),
  '/userRole': () =>
    import('../features/roles/pages/role-list-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.roleListScreen, params),
    ),
  '/emailConfiguration': () =>
    import('../features/email-configuration/pages/email-configuration-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.emailConfigurationListScreen, params),
    ),
  '/webServiceLog': () =>
    import('../features/interface-log/pages/interface-log-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.interfaceLogListScreen, params),
    ),
  '/sentMail': () =>
    import('../features/sent-mail/pages/sent-mail-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.sentMailListScreen, params),
    ),
  '/asnReconciliation': () =>
    import('../features/reconciliation/pages/reconciliation-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.reconciliationListScreen, params),
    ),
  '/auditLog': () =>
    import('../features/audit-log/pages/audit-log-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.auditLogListScreen, params),
    ),
  '/supplierPerformance': () =>
    import('../features/performance/pages/supplier-performance-page.tsx').then(
      (m) => (client, params) => prefetchListScreen(client, m.performanceListScreen, params),
    ),
};
