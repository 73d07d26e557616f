import type { InvoiceRow } from '@portal/contract/invoice';
import { App } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useAuthorities } from '../../../platform/session/use-authorities.ts';
import { useLoginInfo } from '../../../platform/session/use-login-info.ts';
import { useInvoiceRowCall } from '../api/invoice-row-calls.ts';
import { useSubmitInvoice } from '../api/submit-invoice.ts';
import { ChangeStatusDialog } from './change-status-dialog.tsx';
import { handInvoiceToDetail } from './invoice-handoff.ts';
import { INVOICE_PROCESSES } from './invoice-processes.ts';
import { markDetailVisit } from './list-memory.ts';
import { ReceiveDialog } from './receive-dialog.tsx';
import { RejectDialog } from './reject-dialog.tsx';
import { type InvoiceRowAction, invoiceRowActions } from './row-rights.ts';
import { SendWriteOffDialog } from './send-write-off-dialog.tsx';

type Dialog = { kind: 'reject' | 'receive' | 'changeStatus' | 'sendWriteOff'; row: InvoiceRow } | null;

const ASK_CANCELLED = 'messages.cancelled';

/**
 * The invoice list's row actions, each shown by `invoiceRowActions` (status, user type, permission, role),
 * and the dialogs they open (reject, receive, change status of a Failed invoice, send a write-off invoice).
 */
export function useInvoiceActions(): { actions: RowAction<InvoiceRow>[]; dialogs: ReactNode } {
  const { t } = useTranslation('invoice');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { has } = useAuthorities();
  const login = useLoginInfo();
  const call = useInvoiceRowCall();
  const submit = useSubmitInvoice();
  const [dialog, setDialog] = useState<Dialog>(null);

  const actions = useMemo<RowAction<InvoiceRow>[]>(() => {
    const user = { isSupplier: login?.userType === 'S', roleNames: login?.roleNameList ?? [], has };
    const shows = (action: InvoiceRowAction) => (row: InvoiceRow) =>
      invoiceRowActions(row, user).includes(action);
    const open = (route: 'editPath' | 'viewPath') => (row: InvoiceRow) => {
      handInvoiceToDetail(row.invoiceHeaderId);
      markDetailVisit();
      const path = INVOICE_PROCESSES[row.type][route];
      navigate(route === 'editPath' ? `${path}?type=edit` : path);
    };
    const submitRow = (row: InvoiceRow) =>
      submit.mutate({ type: row.type, invoiceHeaderId: row.invoiceHeaderId });
    const changeStatus = (row: InvoiceRow) => {
      if (row.status === 'Failed') return setDialog({ kind: 'changeStatus', row });
      modal.confirm({
        title: t('messages.changeStatusConfirm'),
        okText: t('listKit:actions.ok'),
        cancelText: t('listKit:actions.cancel'),
        onOk: () => call.mutate({ call: 'changeStatus', row }),
        onCancel: () => notifier.info(t(ASK_CANCELLED)),
      });
    };
    return [
      { key: 'edit', label: 'actions.edit', visible: shows('edit'), onClick: open('editPath') },
      { key: 'buyerEdit', label: 'actions.edit', visible: shows('buyerEdit'), onClick: open('editPath') },
      { key: 'view', label: 'actions.view', visible: shows('view'), onClick: open('viewPath') },
      {
        key: 'delete',
        label: 'actions.delete',
        danger: true,
        visible: shows('delete'),
        confirm: { question: 'messages.deleteConfirm', cancelled: ASK_CANCELLED },
        onClick: (row) => call.mutate({ call: 'delete', row }),
      },
      {
        key: 'submit',
        label: 'actions.submit',
        visible: shows('submit'),
        confirm: { question: 'messages.submitConfirm', cancelled: ASK_CANCELLED },
        onClick: submitRow,
      },
      {
        key: 'receive',
        label: 'actions.receive',
        visible: shows('receive'),
        onClick: (row) => setDialog({ kind: 'receive', row }),
      },
      {
        key: 'check',
        label: 'actions.check',
        visible: shows('check'),
        confirm: { question: 'messages.checkConfirm', cancelled: ASK_CANCELLED },
        onClick: (row) => call.mutate({ call: 'check', row }),
      },
      {
        key: 'approve',
        label: 'actions.approve',
        visible: shows('approve'),
        confirm: { question: 'messages.approveConfirm', cancelled: ASK_CANCELLED },
        onClick: (row) => call.mutate({ call: 'approve', row }),
      },
      {
        key: 'reject',
        label: 'actions.reject',
        danger: true,
        visible: shows('reject'),
        onClick: (row) => setDialog({ kind: 'reject', row }),
      },
      {
        key: 'buyerSubmit',
        label: 'actions.submit',
        visible: shows('buyerSubmit'),
        confirm: { question: 'messages.submitConfirm', cancelled: ASK_CANCELLED },
        onClick: submitRow,
      },
      {
        key: 'changeStatus',
        label: 'actions.changeStatus',
        visible: shows('changeStatus'),
        onClick: changeStatus,
      },
      {
        key: 'sendWriteOff',
        label: 'actions.sendWriteOff',
        visible: shows('sendWriteOff'),
        onClick: (row) => setDialog({ kind: 'sendWriteOff', row }),
      },
    ];
  }, [login, has, navigate, call.mutate, submit.mutate, modal, t]);

  const close = () => setDialog(null);
  const rowOf = (kind: NonNullable<Dialog>['kind']) => (dialog?.kind === kind ? dialog.row : null);
  const dialogs = (
    <>
      <RejectDialog
        row={rowOf('reject')}
        onClose={close}
        onOk={(row, values) => call.mutate({ call: 'reject', row, ...values })}
      />
      <ReceiveDialog
        row={rowOf('receive')}
        onClose={close}
        onOk={(row, invoiceReceiveDateStr) => call.mutate({ call: 'receive', row, invoiceReceiveDateStr })}
      />
      <ChangeStatusDialog
        row={rowOf('changeStatus')}
        onClose={close}
        onOk={(row, form) => call.mutate({ call: 'changeStatus', row, form })}
      />
      <SendWriteOffDialog
        row={rowOf('sendWriteOff')}
        onClose={close}
        onOk={(row, input) => call.mutate({ call: 'sendWriteOff', row, ...input })}
      />
    </>
  );
  return { actions, dialogs };
}
