import type { AuditChange } from '@portal/contract/audit-log';
import { Popover, Typography } from 'antd';
import './audit-changes.css';

/** A value as the change shows it; no value at all (a field set or cleared) reads as a dash. */
const shown = (value: string | null) => (value === null || value === '' ? '—' : value);

/** One changed field: its label, the value before and the value after. */
export function changeText(change: AuditChange): string {
  return `${change.label}: ${shown(change.oldValue)} → ${shown(change.newValue)}`;
}

/** Every changed field, one a line (the drawer, and the Audit Log's hover). */
export function AuditChangeList({ changes }: { changes: readonly AuditChange[] }) {
  return (
    <ul className="audit-change-list">
      {changes.map((change) => (
        <li key={change.field}>
          <Typography.Text strong>{change.label}</Typography.Text>
          {': '}
          <span className="audit-change-old">{shown(change.oldValue)}</span>
          {' → '}
          <span className="audit-change-new">{shown(change.newValue)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The changes of an entry in one table cell: the fields in a row, cut at the cell's end; the full list on
 * hover (an upload or a new record may change twenty fields, more than any cell holds).
 */
export function AuditChangesCell({ changes }: { changes: readonly AuditChange[] }) {
  if (changes.length === 0) return null;
  return (
    <Popover content={<AuditChangeList changes={changes} />} placement="left" mouseEnterDelay={0.3}>
      <span className="audit-changes-cell">{changes.map(changeText).join('; ')}</span>
    </Popover>
  );
}
