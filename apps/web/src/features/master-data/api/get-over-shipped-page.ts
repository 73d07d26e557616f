import type { DataOf } from '@portal/contract/endpoint';
import { masterDataEndpoints, type OverShippedQuery } from '@portal/contract/master-data';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = masterDataEndpoints.overShippedQuery;

/** Over-shipment filters, paging and sorting as the web sends them (defaults filled by the server). */
export type OverShippedPageInput = z.input<typeof OverShippedQuery>;
export type OverShippedPage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so a save or an upload refreshes whatever page is shown. */
export const OVER_SHIPPED_PAGE_KEY = [endpoint.path] as const;

export function getOverShippedPage(query: OverShippedPageInput): Promise<OverShippedPage> {
  return callEndpoint(endpoint, { body: query });
}

export function getOverShippedPageQueryOptions(query: OverShippedPageInput) {
  return queryOptions({
    queryKey: [...OVER_SHIPPED_PAGE_KEY, query],
    queryFn: () => getOverShippedPage(query),
    placeholderData: keepPreviousData,
  });
}
