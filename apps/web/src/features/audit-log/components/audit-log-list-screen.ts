import { getAuditLogPageQueryOptions } from '../api/get-audit-log-page.ts';
import { auditLogColumns } from './audit-log-columns.tsx';

/** The list of /auditLog: what its page shows and its route prefetch asks for first. */
export const auditLogListScreen = {
  columns: auditLogColumns,
  queryOptions: getAuditLogPageQueryOptions,
};
