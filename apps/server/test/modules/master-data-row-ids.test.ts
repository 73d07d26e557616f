import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await t().login('admin');
});

/** The ids stored for the rows of a table, to compare with what a list hands the screen. */
async function storedIds(table: string): Promise<Set<number>> {
  const rows = await t().db.execute<{ id: string }>(sql`select id::text as id from ${sql.identifier(table)}`);
  return new Set(rows.rows.map((row) => Number(row.id)));
}

/** Every row of the page carries a distinct id of a stored row of the table. */
async function expectIdsOf(rows: readonly Record<string, unknown>[], field: string, table: string) {
  expect(rows.length).toBeGreaterThan(0);
  const ids = rows.map((row) => row[field]);
  const stored = await storedIds(table);
  for (const id of ids) expect(typeof id === 'number' && stored.has(id), `${field} ${String(id)}`).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
}

// History on a master-data row asks for the timeline of the record the audit log names by this id (issue 15)
describe('master-data rows carry the id of their record', () => {
  it('parts, prices, packagings, containers and over-shipment settings', async () => {
    const body = { pageNo: 1, size: 20 };
    const parts = await t().call(endpoints.materialsQuery, { token: admin, body });
    await expectIdsOf(parts.data.data, 'partId', 'parts');
    const prices = await t().call(endpoints.priceListQuery, { token: admin, body });
    await expectIdsOf(prices.data.records, 'priceId', 'part_prices');
    const packagings = await t().call(endpoints.packagingQuery, { token: admin, body });
    await expectIdsOf(packagings.data.data, 'packagingId', 'packagings');
    const containers = await t().call(endpoints.containerQuery, { token: admin, body });
    await expectIdsOf(containers.data.data, 'containerId', 'containers');
    const settings = await t().call(endpoints.overShippedQuery, { token: admin, body });
    await expectIdsOf(settings.data.data, 'overShipmentId', 'over_shipment_settings');
  });
});
