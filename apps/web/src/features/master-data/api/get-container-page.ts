import type { DataOf } from '@portal/contract/endpoint';
import { type ContainerPageQuery, masterDataEndpoints } from '@portal/contract/master-data';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = masterDataEndpoints.containerQuery;

/** Container filters, paging and sorting as the web sends them (defaults filled by the server). */
export type ContainerPageInput = z.input<typeof ContainerPageQuery>;
export type ContainerPage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so a save or an upload refreshes whatever page is shown. */
export const CONTAINER_PAGE_KEY = [endpoint.path] as const;

export function getContainerPage(query: ContainerPageInput): Promise<ContainerPage> {
  return callEndpoint(endpoint, { body: query });
}

export function getContainerPageQueryOptions(query: ContainerPageInput) {
  return queryOptions({
    queryKey: [...CONTAINER_PAGE_KEY, query],
    queryFn: () => getContainerPage(query),
    placeholderData: keepPreviousData,
  });
}
