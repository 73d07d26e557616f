import type { QueryClient } from '@tanstack/react-query';
import { prefetchListScreen } from '../components/list-kit/query/prefetch-list-screen.ts';
import { readAsnNoForHistory } from '../platform/session/asn-handoff.ts';
import { isSupplier } from '../platform/session/use-login-info.ts';

export type Prefetch = (queryClient: QueryClient, params: URLSearchParams) => void;

/**
 * The lists a screen opens on, per route. Each loads in a small chunk of its own, next to the screen's
 * (larger) one, so the calls are answered while the screen's code still downloads and its first render
 * already has the rows (on loopback the calls took ~50 ms, the screen's first render ~0.5 s). A list
 * screen's definition (`*-list-screen.ts`) is the one its page spreads into ListPage, so both ask for
 * the same page. Screens that open on values of the moment (ASN and invoice creation) ask for themselves.
 */
export const PREFETCHES: Readonly<Record<string, () => Promise<Prefetch>>> = {
  '/deliveryScheduleQuery': () =>
    import('../features/schedule/prefetch-schedule-lists.ts').then(
      (m) => (client, params) => m.prefetchScheduleLists(client, 'query', params),
    ),
  '/deliveryScheduleHistory': () =>
    import('../features/schedule/prefetch-schedule-lists.ts').then(
      (m) => (client, params) => m.prefetchScheduleLists(client, 'history', params),
    ),
  '/gr': () =>
    import('../features/gr/components/gr-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.grListScreen(isSupplier()), params),
    ),
  '/asnQuery': () =>
    Promise.all([
      import('../features/asn/components/history-list-screen.ts'),
      import('../features/asn/components/history-presets.ts'),
    ]).then(
      ([m, presets]) =>
        (client, params) =>
          prefetchListScreen(
            client,
            m.asnHistoryListScreen,
            params,
            presets.historyPresets(readAsnNoForHistory()),
          ),
    ),
  '/queryInvoice': () =>
    Promise.all([
      import('../features/invoice/components/invoice-list-screen.ts'),
      import('../features/invoice/components/list-memory.ts'),
    ]).then(
      ([m, memory]) =>
        (client, params) =>
          prefetchListScreen(client, m.invoiceListScreen(isSupplier()), params, memory.rememberedFilters()),
    ),
  '/securityCheckQuery': () =>
    import('../features/security-check/components/security-check-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.securityCheckListScreen, params),
    ),
  '/partInfo': () =>
    import('../features/master-data/components/part-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.partListScreen, params),
    ),
  '/partPriceListCode': () =>
    import('../features/master-data/components/price-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.priceListScreen, params),
    ),
  '/container': () =>
    import('../features/master-data/components/container-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.containerListScreen, params),
    ),
  '/packaging': () =>
    import('../features/master-data/components/packaging-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.packagingListScreen, params),
    ),
  '/supplierFinance': () =>
    import('../features/master-data/components/finance-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.financeListScreen, params),
    ),
  '/supplier': () =>
    import('../features/master-data/components/over-shipped-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.overShippedListScreen, params),
    ),
  '/companyMgt': () =>
    import('../features/companies/components/company-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.companyListScreen, params),
    ),
  '/associateSupplier': () =>
    import('../features/relationships/components/relationship-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.relationshipListScreen, params),
    ),
  '/userMgt': () =>
    import('../features/users/components/user-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.userListScreen, params),
    ),
  '/userRole': () =>
    import('../features/roles/components/role-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.roleListScreen, params),
    ),
  '/emailConfiguration': () =>
    import('../features/email-configuration/components/email-configuration-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.emailConfigurationListScreen, params),
    ),
  '/webServiceLog': () =>
    import('../features/interface-log/components/interface-log-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.interfaceLogListScreen, params),
    ),
  '/sentMail': () =>
    import('../features/sent-mail/components/sent-mail-list-screen.ts').then(
      (m) => (client, params) => prefetchListScreen(client, m.sentMailListScreen, params),
    ),
};
