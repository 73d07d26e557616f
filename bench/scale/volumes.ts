// The bench volumes of every module (issue 14): ~2.0 M schedule lines, ~200 k ASNs with ~780 k lines, ~700 k
// goods receipts, ~65 k invoices, gate entries, interface log, sent mail, parts and price lists, spread over
// the demo's buyer-supplier pairs. Set-based SQL; everything after the schedules is written in one transaction,
// so a run either leaves all of it or nothing, and a database that holds it is used as it is.
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../apps/server/src/db/client.ts';
import { withoutRowAudit } from '../../apps/server/src/platform/audit/bulk-writes.ts';
import { activePairCount, generateSchedules, planFor } from '../schedule-generator.ts';
import { insertAsns, stageAsns } from './volume-asns.ts';
import { insertGateEntries, insertInterfaceLog, insertSentMail } from './volume-gate-and-log.ts';
import { insertInvoices } from './volume-invoices.ts';
import { generateParts, generatePrices } from './volume-master-data.ts';
import { insertReceipts, stageInvoices } from './volume-receipts.ts';

export const SCHEDULE_LINES = Number(process.env.BENCH_LINES ?? 2_000_000);

async function count(db: Queryable, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number }>(query);
  return result.rows[0]?.n ?? 0;
}

/** Runs one step and says how long it took and how many rows it wrote. */
async function step(name: string, run: () => Promise<number>): Promise<void> {
  const started = performance.now();
  const rows = await run();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`  ${name.padEnd(24)} ${rows.toLocaleString('en').padStart(10)} rows in ${seconds} s`);
}

/** Writes the volumes the database does not hold yet; answers true when it wrote any. */
export async function ensureBenchVolumes(db: Database): Promise<boolean> {
  const lines = await count(db, sql`select count(*)::int as n from delivery_schedule_details`);
  const haveSchedules = lines >= SCHEDULE_LINES * 0.9;
  const haveRest =
    (await count(db, sql`select count(*)::int as n from asn_headers where created_by = 'bench'`)) > 0;
  if (haveSchedules && haveRest) return false;
  console.log('generating the bench volumes (once; later runs reuse them)');
  if (!haveSchedules) {
    await step('schedule lines', async () =>
      generateSchedules(db, planFor(SCHEDULE_LINES, await activePairCount(db))),
    );
  }
  if (!haveRest) {
    await db.transaction(async (tx) => {
      await withoutRowAudit(tx); // generated volumes are no one's changes
      return generateTheRest(tx);
    });
  }
  // as autovacuum would in time: index-only reads (counts, a page's ids) need the visibility map
  await step('vacuum', async () => {
    await db.execute(sql`vacuum (analyze)`);
    return 0;
  });
  return true;
}

async function generateTheRest(tx: Queryable): Promise<void> {
  await tx.execute(sql`set local synchronous_commit = off`);
  await tx.execute(sql`set local work_mem = '256MB'`);
  await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
  await step('parts', () => generateParts(tx));
  await step('price list periods', () => generatePrices(tx));
  await step('staged ASN lines', async () => {
    await stageAsns(tx);
    return count(tx, sql`select count(*)::int as n from bench_asn_lines`);
  });
  await step('ASNs (and their lines)', () => insertAsns(tx));
  await step('staged invoice groups', async () => {
    await stageInvoices(tx);
    return count(tx, sql`select count(*)::int as n from bench_invoices`);
  });
  await step('goods receipts', () => insertReceipts(tx));
  await step('invoices (and lines)', () => insertInvoices(tx));
  await step('gate entries', () => insertGateEntries(tx));
  await step('interface log', () => insertInterfaceLog(tx));
  await step('sent mail', () => insertSentMail(tx));
  for (const table of ['bench_asn_lines', 'bench_asns', 'bench_invoices']) {
    await tx.execute(sql`drop table ${sql.identifier(table)}`);
  }
}
