import type { Transporter } from 'nodemailer';
import type { Queryable } from '../../db/client.ts';
import { pollingLoop } from '../workers/polling-loop.ts';
import { outboxMessageId } from './message-id.ts';
import { type ClaimedMail, claimNextMail, markFailed, markSent } from './outbox-repo.ts';

export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailWorkerOptions {
  /** the SMTP transport mails go through */
  transport: Pick<Transporter, 'sendMail' | 'close'>;
  /** sender address, e.g. `Supplier Portal <no-reply@example.com>` */
  from: string;
  log: MailLog;
  /** pause between two looks at the outbox when it had nothing more to send */
  pollMs?: number;
  /** mails taken per look */
  batchSize?: number;
  /** attempts before a mail is given up (dead) */
  maxAttempts?: number;
  /** wait after the first failure; doubled after each further one */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

export interface RunResult {
  sent: number;
  retrying: number;
  dead: number;
}

export interface MailWorker {
  /** one look at the outbox: claims the due mails and tries each once */
  runOnce(): Promise<RunResult>;
  /** keeps looking every pollMs until stop() */
  start(): void;
  /** stops looking, waits for the mails in hand, closes the transport */
  stop(): Promise<void>;
}

export const MAIL_WORKER_DEFAULTS = {
  pollMs: 5_000,
  batchSize: 20,
  maxAttempts: 8,
  backoffBaseMs: 30_000,
  backoffMaxMs: 3_600_000,
} as const;

/** The SMTP reply code of a failure, when the server gave one. */
function responseCodeOf(error: unknown): number | undefined {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Sends the mail outbox. All state is in the table, so a restarted worker picks up where the last one
 * stopped and several instances share the work. Each mail is sent inside the transaction that claims it
 * (see claimNextMail): a worker killed mid-send leaves it due at once, and only the moment between the
 * SMTP server's acceptance and the commit can send it twice, under the same Message-ID. A 5xx reply (the
 * server refuses the mail for good) gives up at once; other failures (server down, 4xx) are retried with
 * exponential backoff until maxAttempts.
 */
export function createMailWorker(db: Queryable, options: MailWorkerOptions): MailWorker {
  const settings = { ...MAIL_WORKER_DEFAULTS, ...options };
  const { transport, log } = settings;

  async function failed(tx: Queryable, mail: ClaimedMail, error: unknown): Promise<keyof RunResult> {
    const code = responseCodeOf(error);
    const giveUp = (code !== undefined && code >= 500) || mail.attempts >= settings.maxAttempts;
    const retryInMs = Math.min(settings.backoffBaseMs * 2 ** (mail.attempts - 1), settings.backoffMaxMs);
    const message = error instanceof Error ? error.message : String(error);
    await markFailed(tx, mail, { error: message, giveUp, retryInMs });
    log.warn(
      { mailId: mail.id, to: mail.recipient, attempts: mail.attempts, giveUp, error: message },
      'mail not sent',
    );
    return giveUp ? 'dead' : 'retrying';
  }

  /** Claims, sends and records the next due mail in one transaction; undefined when none is due. */
  function deliverNext(tried: number[]): Promise<keyof RunResult | undefined> {
    return db.transaction(async (tx) => {
      const mail = await claimNextMail(tx, tried);
      if (!mail) return undefined;
      tried.push(mail.id);
      try {
        await transport.sendMail({
          from: settings.from,
          to: mail.recipient,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
          messageId: outboxMessageId(mail, settings.from),
        });
      } catch (error) {
        return failed(tx, mail, error);
      }
      await markSent(tx, mail);
      log.info({ mailId: mail.id, to: mail.recipient, subject: mail.subject }, 'mail sent');
      return 'sent';
    });
  }

  async function runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retrying: 0, dead: 0 };
    const tried: number[] = [];
    for (let taken = 0; taken < settings.batchSize; taken++) {
      const outcome = await deliverNext(tried);
      if (!outcome) break;
      result[outcome] += 1;
    }
    return result;
  }

  const loop = pollingLoop({
    look: async () => {
      const result = await runOnce();
      return result.sent + result.retrying + result.dead;
    },
    batchSize: settings.batchSize,
    pollMs: settings.pollMs,
    onError: (error) => log.error({ err: error }, 'mail outbox look failed'),
  });
  return {
    runOnce,
    start: loop.start,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
