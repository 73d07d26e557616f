import type { SentMailRow } from '@portal/contract/sent-mail';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import { ReadOnlyView } from '../../../components/read-only-view/read-only-view.tsx';
import { MailStatusTag } from './mail-status-tag.tsx';

/** One mail as its recipient reads it (the plain-text body, shown as text: nothing in it is markup). */
export function MailBodyDialog({ mail, onClose }: { mail: SentMailRow; onClose: () => void }) {
  const { t } = useTranslation('sentMail');
  return (
    <Modal
      open
      width={720}
      title={mail.subject}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('view.close')}</Button>}
      destroyOnHidden
    >
      <ReadOnlyView
        fields={[
          { key: 'recipient', label: t('list.recipient'), value: mail.recipient },
          { key: 'status', label: t('list.status'), value: <MailStatusTag status={mail.status} /> },
          { key: 'createdAt', label: t('list.createdAt'), value: renderRecordTime(mail.createdAt) },
          { key: 'sentAt', label: t('list.sentAt'), value: renderRecordTime(mail.sentAt) },
        ]}
      />
      <Typography.Paragraph>
        <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="mail-body">
          {mail.textBody}
        </pre>
      </Typography.Paragraph>
    </Modal>
  );
}
