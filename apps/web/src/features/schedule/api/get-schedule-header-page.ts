import type { DataOf } from '@portal/contract/endpoint';
import { type ScheduleHeaderQuery, scheduleEndpoints } from '@portal/contract/schedule';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = scheduleEndpoints.queryList;

/** Schedule header (release) filters, paging and sorting as the web sends them. */
export type ScheduleHeaderInput = z.input<typeof ScheduleHeaderQuery>;
export type ScheduleHeaderPage = DataOf<typeof endpoint>;

export function getScheduleHeaderPageQueryOptions(query: ScheduleHeaderInput) {
  return queryOptions({
    queryKey: [endpoint.path, query],
    queryFn: () => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
