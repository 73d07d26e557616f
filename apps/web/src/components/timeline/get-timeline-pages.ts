import { type AuditRecordType, auditLogEndpoints } from '@portal/contract/audit-log';
import type { DataOf } from '@portal/contract/endpoint';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../platform/http/call-endpoint.ts';

const endpoint = auditLogEndpoints.timeline;

/** Entries per "load more": a record's history is read a little at a time, newest first. */
export const TIMELINE_PAGE_SIZE = 20;

export type TimelinePage = DataOf<typeof endpoint>;

/** One record's timeline, page after page as the drawer asks for more. */
export function getTimelinePagesQueryOptions(recordType: AuditRecordType, recordId: number) {
  return infiniteQueryOptions({
    queryKey: [endpoint.path, recordType, recordId],
    queryFn: ({ pageParam }): Promise<TimelinePage> =>
      callEndpoint(endpoint, { body: { recordType, recordId, pageNo: pageParam, size: TIMELINE_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last: TimelinePage, _pages: TimelinePage[], pageNo: number) =>
      pageNo < last.pages ? pageNo + 1 : undefined,
  });
}
