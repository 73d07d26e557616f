import { asnEndpoints } from '@portal/contract/asn';
import { beforeAll, describe, expect, it } from 'vitest';
import { lineIdsOf, publishRelease } from '../helpers/arrange-schedules.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { asnBody, asnQtyOf, buildAsnWorld, deliverToErp } from './asn-world.ts';
import { weeklyLine } from './schedule-world.ts';

const t = useTestApp();
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
const tokens: Record<string, string> = {};

/** Sends an ASN of `qty` on a schedule line and lets the simulated ERP accept it; answers its id. */
async function shipped(scheduleDetailId: number, qty: string): Promise<number> {
  const sent = await t().call(asnEndpoints.sendAsn, {
    token: tokens.supplier1,
    body: asnBody([[scheduleDetailId, qty]]),
  });
  expect(sent.code, sent.msg).toBe(200);
  await deliverToErp(t().db);
  return sent.data.asnHeader.asnHeaderId ?? 0;
}

const quantitiesOf = async (ids: number[]) => Promise.all(ids.map((id) => asnQtyOf(t().db, id)));

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
});

describe('giving back the quantity of an ASN whose release was replaced', () => {
  it('takes it off the latest release too, from the last delivery backwards', async () => {
    const [first = 0, second = 0] = world.lines['R2:PO-1'] ?? [];
    const cancelled = await shipped(first, '100');
    await shipped(second, '20');

    // a newer release of PO-1 line 10: four deliveries of 30 take the 120 shipped over
    const headers = await publishRelease(t().db, {
      releaseNo: 'R9',
      releaseDate: '2026-11-20',
      buyerCompanyCode: 'SB01',
      lines: [
        weeklyLine(
          { orderNo: 'PO-1', partNo: 'A-100', shipToPlant: 'SP01', supplierCode: 'SS01' },
          '2026-11-30',
          '30',
        ),
      ],
    });
    const latest = await lineIdsOf(t().db, headers.get('PO-1/10') ?? 0);
    expect(await quantitiesOf(latest)).toEqual(['30', '30', '30', '30']);

    const reply = await t().call(asnEndpoints.cancelledAsn, {
      token: tokens.planner1,
      query: { asnHeaderId: String(cancelled) },
    });
    expect(reply.code, reply.msg).toBe(200);
    // 100 back: the last three deliveries empty, the first keeps the 20 of the other ASN
    expect(await quantitiesOf(latest)).toEqual(['20', '0', '0', '0']);
    // the replaced release's own lines are given back as well
    expect(await quantitiesOf([first, second])).toEqual(['0', '20']);
  });
});
