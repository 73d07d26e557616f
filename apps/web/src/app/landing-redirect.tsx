import { Navigate } from 'react-router';
import { useResources } from '../features/session/api/resources-query.ts';
import { landingPath } from '../features/session/landing-path.ts';
import { PageLoading } from './page-loading.tsx';

/** `/` opens the same screen a fresh sign-in would land on. */
export function LandingRedirect() {
  const resources = useResources();
  if (resources.isPending) return <PageLoading />;
  return <Navigate to={landingPath(resources.data?.menus ?? [])} replace />;
}
