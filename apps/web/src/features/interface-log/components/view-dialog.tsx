import type { InterfaceLogDetail, InterfaceLogRow } from '@portal/contract/interface-log';
import { Button, Modal, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import { YesNoText } from '../../../components/list-kit/table/yes-no-text.tsx';
import { type ReadOnlyField, ReadOnlyView } from '../../../components/read-only-view/read-only-view.tsx';
import { useInterfaceLog } from '../api/get-interface-log.ts';
import { InterfaceStatusTag } from './interface-status-tag.tsx';
import { MessageSection } from './message-section.tsx';

/** Who processed the result and when; Yes/No while nobody has; a dash for a call with nothing to process. */
function handledText(log: InterfaceLogDetail): ReactNode {
  if (log.handledBy)
    return (
      <>
        {log.handledBy} {renderRecordTime(log.handledAt)}
      </>
    );
  return log.handleResult ? <YesNoText value={log.handleResult} /> : null;
}

function summaryFields(log: InterfaceLogDetail, t: (key: string) => string): ReadOnlyField[] {
  const field = (key: string, value: ReactNode, wide = false) => ({
    key,
    label: t(`list.${key}`),
    value,
    wide,
  });
  return [
    field('wsType', log.wsTypeView),
    field('requestForward', log.requestForward),
    field('referenceNo', log.referenceNo),
    field('status', <InterfaceStatusTag code={log.statusCode} label={log.statusView} />),
    field('requestTime', renderRecordTime(log.requestTime)),
    field('responseTime', renderRecordTime(log.responseTime)),
    field('isRetry', <YesNoText value={log.isRetry} />),
    field('handleResult', handledText(log)),
    ...(log.errorMessage ? [field('errorMessage', log.errorMessage, true)] : []),
  ];
}

/** View (spec 3 §2.4): one call read afresh with its request and response messages. */
export function ViewDialog({ row, onClose }: { row: InterfaceLogRow; onClose: () => void }) {
  const { t } = useTranslation('interfaceLog');
  const { data: log } = useInterfaceLog(row.id);
  return (
    <Modal
      open
      width={960}
      title={t('view.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('dialog.close')}</Button>}
      destroyOnHidden
    >
      {log ? (
        <>
          <ReadOnlyView fields={summaryFields(log, t)} />
          <MessageSection id={log.id} kind="req" body={log.requestBody} />
          <MessageSection id={log.id} kind="res" body={log.responseBody} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
