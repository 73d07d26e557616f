import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { beginScreenPrefetch } from '../components/list-kit/query/list-prefetch.ts';
import { resourcesQueryOptions } from '../features/session/api/resources-query.ts';
import { routePrefetches } from './route-prefetch-table.ts';
import { preloadScreen } from './routes.tsx';
import { mayOpenScreen } from './screen-access.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Starts the code and the first calls of the screen the address changes to, for a session that may open
 * it (a screen it may not open shows the no-permission page and asks for nothing), as the address
 * changes: React gets to the screen ~0.1 s later. Only a change of screen counts: within a screen (a
 * page, a sort, Back to an earlier search) the screen asks for itself. A failed download is left to the
 * screen too, which then loads and asks as it always does.
 */
export function startRoutePrefetch(router: Router, queryClient: QueryClient): () => void {
  let screen = '';
  const prefetch = ({ pathname, search }: { pathname: string; search: string }) => {
    if (pathname === screen) return;
    screen = pathname;
    beginScreenPrefetch();
    const resources = queryClient.getQueryData(resourcesQueryOptions().queryKey);
    if (!resources || !mayOpenScreen(pathname, resources.menus)) return;
    preloadScreen(pathname);
    routePrefetches
      .then((table) => table[pathname]?.())
      .then((run) => run?.(queryClient, new URLSearchParams(search)))
      .catch(() => undefined);
  };
  prefetch(router.state.location);
  return router.subscribe((state) => prefetch(state.location));
}
