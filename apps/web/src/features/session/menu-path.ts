import type { MenuResource } from '@portal/contract/session';

export const DASHBOARD_PATH = '/dashboard';

/** Menu paths are route paths; tolerate a resource written without its leading slash. */
export function menuPath(resource: MenuResource): string | null {
  if (!resource.path) return null;
  return resource.path.startsWith('/') ? resource.path : `/${resource.path}`;
}
