import { type AuditLogQuery, auditLogEndpoints } from '@portal/contract/audit-log';
import type { DataOf } from '@portal/contract/endpoint';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = auditLogEndpoints.query;

export type AuditLogPageInput = z.input<typeof AuditLogQuery>;
export type AuditLogPage = DataOf<typeof endpoint>;

export function getAuditLogPageQueryOptions(query: AuditLogPageInput) {
  return queryOptions({
    queryKey: [endpoint.path, query],
    queryFn: (): Promise<AuditLogPage> => callEndpoint(endpoint, { body: query }),
    placeholderData: keepPreviousData,
  });
}
