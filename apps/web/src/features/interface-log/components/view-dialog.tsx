import type { InterfaceLogDetail, InterfaceLogRow } from '@portal/contract/interface-log';
import { Button, Descriptions, type DescriptionsProps, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { YesNoText } from '../../../components/list-kit/table/yes-no-text.tsx';
import { useInterfaceLog } from '../api/get-interface-log.ts';
import { InterfaceStatusTag } from './interface-status-tag.tsx';
import { MessageSection } from './message-section.tsx';

/** Who processed the result and when; Yes/No while nobody has; '-' for a call with nothing to process. */
function handledText(log: InterfaceLogDetail) {
  if (log.handledBy) return `${log.handledBy} ${log.handledAt ?? ''}`;
  return log.handleResult ? <YesNoText value={log.handleResult} /> : '-';
}

function summaryItems(log: InterfaceLogDetail, t: (key: string) => string): DescriptionsProps['items'] {
  const items: DescriptionsProps['items'] = [
    { key: 'wsType', label: t('list.wsType'), children: log.wsTypeView },
    { key: 'requestForward', label: t('list.requestForward'), children: log.requestForward },
    { key: 'referenceNo', label: t('list.referenceNo'), children: log.referenceNo ?? '-' },
    {
      key: 'status',
      label: t('list.status'),
      children: <InterfaceStatusTag code={log.statusCode} label={log.statusView} />,
    },
    { key: 'requestTime', label: t('list.requestTime'), children: log.requestTime },
    { key: 'responseTime', label: t('list.responseTime'), children: log.responseTime ?? '-' },
    { key: 'isRetry', label: t('list.isRetry'), children: <YesNoText value={log.isRetry} /> },
    {
      key: 'handleResult',
      label: t('list.handleResult'),
      children: handledText(log),
    },
  ];
  if (log.errorMessage) {
    items.push({ key: 'errorMessage', label: t('list.errorMessage'), children: log.errorMessage, span: 2 });
  }
  return items;
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
          <Descriptions size="small" bordered column={2} items={summaryItems(log, t)} />
          <MessageSection id={log.id} kind="req" body={log.requestBody} />
          <MessageSection id={log.id} kind="res" body={log.responseBody} />
        </>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
