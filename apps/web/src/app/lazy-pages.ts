import { lazyWithProgress as lazy } from './chunk-progress.ts';

/** Every page is its own chunk; React.lazy needs a default export, hence the adapters. */

/** The shell (menu, header, breadcrumb) is a chunk of its own too: the login page never loads it. */
export const AppLayout = lazy(() =>
  import('./layout/app-layout.tsx').then((m) => ({ default: m.AppLayout })),
);
export const LoginPage = lazy(() =>
  import('../features/session/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
export const SetPasswordPage = lazy(() =>
  import('../features/session/pages/set-password-page.tsx').then((m) => ({ default: m.SetPasswordPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);
export const DeliveryScheduleQueryPage = lazy(() =>
  import('../features/schedule/pages/delivery-schedule-query-page.tsx').then((m) => ({
    default: m.DeliveryScheduleQueryPage,
  })),
);
export const DeliveryScheduleHistoryPage = lazy(() =>
  import('../features/schedule/pages/delivery-schedule-history-page.tsx').then((m) => ({
    default: m.DeliveryScheduleHistoryPage,
  })),
);
export const GrPage = lazy(() =>
  import('../features/gr/pages/gr-page.tsx').then((m) => ({ default: m.GrPage })),
);
export const AsnCreatePage = lazy(() =>
  import('../features/asn/pages/asn-create-page.tsx').then((m) => ({ default: m.AsnCreatePage })),
);
export const AsnQueryPage = lazy(() =>
  import('../features/asn/pages/asn-query-page.tsx').then((m) => ({ default: m.AsnQueryPage })),
);
export const AsnDetailPage = lazy(() =>
  import('../features/asn/pages/asn-detail-page.tsx').then((m) => ({ default: m.AsnDetailPage })),
);
export const SupplierPerformancePage = lazy(() =>
  import('../features/performance/pages/supplier-performance-page.tsx').then((m) => ({
    default: m.SupplierPerformancePage,
  })),
);
export const CompanyListPage = lazy(() =>
  import('../features/companies/pages/company-list-page.tsx').then((m) => ({ default: m.CompanyListPage })),
);
export const RelationshipListPage = lazy(() =>
  import('../features/relationships/pages/relationship-list-page.tsx').then((m) => ({
    default: m.RelationshipListPage,
  })),
);
export const EmailConfigurationPage = lazy(() =>
  import('../features/email-configuration/pages/email-configuration-page.tsx').then((m) => ({
    default: m.EmailConfigurationPage,
  })),
);
export const SentMailPage = lazy(() =>
  import('../features/sent-mail/pages/sent-mail-page.tsx').then((m) => ({ default: m.SentMailPage })),
);
export const AuditLogPage = lazy(() =>
  import('../features/audit-log/pages/audit-log-page.tsx').then((m) => ({ default: m.AuditLogPage })),
);
export const InterfaceLogPage = lazy(() =>
  import('../features/interface-log/pages/interface-log-page.tsx').then((m) => ({
    default: m.InterfaceLogPage,
  })),
);
export const UserListPage = lazy(() =>
  import('../features/users/pages/user-list-page.tsx').then((m) => ({ default: m.UserListPage })),
);
export const RoleListPage = lazy(() =>
  import('../features/roles/pages/role-list-page.tsx').then((m) => ({ default: m.RoleListPage })),
);
export const PartInfoPage = lazy(() =>
  import('../features/master-data/pages/part-info-page.tsx').then((m) => ({ default: m.PartInfoPage })),
);
export const SupplierOverShipmentPage = lazy(() =>
  import('../features/master-data/pages/supplier-over-shipment-page.tsx').then((m) => ({
    default: m.SupplierOverShipmentPage,
  })),
);
export const PriceListPage = lazy(() =>
  import('../features/master-data/pages/price-list-page.tsx').then((m) => ({ default: m.PriceListPage })),
);
export const PartPricePage = lazy(() =>
  import('../features/master-data/pages/price-list-page.tsx').then((m) => ({ default: m.PartPricePage })),
);
export const SupplierFinancePage = lazy(() =>
  import('../features/master-data/pages/supplier-finance-page.tsx').then((m) => ({
    default: m.SupplierFinancePage,
  })),
);
export const ContainerPage = lazy(() =>
  import('../features/master-data/pages/container-page.tsx').then((m) => ({ default: m.ContainerPage })),
);
export const PackagingPage = lazy(() =>
  import('../features/master-data/pages/packaging-page.tsx').then((m) => ({ default: m.PackagingPage })),
);
export const SecurityCheckQueryPage = lazy(() =>
  import('../features/security-check/pages/security-check-query-page.tsx').then((m) => ({
    default: m.SecurityCheckQueryPage,
  })),
);
export const SecurityCheckCreatePage = lazy(() =>
  import('../features/security-check/pages/security-check-create-page.tsx').then((m) => ({
    default: m.SecurityCheckCreatePage,
  })),
);
export const SecurityCheckDetailPage = lazy(() =>
  import('../features/security-check/pages/security-check-detail-page.tsx').then((m) => ({
    default: m.SecurityCheckDetailPage,
  })),
);
export const PlaceholderPage = lazy(() =>
  import('../components/placeholder-page.tsx').then((m) => ({ default: m.PlaceholderPage })),
);
/** Its Result picture is loaded only when a screen is refused, never on the login path. */
export const NoPermissionPage = lazy(() =>
  import('./no-permission-page.tsx').then((m) => ({ default: m.NoPermissionPage })),
);
export const NotFoundPage = lazy(() =>
  import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
export const InvoiceCreatePage = lazy(() =>
  import('../features/invoice/pages/invoice-create-page.tsx').then((m) => ({ default: m.InvoiceCreatePage })),
);
export const InvoiceDetailPage = lazy(() =>
  import('../features/invoice/pages/invoice-detail-page.tsx').then((m) => ({ default: m.InvoiceDetailPage })),
);
export const InvoiceQueryPage = lazy(() =>
  import('../features/invoice/pages/invoice-query-page.tsx').then((m) => ({ default: m.InvoiceQueryPage })),
);
export const ScanInvoicePage = lazy(() =>
  import('../features/invoice/pages/scan-invoice-page.tsx').then((m) => ({ default: m.ScanInvoicePage })),
);
export const ReconciliationPage = lazy(() =>
  import('../features/reconciliation/pages/reconciliation-page.tsx').then((m) => ({
    default: m.ReconciliationPage,
  })),
);
