import { companiesEndpoints } from '@portal/contract/companies';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = companiesEndpoints.getTaxInfo;

/** GET /company/getTaxInfo: tax rate and tolerances of a buyer company, read afresh on every opening. */
export function useTaxInfo(companyId: number) {
  return useQuery({
    queryKey: [endpoint.path, companyId],
    queryFn: () => callEndpoint(endpoint, { query: { id: companyId } }),
    gcTime: 0,
  });
}
