import type { DataOf } from '@portal/contract/endpoint';
import { type SecurityCheckQuery, securityCheckEndpoints } from '@portal/contract/security-check';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = securityCheckEndpoints.query;

/** Filters, paging and sorting of the gate entry list as the web sends them. */
export type SecurityCheckPageInput = z.input<typeof SecurityCheckQuery>;
export type SecurityCheckPage = DataOf<typeof endpoint>;

/** Every page of the list starts with this key, so a delete or a save refreshes whatever page is shown. */
export const SECURITY_CHECK_PAGE_KEY = [endpoint.path] as const;

export function getSecurityCheckPageQueryOptions(query: SecurityCheckPageInput) {
  return queryOptions({
    queryKey: [...SECURITY_CHECK_PAGE_KEY, query],
    queryFn: () => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
