import type { DataOf } from '@portal/contract/endpoint';
import { type UserQuery, usersEndpoints } from '@portal/contract/users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = usersEndpoints.userQuery;

/** Filters, paging and sorting of the user list as the web sends them (defaults filled by the server). */
export type UserPageInput = z.input<typeof UserQuery>;
export type UserPage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so a dialog's save refreshes whatever page is shown. */
export const USER_PAGE_KEY = [endpoint.path] as const;

export function getUserPage(query: UserPageInput): Promise<UserPage> {
  return callEndpoint(endpoint, { body: query });
}

export function getUserPageQueryOptions(query: UserPageInput) {
  return queryOptions({
    queryKey: [...USER_PAGE_KEY, query],
    queryFn: () => getUserPage(query),
    placeholderData: keepPreviousData,
  });
}
