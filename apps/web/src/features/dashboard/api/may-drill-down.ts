import type { MenuResource } from '@portal/contract/session';
import { useResources } from '../../session/api/resources-query.ts';

const DOCUMENTS_MENU = 'supplierPerformance';

function grants(menus: readonly MenuResource[]): boolean {
  return menus.some((menu) => menu.resourcesCode === DOCUMENTS_MENU || grants(menu.children ?? []));
}

/**
 * The documents behind a figure are the Supplier Performance screen's (the server asks for its menu): a
 * dashboard without that menu shows the figures but opens no drawer.
 */
export function useMayDrillDown(): boolean {
  const resources = useResources();
  return resources.data ? grants(resources.data.menus) : false;
}
