import { lookupEndpoints } from '@portal/contract/lookup';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = lookupEndpoints.supplierList;

/** The active suppliers of a buyer company: the companies the Config dialog offers. */
export function getActiveSuppliersQueryOptions(buyerCompanyId: number) {
  return queryOptions({
    queryKey: [endpoint.path, buyerCompanyId] as const,
    queryFn: () => callEndpoint(endpoint, { body: { buyerCompanyId } }),
  });
}
