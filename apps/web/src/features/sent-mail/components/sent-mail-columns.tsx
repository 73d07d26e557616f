import { ALERT_TYPES } from '@portal/contract/email-configuration';
import { ACCOUNT_MAIL_KINDS, MAIL_STATUSES, type SentMailRow } from '@portal/contract/sent-mail';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import type { SentMailPageInput } from '../api/get-sent-mail-page.ts';
import { MailKindText } from './mail-kind-text.tsx';
import { MailStatusTag } from './mail-status-tag.tsx';

/** The mail outbox: when, to whom, what, and whether the SMTP server took it. */
export const sentMailColumns: readonly ListColumn<SentMailRow, SentMailPageInput>[] = [
  {
    dataIndex: 'createdAt',
    title: 'list.createdAt',
    width: 180,
    render: renderRecordTime,
    sortable: true,
    fixed: 'left',
  },
  { dataIndex: 'recipient', title: 'list.recipient', width: 230, sortable: true, filter: { kind: 'text' } },
  {
    dataIndex: 'kind',
    title: 'list.kind',
    width: 170,
    render: (kind) => <MailKindText kind={kind} />,
    filter: {
      kind: 'select',
      options: [...ALERT_TYPES, ...ACCOUNT_MAIL_KINDS].map((type) => ({
        value: type,
        labelKey: `kinds.${type}`,
      })),
    },
  },
  { dataIndex: 'subject', title: 'list.subject', width: 360, sortable: true, ellipsis: true },
  {
    dataIndex: 'status',
    title: 'list.status',
    width: 110,
    align: 'center',
    sortable: true,
    render: (status) => <MailStatusTag status={status} />,
    filter: {
      kind: 'select',
      options: MAIL_STATUSES.map((status) => ({ value: status, labelKey: `status.${status}` })),
    },
  },
  { dataIndex: 'attempts', title: 'list.attempts', width: 90, align: 'right' },
  { dataIndex: 'sentAt', title: 'list.sentAt', width: 180, render: renderRecordTime, sortable: true },
  { dataIndex: 'lastError', title: 'list.lastError', width: 240, ellipsis: true },
];
