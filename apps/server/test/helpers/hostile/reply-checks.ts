import type { HostileValue } from './hostile-values.ts';

export interface HostileReply {
  statusCode: number;
  contentType: string;
  body: string;
  /** how long the answer took */
  milliseconds: number;
}

/** Text that only a leaked stack trace or database error puts into a reply. */
const LEAKS: ReadonlyArray<[string, RegExp]> = [
  ['a stack frame', /at .*\.ts:/],
  ['node_modules', /node_modules/],
  ['SQL text', /SELECT /],
  ['a PostgreSQL syntax error', /syntax error/],
  ['a relation name', /relation "/],
  ['a constraint violation', /violates/],
];

/** The reply codes that say the input was refused or the caller may not: anything but a success. */
const SUCCESS = 200;
const SESSION_EXPIRED = 999;
const INTERNAL = 500;
/** pg_sleep(5) that ran makes the answer take at least five seconds. */
export const SLEEP_RAN_MS = 5_000;

const isBinaryFile = (contentType: string) =>
  /spreadsheetml|application\/pdf|octet-stream|application\/zip/.test(contentType);

/** The envelope `{ code, msg, data }` of a JSON reply; undefined for a file or a JSON reply of another shape. */
function envelopeOf(reply: HostileReply): { code: number; msg: string } | undefined {
  if (!reply.contentType.includes('application/json')) return undefined;
  try {
    const parsed: unknown = JSON.parse(reply.body);
    if (parsed === null || typeof parsed !== 'object' || !('code' in parsed) || !('msg' in parsed))
      return undefined;
    const { code, msg } = parsed;
    return typeof code === 'number' && typeof msg === 'string' ? { code, msg } : undefined;
  } catch {
    return undefined;
  }
}

/** A value asking PostgreSQL to sleep was answered as slowly as if it ran (or the server was that busy). */
export const sleptInSql = (value: HostileValue, reply: HostileReply) =>
  value.sleeps === true && reply.milliseconds >= SLEEP_RAN_MS;

/**
 * What is wrong with a reply to a hostile request (empty when nothing is): a 5xx or any reply that is
 * neither an envelope with HTTP 200 nor a file, an envelope code 500, a 999 (every call carries a live
 * session or key, so "session expired" would be false), leaked internals, an SQL sleep that ran, or a
 * control character accepted.
 */
export function problemsOf(value: HostileValue, reply: HostileReply): string[] {
  const problems: string[] = [];
  const envelope = envelopeOf(reply);
  if (reply.statusCode >= 500) problems.push(`HTTP ${reply.statusCode}`);
  // DESIGN §3: every JSON reply is an envelope with HTTP 200; anything else is a file
  else if (reply.statusCode !== 200) problems.push(`HTTP ${reply.statusCode} instead of an envelope`);
  if (!envelope && !isBinaryFile(reply.contentType)) problems.push('neither an envelope nor a file');
  if (envelope?.code === INTERNAL) problems.push('code 500');
  if (envelope?.code === SESSION_EXPIRED) problems.push('code 999');
  if (!isBinaryFile(reply.contentType)) {
    for (const [name, pattern] of LEAKS) if (pattern.test(reply.body)) problems.push(`reply shows ${name}`);
  }
  if (sleptInSql(value, reply)) problems.push(`answered after ${reply.milliseconds} ms`);
  const accepted = envelope ? envelope.code === SUCCESS : reply.statusCode === SUCCESS;
  if (value.control && accepted) problems.push('control character accepted');
  return problems;
}

/** A short excerpt of the reply for a failure message. */
export const excerpt = (reply: HostileReply) =>
  isBinaryFile(reply.contentType) ? `<${reply.contentType}>` : reply.body.slice(0, 200);
