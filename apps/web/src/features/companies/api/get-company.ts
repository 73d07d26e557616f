import { companiesEndpoints } from '@portal/contract/companies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = companiesEndpoints.get;

/** One company as stored, for the edit dialog (the list row may be older than the record). */
export function useCompany(companyId: number | undefined) {
  return useQuery({
    queryKey: [endpoint.path, companyId],
    queryFn: () => callEndpoint(endpoint, { params: { companyId: companyId ?? 0 } }),
    enabled: companyId !== undefined,
    gcTime: 0,
  });
}
