import { type ReconciliationLines, reconciliationEndpoints } from '@portal/contract/reconciliation';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = reconciliationEndpoints.lines;

/** One ASN part by part (shipped against received) and its receipts, for the drawer. */
export function getReconciliationLinesQueryOptions(asnHeaderId: number) {
  return queryOptions({
    queryKey: [endpoint.path, asnHeaderId],
    queryFn: (): Promise<ReconciliationLines> => callEndpoint(endpoint, { body: { asnHeaderId } }),
  });
}
