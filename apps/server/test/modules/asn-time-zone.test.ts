import { asnEndpoints } from '@portal/contract/asn';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asnHeaders, companies } from '../../src/db/schema/index.ts';
import { formatDateTime } from '../../src/platform/dates.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildGateWorld, GATE_ACCOUNTS } from './security-check-world.ts';

const t = useTestApp();
let token = '';

beforeAll(async () => {
  await buildGateWorld(t().db);
  // GB02's plant is in Thailand; GB01 stays on Shanghai's clock
  await t().db.update(companies).set({ timeZone: 'Asia/Bangkok' }).where(eq(companies.companyCode, 'GB02'));
  token = await t().login(GATE_ACCOUNTS.supplier1);
});

async function rowOf(asnNo: string) {
  const reply = await t().call(asnEndpoints.queryAsnList, { token, body: { pageNo: 1, size: 50, asnNo } });
  expect(reply.code).toBe(200);
  return reply.data.records[0];
}

async function createdAt(asnNo: string): Promise<Date> {
  const [row] = await t()
    .db.select({ createdAt: asnHeaders.createdAt })
    .from(asnHeaders)
    .where(eq(asnHeaders.asnNo, asnNo));
  if (!row) throw new Error(`no ${asnNo}`);
  return row.createdAt;
}

describe('ASN times name their zone', () => {
  it("carries the buyer's zone, and the time strings are on that zone's clock", async () => {
    const thai = await rowOf('ASNG0006');
    expect(thai?.timeZone).toBe('Asia/Bangkok');
    expect(thai?.createTime).toBe(formatDateTime(await createdAt('ASNG0006'), 'Asia/Bangkok'));

    const chinese = await rowOf('ASNG0001');
    expect(chinese?.timeZone).toBe('Asia/Shanghai');
    expect(chinese?.createTime).toBe(formatDateTime(await createdAt('ASNG0001'), 'Asia/Shanghai'));
  });

  it('names the same zone in the detail the wizard reads', async () => {
    const id = (await rowOf('ASNG0006'))?.asnHeaderId ?? 0;
    const reply = await t().call(asnEndpoints.queryAsnDetail, { token, query: { asnHeaderId: id } });
    expect(reply.code).toBe(200);
    expect(reply.data.asnHeader.timeZone).toBe('Asia/Bangkok');
  });
});
