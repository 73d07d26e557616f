import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../src/db/schema/index.ts';
import { type AppendOnlyTable, appendedCount } from '../../src/platform/lists/appended-count.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Totals over the append-only audit log, brought up to date by counting only entries their snapshot did not
 * see: always what count(*) answers, whatever was in progress, rolled back or truncated meanwhile.
 */
describe('totals of an append-only table', () => {
  const t = useTestApp();
  const source: AppendOnlyTable = { table: auditEntries, txId: auditEntries.txId };
  const byActor = (actor: string) => eq(auditEntries.actor, actor);
  const total = (actor: string) => appendedCount(t().db, `entries of ${actor}`, source, byActor(actor));
  const counted = async (actor: string) => {
    const result = await t().db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_entries where actor = ${actor}`,
    );
    return result.rows[0]?.n ?? -1;
  };
  const insertSql = (actor: string, entries: number) => `
    insert into audit_entries (actor, record_type, record_id, action)
    select '${actor}', 'user', n, 'update' from generate_series(1, ${entries}) n`;
  const addEntries = (actor: string, entries: number) => t().db.execute(sql.raw(insertSql(actor, entries)));

  async function withOtherClient(work: (other: pg.Client) => Promise<void>) {
    const other = new pg.Client({ connectionString: t().db.$client.options.connectionString });
    await other.connect();
    try {
      await work(other);
    } finally {
      await other.end();
    }
  }

  it('adds the entries committed since the last count, and only those', async () => {
    await addEntries('alice', 5);
    expect(await total('alice')).toBe(5);
    await addEntries('alice', 3);
    await addEntries('bob', 4);
    expect(await total('alice')).toBe(8);
    expect(await total('alice')).toBe(8);
    expect(await total('bob')).toBe(4);
    await addEntries('alice', 1);
    expect(await total('alice')).toBe(await counted('alice'));
  });

  it('counts entries of a transaction in progress once it commits, however long it took', async () => {
    await addEntries('carol', 2);
    await withOtherClient(async (other) => {
      await other.query('begin');
      await other.query(insertSql('carol', 7));
      expect(await total('carol')).toBe(2);
      // a later transaction commits first: its entries count, the earlier one's still do not
      await addEntries('carol', 1);
      expect(await total('carol')).toBe(3);
      await other.query('commit');
    });
    expect(await total('carol')).toBe(10);
    expect(await total('carol')).toBe(await counted('carol'));
  });

  it('never counts entries rolled back or taken back by the transaction that wrote them', async () => {
    await addEntries('dave', 1);
    expect(await total('dave')).toBe(1);
    await withOtherClient(async (other) => {
      await other.query('begin');
      await other.query(insertSql('dave', 4));
      await other.query('rollback');
      await other.query('begin');
      await other.query(insertSql('dave', 2));
      await other.query(`delete from audit_entries where actor = 'dave' and tx_id = txid_current()`);
      await other.query('commit');
    });
    expect(await total('dave')).toBe(1);
  });

  it('counts from nothing again after the table is truncated', async () => {
    await addEntries('erin', 6);
    expect(await total('erin')).toBe(6);
    await t().db.execute(sql`truncate audit_entries`);
    await addEntries('erin', 2);
    expect(await total('erin')).toBe(2);
  });

  it('counts in the snapshot of a caller’s transaction, remembering nothing', async () => {
    await addEntries('frank', 3);
    await t()
      .db.transaction(async (tx) => {
        await tx.execute(sql.raw(insertSql('frank', 2)));
        expect(await appendedCount(tx, 'entries of frank', source, byActor('frank'))).toBe(5);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await total('frank')).toBe(3);
  });
});
