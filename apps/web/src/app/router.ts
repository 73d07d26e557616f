import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { registerNavigator } from '../platform/navigation/navigator.ts';
import { startRoutePrefetch } from './route-prefetch.ts';
import { appRoutes } from './routes.tsx';

/** The browser router; the HTTP client navigates through it (401, reply code 999). */
export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(appRoutes);
  registerNavigator((path) => void router.navigate(path, { replace: true }));
  startRoutePrefetch(router, queryClient);
  return router;
}
