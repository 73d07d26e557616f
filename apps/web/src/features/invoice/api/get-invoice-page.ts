import type { DataOf } from '@portal/contract/endpoint';
import { type InvoiceQuery, invoiceEndpoints } from '@portal/contract/invoice';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = invoiceEndpoints.queryInvoicePage;

/** Filters and paging of the invoice list as the web sends them. */
export type InvoicePageInput = z.input<typeof InvoiceQuery>;
export type InvoicePage = DataOf<typeof endpoint>;

export const INVOICE_PAGE_KEY = [endpoint.path] as const;

export function getInvoicePageQueryOptions(query: InvoicePageInput) {
  return queryOptions({
    queryKey: [...INVOICE_PAGE_KEY, query],
    queryFn: () => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
