import { asnEndpoints } from '@portal/contract/asn';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asnDetails } from '../../src/db/schema/index.ts';
import { lineIdsOf, publishRelease } from '../helpers/arrange-schedules.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { asnBody, buildAsnWorld } from './asn-world.ts';
import { weeklyLine } from './schedule-world.ts';

const t = useTestApp();
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
let supplier = '';

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  supplier = await t().login(world.accounts.supplier1);
});

const linesOfDraft = async (asnHeaderId: number) =>
  (
    await t()
      .db.select({ id: asnDetails.scheduleDetailId })
      .from(asnDetails)
      .where(eq(asnDetails.asnHeaderId, asnHeaderId))
      .orderBy(asnDetails.itemNo)
  ).map((row) => row.id);

/** R3 replaces PO-1 (R2: four weekly deliveries of 120 from 2026-11-16). */
async function publishR3() {
  const line = weeklyLine(
    { orderNo: 'PO-1', partNo: 'A-100', shipToPlant: 'SP01', supplierCode: 'SS01', model: 'Sedan X' },
    '2026-11-16',
    '120',
  );
  // the second delivery drops to 50; the fourth is gone
  const details = line.details
    .slice(0, 3)
    .map((detail, index) => (index === 1 ? { ...detail, requestQty: '50' } : detail));
  const headers = await publishRelease(t().db, {
    releaseNo: 'R3',
    releaseDate: '2026-11-20',
    buyerCompanyCode: 'SB01',
    lines: [{ ...line, details }],
  });
  return lineIdsOf(t().db, headers.get('PO-1/10') ?? 0);
}

describe('a Draft ASN when a new release replaces its lines', () => {
  const saveDraft = (body: ReturnType<typeof asnBody>) =>
    t().call(asnEndpoints.saveOrUpdateDraftAsn, { token: supplier, body });

  it('moves each line to the same delivery of the new release when its quantity still fits there', async () => {
    const [first = 0, second = 0, , fourth = 0] = world.lines['R2:PO-1'] ?? [];
    const fits = (await saveDraft(asnBody([[first, '100']]))).data.asnHeader.asnHeaderId ?? 0;
    const tooMuch = (await saveDraft(asnBody([[second, '100']]))).data.asnHeader.asnHeaderId ?? 0;
    const gone = (await saveDraft(asnBody([[fourth, '10']]))).data.asnHeader.asnHeaderId ?? 0;
    const [newFirst = 0, newSecond = 0] = await publishR3();
    // the first delivery still asks 120: the draft of 100 moves; the second now asks 50: that draft stays
    expect(await linesOfDraft(fits)).toEqual([newFirst]);
    expect(await linesOfDraft(tooMuch)).toEqual([second]);
    const moved = await t().call(asnEndpoints.sendAsn, {
      token: supplier,
      body: asnBody([[newFirst, '100']], { asnHeaderId: fits }),
    });
    expect(moved.code).toBe(200);
    expect(await saveDraft(asnBody([[second, '100']], { asnHeaderId: tooMuch }))).toMatchObject({
      code: 409,
      msg: 'A newer release has replaced the release of the selected lines; please search again',
    });
    // the wizard marks the line, and one step brings the draft up to date, saying what changed
    const shown = await t().call(asnEndpoints.queryAsnDetail, {
      token: supplier,
      query: { asnHeaderId: String(tooMuch) },
    });
    expect(shown.data.asnDetails.map((line) => line.replaced)).toEqual(['Y']);
    const refresh = (asnHeaderId: number, token = supplier) =>
      t().call(asnEndpoints.refreshDraftAsn, {
        token,
        query: { asnHeaderId: String(asnHeaderId) },
        method: 'POST',
      });
    expect(await refresh(tooMuch)).toMatchObject({
      code: 200,
      msg: 'Item 1 (PO-1/10, 2026-11-23): moved to the latest release, quantity 100 -> 50',
      data: { asnDetails: [{ deliveryScheduleDetailId: newSecond, asnQty: '50.00000', replaced: 'N' }] },
    });
    expect((await refresh(gone)).msg).toBe(
      'Item 1 (PO-1/10, 2026-12-07): the latest release has nothing to ship for this delivery; removed',
    );
    expect(await linesOfDraft(gone)).toEqual([]);
    expect((await refresh(tooMuch)).msg).toBe('Every line of the draft is on the latest release already');
    expect((await saveDraft(asnBody([[newSecond, '50']], { asnHeaderId: tooMuch }))).code).toBe(200);
    // only the draft's own supplier refreshes it
    expect((await refresh(tooMuch, await t().login(world.accounts.supplier2))).code).toBe(404);
  });
});
