import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/client.ts';

/** Runs `work` on the portal's database through the server's own Drizzle client, closed after. */
export async function withDatabase<T>(
  work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>,
): Promise<T> {
  const handle = openDatabase(inject('databaseUrl'), 1);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

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

/**
 * Sent ASNs (status Success) of a buyer and supplier, each shipping one open schedule line of theirs, written
 * straight into the ASN tables (the ASN screens belong to another journey): what a gate checks in. Answers
 * the ASN numbers.
 */
export function arrangeSentAsns(
  buyerCode: string,
  supplierCode: string,
  asnNos: string[],
): Promise<string[]> {
  return withClient(async (client) => {
    for (const [index, asnNo] of asnNos.entries()) {
      await client.query(
        `with line as (
           select d.id, h.ship_to_plant, h.buyer_company_id, h.supplier_company_id, least(d.request_qty, 120) as qty
             from delivery_schedule_details d
             join delivery_schedule_headers h on h.id = d.header_id
             join companies b on b.id = h.buyer_company_id and b.company_code = $2
             join companies s on s.id = h.supplier_company_id and s.company_code = $3
            where h.is_latest = 'Y' and d.request_qty > 0
            order by d.id offset $4 limit 1
         ), asn as (
           insert into asn_headers (asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id, status, plate_no)
           select $1, buyer_company_id, ship_to_plant, supplier_company_id, 'Success', 'HU-A12' || $4 from line
           returning id
         )
         insert into asn_details (asn_header_id, schedule_detail_id, item_no, asn_qty)
         select asn.id, line.id, 1, line.qty from asn, line`,
        [asnNo, buyerCode, supplierCode, index],
      );
    }
    return asnNos;
  });
}
