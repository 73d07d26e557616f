import type { InterfaceLogRow } from '@portal/contract/interface-log';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import { MessageBlock } from './message-block.tsx';

/** The error of a failed call, in full (the table cuts it). */
export function ErrorMessageDialog({ log, onClose }: { log: InterfaceLogRow; onClose: () => void }) {
  const { t } = useTranslation('interfaceLog');
  return (
    <Modal
      open
      width={640}
      title={t('errorDialog.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('dialog.close')}</Button>}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {log.wsTypeView} · {log.referenceNo ?? '-'} · {renderRecordTime(log.requestTime)}
      </Typography.Paragraph>
      <MessageBlock text={log.errorMessage || t('errorDialog.none')} testId="interface-error-message" />
    </Modal>
  );
}
