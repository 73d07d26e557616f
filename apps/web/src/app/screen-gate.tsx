import type { ReactNode } from 'react';
import { useResources } from '../features/session/api/resources-query.ts';
import { NoPermissionPage } from './lazy-pages.ts';
import { PageLoading } from './page-loading.tsx';
import { mayOpenScreen } from './screen-access.ts';

/** Shows a screen only to a session whose menus grant it (spec 1 §2.2), else the no-permission page. */
export function ScreenGate({ path, children }: { path: string; children: ReactNode }) {
  const resources = useResources();
  if (!resources.data) return resources.isError ? <NoPermissionPage /> : <PageLoading />;
  return mayOpenScreen(path, resources.data.menus) ? children : <NoPermissionPage />;
}
