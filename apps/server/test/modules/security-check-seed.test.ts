import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityCheckItems, securityChecks } from '../../src/db/schema/index.ts';
import { seedSecurityChecks } from '../../src/db/seed/demo-security-checks.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildGateWorld } from './security-check-world.ts';

const t = useTestApp();

beforeAll(async () => {
  await buildGateWorld(t().db);
});

async function worldEntries() {
  return t()
    .db.select({
      asnNo: securityChecks.asnNo,
      serial: securityChecks.gateEntrySrNo,
      ok: sql<boolean>`${securityChecks.timeOut} is null or ${securityChecks.timeOut} >= ${securityChecks.timeIn}`,
      items: sql<number>`count(${securityCheckItems.id})::int`,
    })
    .from(securityChecks)
    .leftJoin(securityCheckItems, eq(securityCheckItems.securityCheckId, securityChecks.id))
    .where(sql`${securityChecks.asnNo} like 'ASNG%'`)
    .groupBy(securityChecks.id)
    .orderBy(asc(securityChecks.asnNo));
}

describe('demo gate entries', () => {
  it('checks in every sent ASN there is, with its items, once', async () => {
    await seedSecurityChecks(t().db);
    const entries = await worldEntries();
    expect(entries.map((entry) => `${entry.asnNo} ${entry.items}`)).toEqual([
      'ASNG0001 2',
      'ASNG0002 1',
      'ASNG0006 1',
      'ASNG0007 1',
    ]);
    for (const entry of entries) {
      expect(entry.serial).toMatch(/^GE\d{14}$/);
      expect(entry.ok).toBe(true);
    }
    await seedSecurityChecks(t().db);
    expect(await worldEntries()).toHaveLength(4);
    const [first] = await t()
      .db.select({ qty: securityCheckItems.qty })
      .from(securityCheckItems)
      .innerJoin(securityChecks, eq(securityChecks.id, securityCheckItems.securityCheckId))
      .where(eq(securityChecks.asnNo, 'ASNG0001'))
      .orderBy(asc(securityCheckItems.lineNo));
    expect(first?.qty).toBe('60.00000');
  });
});
