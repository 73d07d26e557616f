import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LandingRedirect } from './landing-redirect.tsx';
import {
  AppLayout,
  AsnCreatePage,
  AsnDetailPage,
  AsnQueryPage,
  AuditLogPage,
  CompanyListPage,
  ContainerPage,
  DashboardPage,
  DeliveryScheduleHistoryPage,
  DeliveryScheduleQueryPage,
  EmailConfigurationPage,
  GrPage,
  InterfaceLogPage,
  InvoiceCreatePage,
  InvoiceDetailPage,
  InvoiceQueryPage,
  LoginPage,
  NotFoundPage,
  PackagingPage,
  PartInfoPage,
  PartPricePage,
  PlaceholderPage,
  PriceListPage,
  ReconciliationPage,
  RelationshipListPage,
  RoleListPage,
  ScanInvoicePage,
  SecurityCheckCreatePage,
  SecurityCheckDetailPage,
  SecurityCheckQueryPage,
  SentMailPage,
  SetPasswordPage,
  SupplierFinancePage,
  SupplierOverShipmentPage,
  SupplierPerformancePage,
  UserListPage,
} from './lazy-pages.ts';
import { preloadSignedInScreens } from './preload-signed-in.ts';
import { RequireSession } from './require-session.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { SCREEN_ROUTES } from './route-screens.ts';
import { ScreenGate } from './screen-gate.tsx';

/** Screens built so far; every other route of the spec shows the placeholder of its screen. */
const PAGES: Readonly<Record<string, ComponentType & { preload: () => void }>> = {
  '/dashboard': DashboardPage,
  '/deliveryScheduleQuery': DeliveryScheduleQueryPage,
  '/deliveryScheduleHistory': DeliveryScheduleHistoryPage,
  '/gr': GrPage,
  '/asnCreate': AsnCreatePage,
  '/asnQuery': AsnQueryPage,
  '/asnDetail': AsnDetailPage,
  '/asnReconciliation': ReconciliationPage,
  '/companyMgt': CompanyListPage,
  '/associateSupplier': RelationshipListPage,
  '/emailConfiguration': EmailConfigurationPage,
  '/webServiceLog': InterfaceLogPage,
  '/sentMail': SentMailPage,
  '/auditLog': AuditLogPage,
  '/supplierPerformance': SupplierPerformancePage,
  '/userMgt': UserListPage,
  '/userRole': RoleListPage,
  '/partInfo': PartInfoPage,
  '/supplier': SupplierOverShipmentPage,
  '/partPriceListCode': PriceListPage,
  '/partPrice': PartPricePage,
  '/supplierFinance': SupplierFinancePage,
  '/container': ContainerPage,
  '/packaging': PackagingPage,
  '/securityCheckQuery': SecurityCheckQueryPage,
  '/securityCheckCreate': SecurityCheckCreatePage,
  '/securityCheckQuery/detail': SecurityCheckDetailPage,
  '/createApInvoice': InvoiceCreatePage,
  '/createIndiaInvoice': InvoiceCreatePage,
  '/createOverseaInvoice': InvoiceCreatePage,
  '/createWriteoffIndiaInvoice': InvoiceCreatePage,
  '/queryInvoice': InvoiceQueryPage,
  '/scanInvoice': ScanInvoicePage,
  // one screen for the four types in their new, edit and view routes (spec 3 §2.2)
  '/invoiceDetailAp': InvoiceDetailPage,
  '/invoiceDetailApEdit': InvoiceDetailPage,
  '/invoiceDetailApView': InvoiceDetailPage,
  '/invoiceDetailIndia': InvoiceDetailPage,
  '/invoiceDetailIndiaEdit': InvoiceDetailPage,
  '/invoiceDetailIndiaView': InvoiceDetailPage,
  '/invoiceDetailOversea': InvoiceDetailPage,
  '/invoiceDetailOverseaEdit': InvoiceDetailPage,
  '/invoiceDetailOverseaView': InvoiceDetailPage,
  '/invoiceDetailWriteoff': InvoiceDetailPage,
  '/invoiceEditWriteoff': InvoiceDetailPage,
  '/invoiceViewWriteoff': InvoiceDetailPage,
};

/** Starts the download of a screen's code before React gets to render it (route-prefetch.ts). */
export function preloadScreen(path: string): void {
  PAGES[path]?.preload();
}

function screenRoute(path: string, screen: string): RouteObject {
  const Page = PAGES[path];
  return {
    path,
    element: <ScreenGate path={path}>{Page ? <Page /> : <PlaceholderPage screen={screen} />}</ScreenGate>,
  };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/login', element: <LoginPage onSigningIn={preloadSignedInScreens} /> },
      // ours (issue 15): the page of a mailed invitation or reset link, open without a session
      { path: '/setPassword', element: <SetPasswordPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <LandingRedirect /> },
              ...SCREEN_ROUTES.map(({ path, screen }) => screenRoute(path, screen)),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
