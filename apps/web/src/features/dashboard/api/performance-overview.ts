import { type PerformanceOverviewQuery, performanceEndpoints } from '@portal/contract/performance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = performanceEndpoints.overview;

/** The dashboard's performance figures; waits until the buyer company is known (drill-downs need it). */
export function usePerformanceOverview(query: PerformanceOverviewQuery, enabled: boolean) {
  return useQuery({
    queryKey: [endpoint.path, query],
    queryFn: () => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
