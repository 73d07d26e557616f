import type { DataOf } from '@portal/contract/endpoint';
import { masterDataEndpoints, type SupplierFinanceQuery } from '@portal/contract/master-data';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = masterDataEndpoints.supplierFinanceQuery;

/** Supplier finance filters, paging and sorting as the web sends them (defaults filled by the server). */
export type FinancePageInput = z.input<typeof SupplierFinanceQuery>;
export type FinancePage = DataOf<typeof endpoint>;

/** The key every page of the list starts with, so a save or an upload refreshes whatever page is shown. */
export const FINANCE_PAGE_KEY = [endpoint.path] as const;

export function getFinancePage(query: FinancePageInput): Promise<FinancePage> {
  return callEndpoint(endpoint, { body: query });
}

export function getFinancePageQueryOptions(query: FinancePageInput) {
  return queryOptions({
    queryKey: [...FINANCE_PAGE_KEY, query],
    queryFn: () => getFinancePage(query),
    placeholderData: keepPreviousData,
  });
}
