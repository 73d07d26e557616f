import type { DataOf } from '@portal/contract/endpoint';
import { type ScheduleDetailQuery, scheduleEndpoints } from '@portal/contract/schedule';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = scheduleEndpoints.queryDetailList;

/** Schedule line filters, the selected header, paging, the line sort and the header sort. */
export type ScheduleLineInput = z.input<typeof ScheduleDetailQuery>;
export type ScheduleLinePage = DataOf<typeof endpoint>;

export function getScheduleLinePageQueryOptions(query: ScheduleLineInput) {
  return queryOptions({
    queryKey: [endpoint.path, query],
    queryFn: () => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
