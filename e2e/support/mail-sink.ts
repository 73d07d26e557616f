import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DATA_DIR } from './paths.ts';

/** Where the server's local SMTP sink keeps each mail it received (no SMTP_URL in the journeys). */
const SINK_DIR = path.join(DATA_DIR, 'mail-sink');

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded text of every MIME part of a raw mail (plain and HTML alike), one after the other. */
export function mailText(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return part;
    })
    .join('\n');
}

/** The raw mails in the sink addressed to `recipient`, oldest first. */
async function mailsTo(recipient: string): Promise<string[]> {
  const files = (await readdir(SINK_DIR).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  const raws = await Promise.all(files.sort().map((file) => readFile(path.join(SINK_DIR, file), 'utf8')));
  const to = new RegExp(`^To:.*${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  return raws.filter((raw) => to.test(raw));
}

/** Waits (the outbox worker looks every few seconds) for the newest mail to `recipient` and answers its text. */
export async function waitForMailTo(recipient: string, count = 1, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(recipient);
    const newest = mails[count - 1];
    if (newest !== undefined) return mailText(newest);
    if (Date.now() > deadline)
      throw new Error(`no mail no. ${count} to ${recipient} in the sink within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** The set-password link a mail carries (the portal's /setPassword page with the token after #). */
export function setPasswordLink(text: string): string {
  const link = /https?:\/\/\S+\/setPassword#[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no set-password link in the mail:\n${text}`);
  return link;
}
