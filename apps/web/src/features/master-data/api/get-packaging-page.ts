import type { DataOf } from '@portal/contract/endpoint';
import { masterDataEndpoints, type PackagingQuery } from '@portal/contract/master-data';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = masterDataEndpoints.packagingQuery;

/** Packaging filters, paging and sorting as the web sends them (defaults filled by the server). */
export type PackagingPageInput = z.input<typeof PackagingQuery>;
export type PackagingPage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so a save or an upload refreshes whatever page is shown. */
export const PACKAGING_PAGE_KEY = [endpoint.path] as const;

export function getPackagingPage(query: PackagingPageInput): Promise<PackagingPage> {
  return callEndpoint(endpoint, { body: query });
}

export function getPackagingPageQueryOptions(query: PackagingPageInput) {
  return queryOptions({
    queryKey: [...PACKAGING_PAGE_KEY, query],
    queryFn: () => getPackagingPage(query),
    placeholderData: keepPreviousData,
  });
}
