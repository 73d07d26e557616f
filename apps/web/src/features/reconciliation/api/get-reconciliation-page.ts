import type { DataOf } from '@portal/contract/endpoint';
import { type ReconciliationQuery, reconciliationEndpoints } from '@portal/contract/reconciliation';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = reconciliationEndpoints.query;

/** Reconciliation filters, paging and sorting as the web sends them (defaults filled by the server). */
export type ReconciliationPageInput = z.input<typeof ReconciliationQuery>;
export type ReconciliationPage = DataOf<typeof endpoint>;

export function getReconciliationPageQueryOptions(query: ReconciliationPageInput) {
  return queryOptions({
    queryKey: [endpoint.path, query],
    queryFn: (): Promise<ReconciliationPage> => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
