import { type CompanyPageQuery, companiesEndpoints } from '@portal/contract/companies';
import type { DataOf } from '@portal/contract/endpoint';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = companiesEndpoints.pageQuery;

/** Filters, paging and sorting of the company list as the web sends them (defaults filled by the server). */
export type CompanyPageInput = z.input<typeof CompanyPageQuery>;
export type CompanyPage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so a dialog's save refreshes whatever page is shown. */
export const COMPANY_PAGE_KEY = [endpoint.path] as const;

export function getCompanyPage(query: CompanyPageInput): Promise<CompanyPage> {
  return callEndpoint(endpoint, { body: query });
}

export function getCompanyPageQueryOptions(query: CompanyPageInput) {
  return queryOptions({
    queryKey: [...COMPANY_PAGE_KEY, query],
    queryFn: () => getCompanyPage(query),
    placeholderData: keepPreviousData,
  });
}

export function useCompanyPage(query: CompanyPageInput) {
  return useQuery(getCompanyPageQueryOptions(query));
}
