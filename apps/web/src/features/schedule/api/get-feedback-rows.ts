import { scheduleEndpoints } from '@portal/contract/schedule';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

/** Rows to edit (purposedByIds: feedback on New lines, update on Rejected ones) or to read (viewPurposedByIds). */
export function feedbackRowsQueryOptions(ids: readonly number[], editable: boolean) {
  const endpoint = editable ? scheduleEndpoints.purposedByIds : scheduleEndpoints.viewPurposedByIds;
  return queryOptions({
    queryKey: [endpoint.path, ids],
    queryFn: () => callEndpoint(endpoint, { body: { deliveryScheduleDetailIds: [...ids] } }),
    // every opening reads the lines afresh: someone may have answered them meanwhile
    gcTime: 0,
    staleTime: 0,
  });
}
