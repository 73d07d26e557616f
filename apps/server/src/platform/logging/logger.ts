import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import { bounded, boundedText } from './bounded.ts';
import { REQUEST_LINE_FIELDS } from './request-line.ts';

/** `pretty`: one readable line per event (a terminal); `json`: one JSON object per line (a log collector). */
export type LogFormat = 'pretty' | 'json';

/** LOG_FORMAT wins; unset, a terminal gets readable lines and anything else (a file, a pipe, a collector) JSON. */
export function logFormatOf(setting: string | undefined, isTerminal: boolean): LogFormat {
  if (setting === 'pretty' || setting === 'json') return setting;
  return isTerminal ? 'pretty' : 'json';
}

/** What every log line of the portal shares: secrets redacted, errors and messages bounded in size. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword'],
      censor: '[redacted]',
    },
    serializers: { err: (error: Error) => bounded(pino.stdSerializers.err(error)) },
    hooks: {
      logMethod(args, method) {
        const bound = args.map((arg) => (typeof arg === 'string' ? boundedText(arg) : arg));
        return method.apply(this, bound as Parameters<typeof method>);
      },
    },
  };
}

/**
 * The one logger of a server process (start-up, workers and requests). Readable lines are written in
 * this process (no transport thread), so the last lines before an exit are not lost.
 */
export function createLogger(level: string, format: LogFormat): Logger {
  if (format === 'json') return pino(loggerOptions(level));
  const stream = pretty({
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: ['pid', 'hostname', 'reqId', ...REQUEST_LINE_FIELDS].join(','),
    singleLine: true,
    // written before the process exits, not after
    sync: true,
  });
  return pino(loggerOptions(level), stream);
}
