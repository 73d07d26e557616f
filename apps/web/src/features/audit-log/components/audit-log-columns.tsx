import { AUDIT_RECORD_TYPE_LABELS, AUDIT_RECORD_TYPES, type AuditEntryRow } from '@portal/contract/audit-log';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { actorText } from '../../../components/timeline/actor-text.ts';
import { AuditChangesCell } from '../../../components/timeline/audit-changes.tsx';
import type { AuditLogPageInput } from '../api/get-audit-log-page.ts';

/** Who changed which record, when, how: the columns and filters of /auditLog (issue 15). */
export const auditLogColumns: readonly ListColumn<AuditEntryRow, AuditLogPageInput>[] = [
  {
    hideInTable: true,
    key: 'period',
    title: 'list.period',
    filter: { kind: 'dateRange', order: 3, from: 'dateStart', to: 'dateEnd' },
  },
  {
    dataIndex: 'changedAt',
    title: 'list.changedAt',
    width: 160,
    sortable: true,
    fixed: 'left',
    render: (changedAt) => <span style={{ whiteSpace: 'nowrap' }}>{changedAt}</span>,
  },
  {
    dataIndex: 'actor',
    title: 'list.actor',
    width: 150,
    sortable: true,
    ellipsis: true,
    render: (_actor, row) => actorText(row),
    filter: { kind: 'text', order: 0 },
  },
  {
    dataIndex: 'recordTypeView',
    title: 'list.recordType',
    width: 120,
    sortable: true,
    filter: {
      kind: 'select',
      name: 'recordType',
      order: 1,
      options: AUDIT_RECORD_TYPES.map((type) => ({ value: type, labels: AUDIT_RECORD_TYPE_LABELS[type] })),
    },
  },
  {
    dataIndex: 'recordKey',
    title: 'list.recordKey',
    width: 150,
    sortable: true,
    ellipsis: true,
    filter: { kind: 'text', order: 2 },
  },
  { dataIndex: 'subject', title: 'list.subject', width: 150, ellipsis: true },
  { dataIndex: 'actionView', title: 'list.action', width: 90 },
  {
    dataIndex: 'changes',
    title: 'list.changes',
    width: 320,
    render: (changes) => <AuditChangesCell changes={changes} />,
  },
  { dataIndex: 'summary', title: 'list.summary', width: 180, ellipsis: true },
];
