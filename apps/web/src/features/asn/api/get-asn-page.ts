import { type AsnQuery, asnEndpoints } from '@portal/contract/asn';
import type { DataOf } from '@portal/contract/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = asnEndpoints.queryAsnList;

/** Filters, paging and sorting of the ASN history as the web sends them. */
export type AsnPageInput = z.input<typeof AsnQuery>;
export type AsnPage = DataOf<typeof endpoint>;

/** Every page of the history starts with this key, so a delete or cancel refreshes whatever page shows. */
export const ASN_PAGE_KEY = [endpoint.path] as const;

export function getAsnPageQueryOptions(query: AsnPageInput) {
  return queryOptions({
    queryKey: [...ASN_PAGE_KEY, query],
    queryFn: () => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
