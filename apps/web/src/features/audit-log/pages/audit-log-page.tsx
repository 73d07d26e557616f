import { type AuditEntryRow, auditLogEndpoints } from '@portal/contract/audit-log';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import type { AuditLogPageInput } from '../api/get-audit-log-page.ts';
import { auditLogListScreen } from '../components/audit-log-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { auditLogListScreen } from '../components/audit-log-list-screen.ts';

const TOOLBAR: readonly ToolbarItem<AuditEntryRow, AuditLogPageInput>[] = [
  { kind: 'download', endpoint: auditLogEndpoints.download },
];

/** /auditLog (ours, issue 15): every change to documents and administration records, and AuditLog.xlsx. */
export function AuditLogPage() {
  return <ListPage {...auditLogListScreen} ns="auditLog" rowKey="id" toolbar={TOOLBAR} />;
}
