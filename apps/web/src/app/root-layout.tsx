import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useVersionWatch } from '../platform/config/use-version-watch.ts';
import { PageLoading } from './page-loading.tsx';

/** Above every route, the login page included: the deployed-version watch. */
export function RootLayout() {
  useVersionWatch();
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
