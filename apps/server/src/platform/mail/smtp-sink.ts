import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { SMTPServer } from 'smtp-server';
import type { MailLog } from './mail-worker.ts';

export interface SmtpSink {
  /** where to send, e.g. smtp://127.0.0.1:41234 */
  url: string;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every mail and keeps it as an .eml file in `folder`: with no SMTP_URL
 * the demo delivers its alerts here (read them on the sent-mail page or open the files in a mail client).
 * Listens on a free port of the loopback interface only.
 */
export async function startSmtpSink(folder: string, log: MailLog): Promise<SmtpSink> {
  await mkdir(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'supplier portal mail sink',
    onData(stream, session, callback) {
      received += 1;
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${received}.eml`);
      const to = session.envelope.rcptTo.map((address) => address.address);
      pipeline(stream, createWriteStream(file))
        .then(() => {
          log.info({ to, file }, 'mail sink received a mail');
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
