import type { DataOf } from '@portal/contract/endpoint';
import { type PerformanceQuery, performanceEndpoints } from '@portal/contract/performance';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = performanceEndpoints.query;

/** Supplier Performance filters, paging and sorting as the web sends them (defaults filled by the server). */
export type PerformancePageInput = z.input<typeof PerformanceQuery>;
export type PerformancePage = DataOf<typeof endpoint>;

export function getPerformancePageQueryOptions(query: PerformancePageInput) {
  return queryOptions({
    queryKey: [endpoint.path, query],
    queryFn: (): Promise<PerformancePage> => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
