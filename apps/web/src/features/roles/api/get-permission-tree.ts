import { rolesEndpoints } from '@portal/contract/roles';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { useCurrentLocale } from '../../../platform/i18n/current-locale.ts';

const { getFunction, getRoleResources } = rolesEndpoints;

/**
 * The whole permission tree: with nothing chosen for a new role (POST /role/getFunction), with the role's
 * menus and buttons chosen for an existing one (GET /role/getRoleResources). Read afresh on every opening.
 */
export function usePermissionTree(roleId: number | undefined) {
  const locale = useCurrentLocale();
  return useQuery({
    queryKey: roleId === undefined ? [getFunction.path, locale] : [getRoleResources.path, roleId, locale],
    queryFn: () =>
      roleId === undefined
        ? callEndpoint(getFunction)
        : callEndpoint(getRoleResources, { query: { roleId } }),
    gcTime: 0,
  });
}
