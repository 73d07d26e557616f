import { invoiceEndpoints } from '@portal/contract/invoice';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = invoiceEndpoints.getInvoiceDetail;

export const INVOICE_DETAIL_KEY = [endpoint.path] as const;

/** One invoice with its lines, for the edit and view routes. */
export function getInvoiceDetailQueryOptions(id: number | null) {
  return queryOptions({
    queryKey: [...INVOICE_DETAIL_KEY, id],
    queryFn: () => callEndpoint(endpoint, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
