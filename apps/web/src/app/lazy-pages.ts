import { lazy } from 'react';

/** Every page is its own chunk; React.lazy needs a default export, hence the adapters. */
export const LoginPage = lazy(() =>
  import('../features/session/pages/login-page.tsx').then((m) => ({ default: m.LoginPage })),
);
export const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
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
export const UserListPage = lazy(() =>
  import('../features/users/pages/user-list-page.tsx').then((m) => ({ default: m.UserListPage })),
);
export const RoleListPage = lazy(() =>
  import('../features/roles/pages/role-list-page.tsx').then((m) => ({ default: m.RoleListPage })),
);
export const PlaceholderPage = lazy(() =>
  import('../components/placeholder-page.tsx').then((m) => ({ default: m.PlaceholderPage })),
);
export const NotFoundPage = lazy(() =>
  import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
