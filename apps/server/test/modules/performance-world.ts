import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import {
  goodsReceipts,
  invoiceHeaders,
  scheduleDetails,
  scheduleHeaders,
} from '../../src/db/schema/index.ts';
import { performanceRecomputer } from '../../src/modules/performance/recompute.ts';
import { drainUntilEmpty } from '../../src/platform/workers/recompute-queue.ts';
import { createCompany, createUser, relate } from '../helpers/arrange.ts';
import { createAsn } from '../helpers/arrange-asns.ts';

/**
 * A small history of buyer PB1 with suppliers PS1 and PS2 in March 2026 (on-time window: 2 days early,
 * 0 late; time zone Asia/Shanghai), whose every figure is known (docs/kpis.md):
 * - onTime (PS1): G1 on 03-08 (due 03-10, the early edge) hit, G4 on 03-09 hit, G2 on 03-11 miss,
 *   G3 on 03-20 (due 03-20, the late edge) hit: 3 of 4;
 * - quantity (PS1): A1 shipped 100, received 60 + 40 (partial receipts) hit; A2 shipped 50, received 45
 *   miss; A3 cancelled, left out: 1 of 2;
 * - confirmLead (PS1): line L1 answered after 10 h (hit), L2 split feedback after 30 h (once, miss), L3
 *   unanswered (left out): 1 of 2, 20 h on average;
 * - asnSuccess (PS1): A1 and A3 Success first, A2 Failed then resent and Success: 2 of 3;
 * - firstMatch (PS1): I1 Failed then Passed (miss), I2 Passed: 1 of 2;
 * - postedCycle (PS1): I1 3 days, I2 1.5 days; paidCycle: I1 posted 03-15, paid 03-25: 10 days;
 * - PS2: one ASN, Success first: its score is 100, PS1's the worst.
 * PB2 is another buyer of PS1 with nothing in March.
 */
export async function buildPerformanceWorld(db: Database) {
  const ids = {
    PB1: await createCompany(db, { code: 'PB1', type: 'B' }),
    PB2: await createCompany(db, { code: 'PB2', type: 'B' }),
    PS1: await createCompany(db, { code: 'PS1', name: 'Apex Foam', type: 'S' }),
    PS2: await createCompany(db, { code: 'PS2', name: 'Beta Steel', type: 'S' }),
  };
  await relate(db, ids.PB1, ids.PS1);
  await relate(db, ids.PB1, ids.PS2);
  await relate(db, ids.PB2, ids.PS1);
  const lines = await scheduleOf(db, ids.PB1, ids.PS1);
  await answer(db, lines);
  const asns = await asnsOf(db, ids, lines);
  await receiptsOf(db, ids, asns);
  await invoicesOf(db, ids);
  await drainUntilEmpty(db, performanceRecomputer);
  return { ids, lines, asns };
}

export type PerformanceWorld = Awaited<ReturnType<typeof buildPerformanceWorld>>;

/** Release R-1 of PO-1/10 arrives 2026-03-02 08:00 at the buyer (00:00 UTC) with three lines. */
async function scheduleOf(db: Database, buyer: number, supplier: number) {
  const [header] = await db
    .insert(scheduleHeaders)
    .values({
      releaseNo: 'R-1',
      orderNo: 'PO-1',
      lineNo: '10',
      partNo: 'P-1',
      buyerCompanyId: buyer,
      shipToPlant: 'PP1',
      supplierCompanyId: supplier,
      releaseDate: '2026-03-02',
      receivedAt: new Date('2026-03-02T00:00:00Z'),
    })
    .returning({ id: scheduleHeaders.id });
  if (!header) throw new Error('no release');
  const rows = await db
    .insert(scheduleDetails)
    .values(
      ['2026-03-10', '2026-03-20', '2026-03-30'].map((deliveryDate) => ({
        headerId: header.id,
        deliveryDate,
        requestQty: '100',
      })),
    )
    .returning({ id: scheduleDetails.id });
  const [L1, L2, L3] = rows.map((row) => row.id);
  if (!L1 || !L2 || !L3) throw new Error('no lines');
  return { L1, L2, L3 };
}

/** L1 confirmed, L2 answered with a split feedback then approved, both times then set to the hour. */
async function answer(db: Database, lines: { L1: number; L2: number }) {
  await db.execute(
    sql`update delivery_schedule_details set release_status = 'Confirmed' where id = ${lines.L1}`,
  );
  await db.execute(sql`
    insert into delivery_schedule_feedbacks (detail_id, ship_qty, eta_date)
    values (${lines.L2}, 60, '2026-03-19'), (${lines.L2}, 40, '2026-03-21')`);
  await db.execute(
    sql`update delivery_schedule_details set release_status = 'Wait for Approval' where id = ${lines.L2}`,
  );
  await db.execute(sql`
    update delivery_schedule_details
       set answered_at = case id when ${lines.L1} then '2026-03-02T10:00:00Z'::timestamptz
                                 else '2026-03-03T06:00:00Z'::timestamptz end
     where id in (${lines.L1}, ${lines.L2})`);
  // the buyer's approval is no answer of the supplier: the first answer stays
  await db.execute(
    sql`update delivery_schedule_details set release_status = 'Confirmed' where id = ${lines.L2}`,
  );
}

type Ids = Record<'PB1' | 'PB2' | 'PS1' | 'PS2', number>;

async function asnOf(
  db: Database,
  asnNo: string,
  buyer: number,
  supplier: number,
  arrival: string,
  line?: number,
  qty = '0',
) {
  const id = await createAsn(db, {
    asnNo,
    buyerCompanyId: buyer,
    supplierCompanyId: supplier,
    shipToPlantCode: 'PP1',
    status: 'Submitted',
    lines: line ? [{ scheduleDetailId: line, asnQty: qty }] : [],
  });
  await db.execute(sql`update asn_headers set plan_arrival_time = ${arrival}::timestamptz where id = ${id}`);
  return id;
}

/** What the ERP answers: the status and its time in one update, as asn-answer.ts writes it. */
async function ack(
  db: Database,
  id: number,
  status: 'Success' | 'Failed' | 'Submitted' | 'Cancelled',
  at: string,
) {
  await db.execute(
    sql`update asn_headers set status = ${status}, acked_at = ${at}::timestamptz where id = ${id}`,
  );
}

async function asnsOf(db: Database, ids: Ids, lines: { L1: number; L2: number }) {
  const A1 = await asnOf(db, 'ASN-P1', ids.PB1, ids.PS1, '2026-03-09T02:00:00Z', lines.L1, '100');
  const A2 = await asnOf(db, 'ASN-P2', ids.PB1, ids.PS1, '2026-03-19T02:00:00Z', lines.L2, '50');
  const A3 = await asnOf(db, 'ASN-P3', ids.PB1, ids.PS1, '2026-03-09T02:00:00Z', lines.L1, '10');
  const A9 = await asnOf(db, 'ASN-P9', ids.PB1, ids.PS2, '2026-03-09T02:00:00Z');
  await ack(db, A1, 'Success', '2026-03-08T02:00:00Z');
  await ack(db, A2, 'Failed', '2026-03-18T02:00:00Z');
  await ack(db, A2, 'Submitted', '2026-03-18T04:00:00Z');
  await ack(db, A2, 'Success', '2026-03-18T05:00:00Z');
  await ack(db, A3, 'Success', '2026-03-08T03:00:00Z');
  await ack(db, A3, 'Cancelled', '2026-03-08T09:00:00Z');
  await ack(db, A9, 'Success', '2026-03-08T02:00:00Z');
  return { A1, A2, A3, A9 };
}

async function receiptsOf(db: Database, ids: Ids, asns: { A1: number; A2: number; A3: number }) {
  const receipt = (grNo: string, asnHeaderId: number, asnNo: string, qty: string, grDate: string) => ({
    buyerCompanyId: ids.PB1,
    shipToPlantCode: 'PP1',
    supplierCompanyId: ids.PS1,
    grNo,
    grLineNo: '1',
    orderNo: 'PO-1',
    poLineNo: '10',
    partNo: 'P-1',
    qty,
    poUom: 'PC',
    currency: 'CNY',
    grUnitPrice: '1',
    amount: qty,
    asnNo,
    asnHeaderId,
    grDate,
    contentHash: grNo,
  });
  await db
    .insert(goodsReceipts)
    .values([
      receipt('G1', asns.A1, 'ASN-P1', '60', '2026-03-08'),
      receipt('G2', asns.A1, 'ASN-P1', '40', '2026-03-11'),
      receipt('G3', asns.A2, 'ASN-P2', '45', '2026-03-20'),
      receipt('G4', asns.A3, 'ASN-P3', '5', '2026-03-09'),
    ]);
}

async function invoicesOf(db: Database, ids: Ids) {
  const invoice = (invoiceNo: string, submittedAt: string) => ({
    invoiceNo,
    type: 'AP' as const,
    status: 'Submitted' as const,
    buyerCompanyId: ids.PB1,
    supplierCompanyId: ids.PS1,
    shipToPlantCode: 'PP1',
    currency: 'CNY',
    invoiceDate: '2026-03-12',
    incoTerm: 'FCA',
    submittedAt: new Date(submittedAt),
  });
  await db
    .insert(invoiceHeaders)
    .values([invoice('INVP1', '2026-03-12T02:00:00Z'), invoice('INVP2', '2026-03-13T02:00:00Z')]);
  // I1 fails its first match and passes the next; I2 passes at once
  await db.execute(sql`update invoice_headers set match_status = 'Failed' where invoice_no = 'INVP1'`);
  await db.execute(
    sql`update invoice_headers set match_status = 'Passed' where invoice_no in ('INVP1', 'INVP2')`,
  );
  await db.execute(sql`
    update invoice_headers
       set first_matched_at = submitted_at,
           posting_at = case invoice_no when 'INVP1' then '2026-03-15T02:00:00Z'::timestamptz
                                        else '2026-03-14T14:00:00Z'::timestamptz end,
           payment_date = case invoice_no when 'INVP1' then '2026-03-25'::date end,
           status = case invoice_no when 'INVP1' then 'Paid' else 'Posted' end
     where invoice_no in ('INVP1', 'INVP2')`);
}

/** Users of the world: a planner and an AP clerk of PB1, a planner of PB2, PS1's user, and PB1's dashboard-only user. */
export async function usersOf(db: Database, ids: Ids) {
  await db.execute(
    sql`insert into roles (role_name, role_description) values ('Dashboard only', 'the dashboard alone')`,
  );
  await db.execute(sql`
    insert into role_resources (role_id, resource_id)
    select r.id, m.id from roles r, resources m where r.role_name = 'Dashboard only' and m.resources_code = 'dashboard'`);
  const users = [
    { userCode: 'perf.scm1', userType: 'B', companyIds: [ids.PB1], role: 'Adient-SCM' },
    { userCode: 'perf.ap1', userType: 'B', companyIds: [ids.PB1], role: 'Adient-AP' },
    { userCode: 'perf.scm2', userType: 'B', companyIds: [ids.PB2], role: 'Adient-SCM' },
    { userCode: 'perf.s1', userType: 'S', companyIds: [ids.PS1], role: 'Supplier' },
    { userCode: 'perf.dash', userType: 'B', companyIds: [ids.PB1], role: 'Dashboard only' },
  ] as const;
  for (const user of users) await createUser(db, { ...user, companyIds: [...user.companyIds] });
}
