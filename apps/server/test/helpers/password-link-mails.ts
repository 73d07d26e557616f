import { sessionEndpoints } from '@portal/contract/session';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

/** The set-password link of a mail body: the portal's page with the token after #. */
export function linkOf(text: string): { url: string; token: string } {
  const match = /(\S+\/setPassword#([A-Za-z0-9_-]+))/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no set-password link in:\n${text}`);
  return { url: match[1], token: match[2] };
}

/** The newest mail queued to an address. */
export async function lastMailTo(app: TestApp, recipient: string) {
  const [mail] = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail) throw new Error(`no mail to ${recipient}`);
  return mail;
}

/** Sets the password through the newest link mailed to the address, as the user would. */
export async function setPasswordFromMail(app: TestApp, recipient: string, newPassword: string) {
  const { token } = linkOf((await lastMailTo(app, recipient)).textBody);
  const reply = await app.call(sessionEndpoints.setPassword, { body: { token, newPassword } });
  if (reply.code !== 200) throw new Error(`setting the password failed: ${reply.msg}`);
}
