import { z } from 'zod';
import { dataPage, PageQuery } from './common.ts';
import { endpoint } from './endpoint.ts';

/** pending: waiting for (another) delivery attempt; sent: the SMTP server took it; dead: gave up. */
export const MAIL_STATUSES = ['pending', 'sent', 'dead'] as const;
export const MailStatus = z.enum(MAIL_STATUSES);
export type MailStatus = z.infer<typeof MailStatus>;

/** Mails of the account itself besides the alerts (issue 15): an invitation, a password reset's link. */
export const ACCOUNT_MAIL_KINDS = ['userInvitation', 'passwordReset'] as const;
export type AccountMailKind = (typeof ACCOUNT_MAIL_KINDS)[number];

export const SentMailQuery = PageQuery.extend({
  recipient: z.string().trim().max(200).optional().describe('part of the recipient address'),
  status: MailStatus.optional().describe('pending, sent or dead'),
  kind: z.string().trim().max(50).optional().describe('what the mail is: an alert type or an account mail'),
});
export type SentMailQuery = z.infer<typeof SentMailQuery>;

/** One mail of the outbox as the sent-mail page shows it, rendered in its recipient's language. */
export const SentMailRow = z.object({
  id: z.number().int().describe('mail id'),
  kind: z.string().describe('what the mail is: an alert type or an account mail'),
  recipient: z.string().describe('recipient address'),
  locale: z.string().describe('language the mail was written in: cn, en or th'),
  subject: z.string().describe('subject'),
  textBody: z.string().describe('plain-text body'),
  status: MailStatus.describe('pending, sent or dead'),
  attempts: z.number().int().describe('delivery attempts so far'),
  lastError: z.string().nullable().describe('why the last attempt failed'),
  createdAt: z.string().describe('time the mail was queued, yyyy-MM-dd HH:mm'),
  sentAt: z.string().describe('time the SMTP server took it, yyyy-MM-dd HH:mm; empty until then'),
});
export type SentMailRow = z.infer<typeof SentMailRow>;

/** Sortable display fields of the sent-mail list. */
export const SENT_MAIL_SORT_FIELDS = ['createdAt', 'recipient', 'subject', 'status', 'sentAt'] as const;

export const sentMailEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/sentMail/query',
    summary:
      'Mails of the outbox (queued, sent, given up), newest first, of the buyer companies of the caller',
    access: 'sentMail',
    scope: 'buyerOnly',
    kind: 'json',
    ours: true,
    body: SentMailQuery,
    response: dataPage(SentMailRow),
  }),
} as const;
