import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { createMailWorker, type MailLog } from './mail-worker.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

export interface MailDelivery {
  /** where mail goes, for the start-up banner (no credentials) */
  target: string;
  stop(): Promise<void>;
}

/** An SMTP URL without its user and password, fit for a log line. */
function withoutCredentials(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.username = '';
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'smtp';
  }
}

/**
 * Starts the outbox worker of this server instance: to SMTP_URL, or (unset) to a local SMTP sink whose
 * mails are kept in DATA_DIR/mail-sink. Stopping lets the mails in hand finish, then closes everything.
 */
export async function startMailDelivery(
  db: Queryable,
  config: AppConfig,
  log: MailLog,
): Promise<MailDelivery> {
  let sink: SmtpSink | undefined;
  let url = config.smtpUrl;
  if (!url) {
    sink = await startSmtpSink(path.join(config.dataDir, 'mail-sink'), log);
    url = sink.url;
  }
  const transport = nodemailer.createTransport({
    url,
    // one SMTP connection kept open for the worker's mails (it sends one at a time): a connection per mail
    // spends most of its time on the handshake
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  const worker = createMailWorker(db, {
    transport,
    from: config.mailFrom,
    log,
    pollMs: config.mailOutboxPollMs,
  });
  worker.start();
  return {
    target: sink ? `local SMTP sink ${sink.url}` : withoutCredentials(url),
    async stop() {
      await worker.stop();
      await sink?.close();
    },
  };
}
