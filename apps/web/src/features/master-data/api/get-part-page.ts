import type { DataOf } from '@portal/contract/endpoint';
import { masterDataEndpoints, type PartQuery } from '@portal/contract/master-data';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = masterDataEndpoints.materialsQuery;

/** Part info filters, paging and sorting as the web sends them (defaults filled by the server). */
export type PartPageInput = z.input<typeof PartQuery>;
export type PartPage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so a save or an upload refreshes whatever page is shown. */
export const PART_PAGE_KEY = [endpoint.path] as const;

export function getPartPage(query: PartPageInput): Promise<PartPage> {
  return callEndpoint(endpoint, { body: query });
}

export function getPartPageQueryOptions(query: PartPageInput) {
  return queryOptions({
    queryKey: [...PART_PAGE_KEY, query],
    queryFn: () => getPartPage(query),
    placeholderData: keepPreviousData,
  });
}
