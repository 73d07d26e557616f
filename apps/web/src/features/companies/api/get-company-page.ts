import { type CompanyPageQuery, companiesEndpoints } from '@portal/contract/companies';
import type { DataOf } from '@portal/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = companiesEndpoints.pageQuery;

/** Filters, paging and sorting of the company list as the web sends them (defaults filled by the server). */
export type CompanyPageInput = z.input<typeof CompanyPageQuery>;
export type CompanyPage = DataOf<typeof endpoint>;

export function getCompanyPage(query: CompanyPageInput): Promise<CompanyPage> {
  return callEndpoint(endpoint, { body: query });
}

/** Keyed by path and query, so add/edit dialogs refresh every page with `invalidateQueries([path])`. */
export function getCompanyPageQueryOptions(query: CompanyPageInput) {
  return queryOptions({
    queryKey: [endpoint.path, query],
    queryFn: () => getCompanyPage(query),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyPage(query: CompanyPageInput) {
  return useQuery(getCompanyPageQueryOptions(query));
}
