import { securityCheckEndpoints } from '@portal/contract/security-check';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = securityCheckEndpoints.get;

export const SECURITY_CHECK_KEY = [endpoint.path] as const;

/** One gate entry with its items, read afresh for the detail screen. */
export function getSecurityCheckQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...SECURITY_CHECK_KEY, id],
    queryFn: () => callEndpoint(endpoint, { query: { id } }),
    staleTime: 0,
  });
}
