import type { DataOf } from '@portal/contract/endpoint';
import { masterDataEndpoints, type PriceListQuery } from '@portal/contract/master-data';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = masterDataEndpoints.priceListQuery;

/** Price list filters, paging and sorting as the web sends them (defaults filled by the server). */
export type PricePageInput = z.input<typeof PriceListQuery>;
export type PricePage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so a save or an upload refreshes whatever page is shown. */
export const PRICE_PAGE_KEY = [endpoint.path] as const;

export function getPricePage(query: PricePageInput): Promise<PricePage> {
  return callEndpoint(endpoint, { body: query });
}

export function getPricePageQueryOptions(query: PricePageInput) {
  return queryOptions({
    queryKey: [...PRICE_PAGE_KEY, query],
    queryFn: () => getPricePage(query),
    placeholderData: keepPreviousData,
  });
}
