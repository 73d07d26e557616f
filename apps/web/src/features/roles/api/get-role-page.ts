import type { DataOf } from '@portal/contract/endpoint';
import { type RoleQuery, rolesEndpoints } from '@portal/contract/roles';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = rolesEndpoints.query;

/** Filters, paging and sorting of the role list as the web sends them (defaults filled by the server). */
export type RolePageInput = z.input<typeof RoleQuery>;
export type RolePage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so a dialog's save refreshes whatever page is shown. */
export const ROLE_PAGE_KEY = [endpoint.path] as const;

export function getRolePage(query: RolePageInput): Promise<RolePage> {
  return callEndpoint(endpoint, { body: query });
}

export function getRolePageQueryOptions(query: RolePageInput) {
  return queryOptions({
    queryKey: [...ROLE_PAGE_KEY, query],
    queryFn: () => getRolePage(query),
    placeholderData: keepPreviousData,
  });
}
