import type { AuditRecordType } from '@portal/contract/audit-log';
import { type ReactNode, useMemo, useState } from 'react';
import { useIsSupplier } from '../../platform/session/use-login-info.ts';
import type { RowAction } from '../list-kit/table/row-action.ts';
import { offersHistory } from './history-visibility.ts';
import { TimelineDrawer, type TimelineRecord } from './timeline-drawer.tsx';

/** Which record a list's row is, for its timeline; keep it a module constant. */
export type TimelineOf<Row> = {
  recordType: AuditRecordType;
  /** the id the audit log names the row's record by; none: the row has no timeline */
  recordId: (row: Row) => number | null | undefined;
  /** how the drawer's title names the record (ASN no, account, company code ...) */
  name: (row: Row) => string;
};

/** The History label, in the timeline's catalogue whichever page shows it. */
export const HISTORY_LABEL = 'timeline:history';

/**
 * A list's History row action and the timeline drawer it opens (render `drawer` beside the list). Offered
 * where `offersHistory` says so, on rows that carry their record's id.
 */
export function useTimeline<Row>(of: TimelineOf<Row>): { actions: RowAction<Row>[]; drawer: ReactNode } {
  const isSupplier = useIsSupplier();
  const [record, setRecord] = useState<TimelineRecord | null>(null);
  const actions = useMemo<RowAction<Row>[]>(() => {
    if (!offersHistory(of.recordType, isSupplier)) return [];
    return [
      {
        key: 'history',
        label: HISTORY_LABEL,
        visible: (row) => of.recordId(row) != null,
        onClick: (row) => {
          const recordId = of.recordId(row);
          if (recordId != null) setRecord({ recordType: of.recordType, recordId, name: of.name(row) });
        },
      },
    ];
  }, [of, isSupplier]);
  const drawer = record && <TimelineDrawer record={record} onClose={() => setRecord(null)} />;
  return { actions, drawer };
}
