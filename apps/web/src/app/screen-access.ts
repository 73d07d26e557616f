import type { MenuResource } from '@portal/contract/session';
import { DASHBOARD_PATH, menuPath } from '../features/session/menu-path.ts';

type ReachedFrom = [screen: string, from: readonly string[]];

const invoiceDetails = (paths: readonly string[], createPath: string): ReachedFrom[] =>
  paths.map((path) => [path, [createPath, '/queryInvoice']]);

/**
 * Screens opened from another screen, never from the menu: whoever may open one of the screens they are
 * reached from may open them (the server checks every call they make anyway).
 */
const REACHED_FROM: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['/asnDetail', ['/asnCreate', '/asnQuery', '/asnReconciliation']],
  ['/securityCheckQuery/detail', ['/securityCheckQuery', '/securityCheckCreate']],
  ...invoiceDetails(['/invoiceDetailAp', '/invoiceDetailApEdit', '/invoiceDetailApView'], '/createApInvoice'),
  ...invoiceDetails(
    ['/invoiceDetailIndia', '/invoiceDetailIndiaEdit', '/invoiceDetailIndiaView'],
    '/createIndiaInvoice',
  ),
  ...invoiceDetails(
    ['/invoiceDetailOversea', '/invoiceDetailOverseaEdit', '/invoiceDetailOverseaView'],
    '/createOverseaInvoice',
  ),
  ...invoiceDetails(
    ['/invoiceDetailWriteoff', '/invoiceEditWriteoff', '/invoiceViewWriteoff'],
    '/createWriteoffIndiaInvoice',
  ),
]);

function menuPaths(menus: readonly MenuResource[]): Set<string> {
  const paths = new Set<string>();
  const visit = (items: readonly MenuResource[]) => {
    for (const item of items) {
      const path = menuPath(item);
      if (path) paths.add(path);
      visit(item.children ?? []);
    }
  };
  visit(menus);
  return paths;
}

/** Whether the session's menus let it open a screen: its menu entry, or a screen it is reached from. */
export function mayOpenScreen(pathname: string, menus: readonly MenuResource[]): boolean {
  if (pathname === DASHBOARD_PATH) return true;
  const granted = menuPaths(menus);
  return granted.has(pathname) || (REACHED_FROM.get(pathname) ?? []).some((path) => granted.has(path));
}
