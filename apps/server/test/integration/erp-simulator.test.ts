import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsReceipts, scheduleDetails, scheduleHeaders } from '../../src/db/schema/index.ts';
import { nextReleases, type SimulatedOrderLine } from '../../src/integration/erp-simulator/next-release.ts';
import { publishSimulatedRound } from '../../src/integration/erp-simulator/publish-round.ts';
import { issueErpKey } from '../../src/platform/auth/api-key.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildScheduleWorld, publishWorldReleases } from '../modules/schedule-world.ts';

const t = useTestApp();

beforeAll(async () => {
  await buildScheduleWorld(t().db);
  await publishWorldReleases(t().db);
});

describe('nextReleases', () => {
  const line: SimulatedOrderLine = {
    buyerCompanyCode: 'B1',
    orderNo: 'PO-1',
    lineNo: '10',
    partNo: 'P-1',
    shipToPlant: 'PL1',
    supplierCode: 'S1',
    model: null,
    planner: 'Li Wei',
    lotSize: 25,
    previous: new Map([['2026-11-30', 1000]]),
  };

  it('releases twelve weeks from next Monday, four firm, in whole packages near the last quantities', () => {
    const [release, ...others] = nextReleases(
      [line, { ...line, buyerCompanyCode: 'B2' }],
      '2026-11-25',
      'SIM1',
      () => 0.5,
    );
    expect(others).toHaveLength(1);
    expect(release).toMatchObject({
      releaseNo: 'SIM1-B1',
      releaseDate: '2026-11-25',
      buyerCompanyCode: 'B1',
    });
    const details = release?.lines[0]?.details ?? [];
    expect(details).toHaveLength(12);
    expect(details.map((detail) => detail.deliveryDate).slice(0, 2)).toEqual(['2026-11-30', '2026-12-07']);
    expect(details.map((detail) => detail.scheduleType)).toEqual([
      ...Array(4).fill('Firm'),
      ...Array(8).fill('Forecast'),
    ]);
    expect(details[0]?.requestQty).toBe('1000');
    expect(
      details.every((detail) => Number(detail.requestQty) % 25 === 0 && Number(detail.requestQty) > 0),
    ).toBe(true);
    expect(release?.lines[0]).toMatchObject({ planner: 'Li Wei' });
  });
});

describe('publishSimulatedRound', () => {
  let address = '';
  beforeAll(async () => {
    address = await t().app.listen({ port: 0, host: '127.0.0.1' });
  });

  it("publishes through the portal's own inbound API and makes the new releases the latest", async () => {
    const { key } = await issueErpKey(t().db, 'erp-simulator-test');
    // the demo's releases are dated from today: a round dated earlier would be older than the latest
    const now = new Date();
    const round = `SIM${now.toISOString().replace(/\D/g, '').slice(0, 14)}`;
    const replies = await publishSimulatedRound(
      t().db,
      { apiUrl: `${address}${t().apiBase}`, apiKey: key },
      { lines: 1000, now },
    );
    // every latest order line of an active pair (the demo's 40 and the world's 4) gets its next release
    expect(replies.map((reply) => reply.code)).toEqual(replies.map(() => 200));
    expect(
      replies
        .filter((reply) => /-SB0\d/.test(reply.msg))
        .map((reply) => reply.msg)
        .sort(),
    ).toEqual([
      `Release ${round}-SB01 received: 3 lines created, 0 unchanged`,
      `Release ${round}-SB02 received: 1 lines created, 0 unchanged`,
    ]);
    const latest = await t()
      .db.select({ id: scheduleHeaders.id, releaseNo: scheduleHeaders.releaseNo })
      .from(scheduleHeaders)
      .where(and(eq(scheduleHeaders.isLatest, 'Y'), like(scheduleHeaders.releaseNo, `${round}-%`)));
    expect(latest).toHaveLength(44);
    const details = await t()
      .db.select({ id: scheduleDetails.id })
      .from(scheduleDetails)
      .where(eq(scheduleDetails.headerId, latest[0]?.id ?? 0));
    expect(details).toHaveLength(12);
  });

  it('also reports a goods receipt of what arrived at one plant, at the price list price', async () => {
    const { key } = await issueErpKey(t().db, 'erp-simulator-gr-test');
    const replies = await publishSimulatedRound(
      t().db,
      { apiUrl: `${address}${t().apiBase}`, apiKey: key },
      { lines: 1, now: new Date('2026-11-26T08:00:00Z') },
    );
    const receipt = replies.find((reply) => reply.msg.startsWith('Goods receipt'));
    expect(receipt?.msg).toMatch(
      /^Goods receipt SIMGR20261126080000 received: [1-3] lines created, 0 unchanged$/,
    );
    const stored = await t()
      .db.select({
        grDate: goodsReceipts.grDate,
        qty: goodsReceipts.qty,
        price: goodsReceipts.grUnitPrice,
        priceListCode: goodsReceipts.priceListCode,
      })
      .from(goodsReceipts)
      .where(eq(goodsReceipts.grNo, 'SIMGR20261126080000'));
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) {
      expect(row).toMatchObject({ grDate: '2026-11-26', priceListCode: expect.stringMatching(/^S\d{6}-/) });
      expect(Number(row.qty)).toBeGreaterThan(0);
      expect(Number(row.price)).toBeGreaterThan(0);
    }
  });

  it('pays an invoice posted a few minutes ago, and leaves older and newer postings alone', async () => {
    const { key } = await issueErpKey(t().db, 'erp-simulator-pay-test');
    const posted = await t().db.execute<{ id: number; invoice_no: string }>(
      sql`select id::int as id, invoice_no from invoice_headers where status = 'Posted' order by id limit 3`,
    );
    const [recent, fresh, old] = posted.rows;
    await t().db.execute(
      sql`update invoice_headers set posting_at = now() - interval '10 minutes' where id = ${recent?.id}`,
    );
    await t().db.execute(
      sql`update invoice_headers set posting_at = now() - interval '1 minute' where id = ${fresh?.id}`,
    );
    const replies = await publishSimulatedRound(
      t().db,
      { apiUrl: `${address}${t().apiBase}`, apiKey: key },
      { lines: 1, now: new Date('2026-11-27T08:00:00Z') },
    );
    const payments = replies.filter((reply) => reply.msg.startsWith('Payment of invoice'));
    expect(payments.map((reply) => reply.msg)).toEqual([
      expect.stringMatching(new RegExp(`^Payment of invoice ${recent?.invoice_no} received`)),
    ]);
    const statuses = await t().db.execute<{ id: number; status: string }>(
      sql`select id::int as id, status from invoice_headers where id in (${recent?.id}, ${fresh?.id}, ${old?.id}) order by id`,
    );
    expect(Object.fromEntries(statuses.rows.map((row) => [row.id, row.status]))).toEqual({
      [recent?.id ?? 0]: 'Paid',
      [fresh?.id ?? 0]: 'Posted',
      [old?.id ?? 0]: 'Posted',
    });
  });
});
