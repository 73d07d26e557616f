import { type PerformanceDocumentsQuery, performanceEndpoints } from '@portal/contract/performance';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/http/call-endpoint.ts';

const endpoint = performanceEndpoints.documents;

/** The documents behind one performance figure, misses first (the server orders them). */
export function getPerformanceDocumentsQueryOptions(query: PerformanceDocumentsQuery) {
  return queryOptions({
    queryKey: [endpoint.path, query],
    queryFn: () => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
