import { PAGE_SIZE_MAX } from '@portal/contract/common';
import type { InvoiceGrQuery, InvoiceType } from '@portal/contract/invoice';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import type { InvoiceCreateHandoff } from '../components/invoice-handoff.ts';
import { INVOICE_PROCESSES } from '../components/invoice-processes.ts';

/**
 * The goods receipts of the chosen ASNs for a new invoice of a type (query*ByAsn). An invoice takes at
 * most 500 lines (the save schema), so one page of the largest size holds them all.
 */
export function getInvoiceReceiptsQueryOptions(type: InvoiceType, handoff: InvoiceCreateHandoff | null) {
  const endpoint = INVOICE_PROCESSES[type].receipts;
  const body: z.input<typeof InvoiceGrQuery> = {
    ...(handoff ?? { asnNoList: [], supplierCode: '', companyCode: '' }),
    pageNo: 1,
    size: PAGE_SIZE_MAX,
  };
  return queryOptions({
    queryKey: [endpoint.path, body],
    queryFn: () => callEndpoint(endpoint, { body }),
    enabled: handoff !== null,
  });
}
