import { type AsnCreateQuery, asnEndpoints } from '@portal/contract/asn';
import type { DataOf } from '@portal/contract/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = asnEndpoints.queryCreateList;

/** Filters and paging of the ASN creation list as the web sends them. */
export type AsnCreatePageInput = z.input<typeof AsnCreateQuery>;
export type AsnCreatePage = DataOf<typeof endpoint>;

export const ASN_CREATE_PAGE_KEY = [endpoint.path] as const;

export function getAsnCreatePageQueryOptions(query: AsnCreatePageInput) {
  return queryOptions({
    queryKey: [...ASN_CREATE_PAGE_KEY, query],
    queryFn: () => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
