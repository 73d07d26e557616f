import type { Permission } from '@portal/contract/permissions';
import type { LineAction, ScheduleDetailRow } from '@portal/contract/schedule';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ButtonItem, ToolbarContext } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useChangeLineStatus } from '../api/change-line-status.ts';
import type { ScheduleLineInput } from '../api/get-schedule-line-page.ts';
import type { FeedbackRequest } from './feedback-dialog.tsx';
import { selectionRefusal } from './line-action-guard.ts';
import type { ScheduleScreen } from './schedule-filters.ts';

type LineButton = ButtonItem<ScheduleDetailRow, ScheduleLineInput>;
type LineContext = ToolbarContext<ScheduleDetailRow, ScheduleLineInput>;

type LineActionsInput = {
  screen: ScheduleScreen;
  openFeedback: (request: FeedbackRequest) => void;
  /** after a successful action: the lists are refreshed already; the selection is dropped */
  onDone: () => void;
};

const idsOf = (context: LineContext) => context.selectedRows.map((row) => row.deliveryScheduleDetailId);

/**
 * The toolbar actions on the selected lines (spec 2 §2), each shown by its permission (the server enforces
 * it too). A selection that cannot take the action gets the spec's message before anything is sent;
 * confirm, approve and reject ask first. The history screen only views feedback.
 */
export function useLineActions({ screen, openFeedback, onDone }: LineActionsInput) {
  const { t } = useTranslation('schedule');
  const [modal, modalHolder] = Modal.useModal();
  const status = useChangeLineStatus();

  /** runs `then` on the selection, or says why the selection cannot take the action */
  const guarded = (action: LineAction | 'view', then: (ids: number[]) => void) => (context: LineContext) => {
    const refusal = selectionRefusal(action, context.selectedRows);
    if (refusal) return notifier.warning(t(refusal));
    then(idsOf(context));
  };
  const asked = (action: 'confirm' | 'approve' | 'reject', permission: Permission): LineButton => ({
    kind: 'button',
    key: action,
    label: `actions.${action}`,
    permission,
    primary: action !== 'reject',
    onClick: guarded(action, (ids) =>
      modal.confirm({
        title: t(`confirm.${action}`, { count: ids.length }),
        okText: t('listKit:actions.ok'),
        cancelText: t('listKit:actions.cancel'),
        onOk: () =>
          status[action].mutate({ body: { deliveryScheduleDetailIds: ids } }, { onSuccess: onDone }),
        onCancel: () => notifier.info(t('confirm.cancelled')),
      }),
    ),
  });
  const dialog = (mode: FeedbackRequest['mode'], permission?: Permission): LineButton => ({
    kind: 'button',
    key: mode,
    label: mode === 'view' ? 'actions.viewFeedback' : `actions.${mode}`,
    permission,
    onClick: guarded(mode, (ids) => openFeedback({ mode, ids })),
  });

  const items: LineButton[] =
    screen === 'history'
      ? [dialog('view')]
      : [
          asked('confirm', 'confirmSchedule'),
          dialog('feedback', 'feedbackSchedule'),
          dialog('updateFeedback', 'updateFeedback'),
          asked('approve', 'approveFeedback'),
          asked('reject', 'rejectFeedback'),
          dialog('view'),
        ];
  return { items, modalHolder };
}
