import { dashboardEndpoints } from '@portal/contract/dashboard';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

export function useDashboardCounts() {
  return useQuery({
    queryKey: ['dashboard', 'counts'],
    queryFn: () => callEndpoint(dashboardEndpoints.dashboardList),
    staleTime: 30_000,
  });
}
