import type { DataOf } from '@portal/contract/endpoint';
import { type GrQuery, grEndpoints } from '@portal/contract/gr';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = grEndpoints.queryGr;

/** GR filters, paging and sorting as the web sends them (defaults filled by the server). */
export type GrPageInput = z.input<typeof GrQuery>;
export type GrPage = DataOf<typeof endpoint>;

export const GR_PAGE_KEY = [endpoint.path] as const;

export function getGrPage(query: GrPageInput): Promise<GrPage> {
  return callEndpoint(endpoint, { body: query });
}

export function getGrPageQueryOptions(query: GrPageInput) {
  return queryOptions({
    queryKey: [...GR_PAGE_KEY, query],
    queryFn: () => getGrPage(query),
    placeholderData: keepPreviousData,
  });
}
