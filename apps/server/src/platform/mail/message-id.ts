import type { ClaimedMail } from './outbox-repo.ts';

/** The domain of the sender address (`Portal <no-reply@example.com>` -> example.com), else `supplier-portal`. */
function senderDomain(from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1];
  return domain ?? 'supplier-portal';
}

/**
 * The Message-ID of an outbox mail, the same on every attempt and from every instance: a mail sent again
 * after its worker died between the SMTP server's acceptance and the outbox update is recognisably the
 * same mail (mail stores and clients drop a repeated Message-ID). The queue time keeps it unique across
 * databases whose ids start over.
 */
export function outboxMessageId(mail: Pick<ClaimedMail, 'id' | 'createdAt'>, from: string): string {
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${senderDomain(from)}>`;
}
