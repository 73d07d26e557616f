import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { DERIVED_FIGURES } from '../../src/derived-figures.ts';
import { drainUntilEmpty } from '../../src/platform/workers/recompute-queue.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * The recompute queues' one rule (recompute-queue.ts): a write queuing a key that a worker holds waits for
 * the worker, so it can never be folded into a key recomputed from a snapshot that misses it; and a key a
 * writer holds is left by the worker until the write is committed.
 */
describe('a write and a recompute worker on the same queued key', () => {
  const t = useTestApp();
  const clients: pg.Client[] = [];

  async function connection(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: t().db.$client.options.connectionString });
    await client.connect();
    clients.push(client);
    return client;
  }

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.end().catch(() => undefined);
  });

  /** A sent demo ASN with a planned arrival, and the performance bucket and reconciliation key it queues. */
  async function sentAsn() {
    for (const figure of DERIVED_FIGURES) await drainUntilEmpty(t().db, figure);
    const found = await t().db.execute<{ id: string; buyer: string; supplier: string; day: string }>(sql`
      select id, buyer_company_id as buyer, supplier_company_id as supplier,
             performance_day(plan_arrival_time, buyer_company_id)::text as day
        from asn_headers where status = 'Success' and plan_arrival_time is not null order by id limit 1`);
    const asn = found.rows[0];
    if (!asn) throw new Error('the demo data has no sent ASN');
    return asn;
  }

  const touchAsn = (client: pg.Client, id: string) =>
    client.query(
      `update asn_headers set plan_arrival_time = plan_arrival_time + interval '1 minute' where id = $1`,
      [id],
    );

  it('performance: the writer waits while a worker holds the bucket, and queues it again afterwards', async () => {
    const asn = await sentAsn();
    const key = [asn.buyer, asn.supplier, asn.day];
    await t().db.execute(sql`insert into performance_dirty (buyer_company_id, supplier_company_id, day)
      values (${asn.buyer}, ${asn.supplier}, ${asn.day}) on conflict do nothing`);
    const worker = await connection();
    const writer = await connection();
    await worker.query('begin');
    const claimed = await worker.query(
      `select 1 from performance_dirty where buyer_company_id = $1 and supplier_company_id = $2 and day = $3
          for update skip locked`,
      key,
    );
    expect(claimed.rowCount).toBe(1);
    await writer.query('begin');
    await writer.query(`set local lock_timeout = '300ms'`);
    await expect(touchAsn(writer, asn.id)).rejects.toThrow(/lock timeout/);
    await writer.query('rollback');

    await worker.query(
      'delete from performance_dirty where buyer_company_id = $1 and supplier_company_id = $2 and day = $3',
      key,
    );
    await worker.query('commit');
    await writer.query('begin');
    await touchAsn(writer, asn.id);
    const skipped = await worker.query(
      `select 1 from performance_dirty where buyer_company_id = $1 and supplier_company_id = $2 and day = $3
          for update skip locked`,
      key,
    );
    expect(skipped.rowCount).toBe(0); // the writer holds it until it commits
    await writer.query('rollback');
  });

  it('reconciliation: the writer waits while a worker holds the ASN', async () => {
    const asn = await sentAsn();
    await t().db.execute(sql`insert into asn_reconciliation_queue (asn_header_id) values (${asn.id})
      on conflict do nothing`);
    const worker = await connection();
    const writer = await connection();
    await worker.query('begin');
    const claimed = await worker.query(
      'select 1 from asn_reconciliation_queue where asn_header_id = $1 for update skip locked',
      [asn.id],
    );
    expect(claimed.rowCount).toBe(1);
    await writer.query('begin');
    await writer.query(`set local lock_timeout = '300ms'`);
    await expect(touchAsn(writer, asn.id)).rejects.toThrow(/lock timeout/);
    await writer.query('rollback');
    await worker.query('rollback');
  });
});
