import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export interface TestSmtpOptions {
  /** listen on this port (e.g. one a worker already tried while the server was down) */
  port?: number;
  /** refuse every recipient with this SMTP reply code (4xx temporary, 5xx permanent) */
  refuseWith?: number;
  /**
   * keep a received mail, then wait this long before answering 250: a sender killed meanwhile never
   * hears that its mail arrived (the moment that can send a mail twice)
   */
  replyDelayMs?: number;
}

/** A real SMTP server on the loopback interface that keeps what it receives (or refuses it). */
export async function startTestSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true, // a DNS lookup per connection slows every mail down
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.refuseWith) return callback();
      const error = Object.assign(new Error(`refused with ${options.refuseWith}`), {
        responseCode: options.refuseWith,
      });
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (options.replyDelayMs) setTimeout(callback, options.replyDelayMs);
        else callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A loopback port nothing listens on (yet). */
export async function unusedPort(): Promise<number> {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.port;
}
