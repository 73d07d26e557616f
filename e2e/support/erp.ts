import { erpInboundEndpoints, type ScheduleReleaseInput } from '@portal/contract/erp-inbound';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { API_KEY_HEADER, issueErpKey } from '../../apps/server/src/platform/auth/api-key.ts';
import { baseUrl, type Envelope } from './api.ts';

async function withDatabase<T>(work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> {
  const handle = openDatabase(inject('databaseUrl'), 1);
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** A new API key of an ERP client, issued on the portal's database as `npm run erp:key -- issue` does. */
export function issueKey(clientName: string): Promise<string> {
  return withDatabase(async (db) => (await issueErpKey(db, clientName)).key);
}

export interface ReleaseTarget {
  buyerCompanyCode: string;
  plantCode: string;
  supplierCode: string;
  partNo: string;
}

/** A part an active supplier delivers to a buyer's plant (demo data): what an accepted release needs. */
export function releaseTarget(): Promise<ReleaseTarget> {
  return withDatabase(async (db) => {
    const result = await db.execute<{ [K in keyof ReleaseTarget]: string }>(sql`
      select b.company_code as "buyerCompanyCode", pl.plant_code as "plantCode",
             s.company_code as "supplierCode", p.part_no as "partNo"
        from parts p
        join companies b on b.id = p.buyer_company_id
        join companies s on s.id = p.supplier_company_id
        join plants pl on pl.id = p.plant_id
        join buyer_supplier_relationships r
          on r.buyer_company_id = b.id and r.supplier_company_id = s.id and r.status = 'A'
       order by b.company_code, s.company_code, p.part_no
       limit 1`);
    const [target] = result.rows;
    if (!target) throw new Error('no part of an active supplier in the demo data');
    return target;
  });
}

/** POSTs a release to the ERP inbound API as the ERP does, and answers the portal's envelope. */
export async function publishRelease(
  apiKey: string,
  release: ScheduleReleaseInput,
): Promise<Envelope<unknown>> {
  const reply = await fetch(`${baseUrl()}/api${erpInboundEndpoints.scheduleRelease.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [API_KEY_HEADER]: apiKey },
    body: JSON.stringify(release),
  });
  return (await reply.json()) as Envelope<unknown>;
}
