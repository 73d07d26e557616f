import { CustomerServiceOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CONTACTS } from '../support-contacts.ts';

interface ContactUsDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ContactUsDialog({ open, onClose }: ContactUsDialogProps) {
  const { t } = useTranslation('session');
  const titles = {
    helpDesk: [t('contact.helpDesk'), t('contact.helpDeskHint')],
    purchasing: [t('contact.purchasing'), t('contact.purchasingHint')],
    accountsPayable: [t('contact.accountsPayable'), t('contact.accountsPayableHint')],
  } as const;

  return (
    <Modal
      open={open}
      title={t('contact.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('contact.close')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('contact.intro')}</Typography.Paragraph>
      <ul className="contact-list">
        {SUPPORT_CONTACTS.map((contact) => {
          const [title, hint] = titles[contact.id];
          return (
            <li key={contact.id} className="contact-item">
              <CustomerServiceOutlined className="contact-icon" />
              <div>
                <Typography.Text strong>{title}</Typography.Text>
                <div className="contact-hint">{hint}</div>
                <div className="contact-line">
                  <MailOutlined aria-label={t('contact.email')} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </div>
                <div className="contact-line">
                  <PhoneOutlined aria-label={t('contact.phone')} />
                  <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </Modal>
  );
}
