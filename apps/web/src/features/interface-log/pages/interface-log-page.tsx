import type { InterfaceLogRow } from '@portal/contract/interface-log';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { useHandleInterface } from '../api/handle-interface.ts';
import { useResendCall } from '../api/resend-call.ts';
import { ErrorMessageDialog } from '../components/error-message-dialog.tsx';
import { interfaceLogListScreen } from '../components/interface-log-list-screen.ts';
import { ViewDialog } from '../components/view-dialog.tsx';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { interfaceLogListScreen } from '../components/interface-log-list-screen.ts';

/** Spec 3 §9: the interface log table is at most 475 px high. */
const INTERFACE_LOG_TABLE_HEIGHT = 475;

type Open = { dialog: 'view' | 'error'; row: InterfaceLogRow } | null;

/** /webServiceLog: every call to or from the ERP, its messages and errors, resend and process result. */
export function InterfaceLogPage() {
  const [open, setOpen] = useState<Open>(null);
  const resend = useResendCall();
  const handle = useHandleInterface();

  // spec 3 §4: Resend when isRetry is Y and the call succeeded; Process result when its result waits
  const actions = useMemo<RowAction<InterfaceLogRow>[]>(
    () => [
      { key: 'view', label: 'actions.view', onClick: (row) => setOpen({ dialog: 'view', row }) },
      {
        key: 'errorMessage',
        label: 'actions.errorMessage',
        danger: true,
        visible: (row) => row.statusCode === 2,
        onClick: (row) => setOpen({ dialog: 'error', row }),
      },
      {
        key: 'resend',
        label: 'actions.resend',
        visible: (row) => row.isRetry === 'Y' && row.statusCode === 1,
        confirm: { question: 'resend.question', cancelled: 'resend.cancelled' },
        onClick: (row) => resend.mutate(row.id),
      },
      {
        key: 'processResult',
        label: 'actions.processResult',
        visible: (row) => row.handleResult === 'N' && row.statusCode === 1 && row.actionHistoryId !== null,
        confirm: { question: 'processResult.question', cancelled: 'processResult.cancelled' },
        onClick: (row) => row.actionHistoryId !== null && handle.mutate(row.actionHistoryId),
      },
    ],
    [resend.mutate, handle.mutate],
  );

  return (
    <>
      <ListPage
        {...interfaceLogListScreen}
        ns="interfaceLog"
        rowKey="id"
        actions={actions}
        scrollY={INTERFACE_LOG_TABLE_HEIGHT}
      />
      {open?.dialog === 'view' && <ViewDialog row={open.row} onClose={() => setOpen(null)} />}
      {open?.dialog === 'error' && <ErrorMessageDialog log={open.row} onClose={() => setOpen(null)} />}
    </>
  );
}
