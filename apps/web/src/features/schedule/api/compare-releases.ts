import { scheduleEndpoints } from '@portal/contract/schedule';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = scheduleEndpoints.compareReleases;

/** A release next to an earlier one of its order line (default: the one just before). */
export function compareReleasesQueryOptions(deliveryScheduleHeaderId: number, previousHeaderId?: number) {
  const body =
    previousHeaderId === undefined
      ? { deliveryScheduleHeaderId }
      : { deliveryScheduleHeaderId, previousHeaderId };
  return queryOptions({
    queryKey: [endpoint.path, body],
    queryFn: () => callEndpoint(endpoint, { body }),
    // choosing another earlier release keeps the dialog's table until the new comparison arrives
    placeholderData: keepPreviousData,
  });
}
