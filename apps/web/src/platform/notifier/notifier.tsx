import { message, notification } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { i18n } from '../i18n/i18n.ts';
import type { SafeHtml } from './safe-html.ts';

/** Notices last 3000 ms (spec 1 §9). */
export const NOTICE_SECONDS = 3;

message.config({ duration: NOTICE_SECONDS });
notification.config({ duration: NOTICE_SECONDS });

interface NoticeApis {
  message: Pick<MessageInstance, 'success' | 'error' | 'warning' | 'info'>;
  notification: Pick<NotificationInstance, 'error'>;
}

/** Static APIs until the app binds the context-aware ones of Ant Design's <App>. */
let apis: NoticeApis = { message, notification };

export function bindNotifier(next: NoticeApis | null): void {
  apis = next ?? { message, notification };
}

/** The one place screens and the HTTP client show notices; an object so tests can spy on it. */
export const notifier = {
  success(text: string): void {
    void apis.message.success(text);
  },
  info(text: string): void {
    void apis.message.info(text);
  },
  warning(text: string): void {
    void apis.message.warning(text);
  },
  error(text: string): void {
    void apis.message.error(text);
  },
  /** Reply code 99: the message is HTML, rendered only once sanitised. */
  htmlError(safeHtml: SafeHtml): void {
    apis.notification.error({
      title: i18n.t('errors:notice.title'),
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml only comes from sanitizeHtml (DOMPurify)
      description: <div dangerouslySetInnerHTML={{ __html: safeHtml }} />,
    });
  },
};
