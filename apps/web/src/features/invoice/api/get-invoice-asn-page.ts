import type { DataOf } from '@portal/contract/endpoint';
import { type InvoiceAsnQuery, invoiceEndpoints } from '@portal/contract/invoice';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = invoiceEndpoints.queryGrByAsnGroup;

/** Filters and paging of a create list (ASNs with receipts to invoice) as the web sends them. */
export type InvoiceAsnPageInput = z.input<typeof InvoiceAsnQuery>;
export type InvoiceAsnPage = DataOf<typeof endpoint>;

export const INVOICE_ASN_PAGE_KEY = [endpoint.path] as const;

export function getInvoiceAsnPageQueryOptions(query: InvoiceAsnPageInput) {
  return queryOptions({
    queryKey: [...INVOICE_ASN_PAGE_KEY, query],
    queryFn: () => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
