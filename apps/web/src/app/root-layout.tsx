import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useVersionWatch } from '../platform/config/use-version-watch.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteProgress } from './route-progress.tsx';

/** Above every route, the login page included: the deployed-version watch and the route progress bar. */
export function RootLayout() {
  useVersionWatch();
  return (
    <>
      <RouteProgress />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
