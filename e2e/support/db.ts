import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server keeps only the SHA-256 (hex) of a session token. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Makes one session look idle for `minutes`; answers how many sessions were aged (1 if it exists). */
export function ageSession(token: string, minutes: number): Promise<number> {
  return withClient(async (client) => {
    const result = await client.query(
      `update sessions set last_seen_at = now() - make_interval(mins => $2) where token_hash = $1`,
      [tokenHash(token), minutes],
    );
    return result.rowCount ?? 0;
  });
}

export type UserLanguage = 'zh' | 'en' | 'th';

/**
 * Puts a user's stored language back to a known value, so a journey does not depend on which other
 * journeys (that switch languages) ran before it.
 */
export function setUserLanguage(userCode: string, language: UserLanguage): Promise<void> {
  return withClient(async (client) => {
    const result = await client.query('update users set language = $2 where user_code = $1', [
      userCode,
      language,
    ]);
    if (result.rowCount !== 1) throw new Error(`no user ${userCode}`);
  });
}

export interface QueuedMail {
  buyerCompanyCode: string;
  supplierCode: string;
  kind: string;
  recipient: string;
  subject: string;
  textBody: string;
}

/**
 * Puts a rendered alert into the mail outbox, as a module's enqueueAlert would, for the server's own
 * worker to deliver (to the local SMTP sink in the journeys). Answers the mail's id.
 */
export function queueMail(mail: QueuedMail): Promise<number> {
  return withClient(async (client) => {
    const result = await client.query<{ id: string }>(
      `insert into mail_outbox (kind, dedupe_key, recipient, locale, subject, text_body, buyer_company_id, supplier_company_id)
       select $1, $2, $3, 'cn', $4, $5, b.id, s.id from companies b, companies s
        where b.company_code = $6 and s.company_code = $7
       returning id`,
      [
        mail.kind,
        `e2e|${Date.now()}|${mail.recipient}`,
        mail.recipient,
        mail.subject,
        mail.textBody,
        mail.buyerCompanyCode,
        mail.supplierCode,
      ],
    );
    const id = result.rows[0]?.id;
    if (!id) throw new Error(`no companies ${mail.buyerCompanyCode} / ${mail.supplierCode}`);
    return Number(id);
  });
}
