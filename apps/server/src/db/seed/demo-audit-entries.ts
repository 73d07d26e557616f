import { sql } from 'drizzle-orm';
import type { Queryable } from '../client.ts';

/**
 * A few entries for the Audit Log right after the first start. The seed itself writes with the audit off
 * (its rows are no one's changes); here two of its values are set once more by the demo administrator
 * with the audit on: ADCN's tax rate (from 12 to the seeded 13) and scm's role (from Adient-AP to the
 * seeded Adient-SCM). The data ends as seeded; the entries show what an administrator's change looks like.
 */
export async function seedDemoAuditEntries(db: Queryable): Promise<void> {
  await db.execute(sql`update companies set tax_rate = tax_rate - 1 where company_code = 'ADCN'`);
  await db.execute(sql`
    update user_roles set role_id = (select id from roles where role_name = 'Adient-AP')
     where user_id = (select id from users where user_code = 'scm')`);
  await db.execute(
    sql`select set_config('portal.audit', 'on', true), set_config('portal.actor', 'admin', true)`,
  );
  await db.execute(sql`update companies set tax_rate = tax_rate + 1 where company_code = 'ADCN'`);
  await db.execute(sql`
    update user_roles set role_id = (select id from roles where role_name = 'Adient-SCM')
     where user_id = (select id from users where user_code = 'scm')`);
  await db.execute(sql`select set_config('portal.actor', '', true)`);
}
