import { allEndpoints } from '@portal/contract/all-endpoints';
import type { EndpointDef } from '@portal/contract/endpoint';
import { SUPPLIER_ACTIONS } from '@portal/contract/permissions';
import { scheduleEndpoints } from '@portal/contract/schedule';
import { sessionEndpoints } from '@portal/contract/session';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const user of ['superadmin', 'admin', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

const supplierOnly = Object.values(allEndpoints).flatMap((endpoints) =>
  Object.values(endpoints as Record<string, EndpointDef>).filter(
    (endpoint) => endpoint.scope === 'supplierOnly',
  ),
);

/** A New line of supplier S100101 in the demo data, with its status and shipped quantity. */
async function newLineOfSupplierA() {
  const result = await t().db.execute<{ id: number; releaseStatus: string; asnQty: string }>(sql`
    select d.id::int as id, d.release_status as "releaseStatus", d.asn_qty::text as "asnQty"
      from delivery_schedule_details d
      join delivery_schedule_headers h on h.id = d.header_id and h.is_latest = 'Y'
      join companies s on s.id = h.supplier_company_id and s.company_code = 'S100101'
     where d.release_status = 'New'
     order by d.id limit 1`);
  const line = result.rows[0];
  if (!line) throw new Error('the demo data has a New line of S100101');
  return line;
}

describe("a supplier's actions", () => {
  it('declares the supplier-only routes: confirm, feedback, ASN writing and sending, invoice item uploads', () => {
    const paths = supplierOnly.map((endpoint) => endpoint.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/adientSchedule/confirmByIds',
        '/adientSchedule/saveFeedback',
        '/adientSchedule/uploadFeedback',
        '/asn/saveOrUpdateDraftAsn',
        '/asn/sendAsn',
        '/asn/uploadAsn',
        '/invoice/uploadItemList',
      ]),
    );
  });

  it.each(['superadmin', 'admin', 'scm', 'ap'])(
    'refuses %s on every supplier-only route, whatever its role holds',
    async (user) => {
      for (const endpoint of supplierOnly) {
        const reply = await t().call(endpoint, { token: tokens[user], locale: 'en', body: {} });
        expect(reply, endpoint.path).toMatchObject({
          code: 403,
          msg: "This is the supplier's action; buyer users cannot perform it",
        });
      }
    },
  );

  it('leaves a line SupperAdmin tried to confirm or answer unchanged; its supplier confirms it', async () => {
    const line = await newLineOfSupplierA();
    const ids = { deliveryScheduleDetailIds: [line.id] };
    await t().call(scheduleEndpoints.confirmByIds, { token: tokens.superadmin, body: ids });
    const feedback = {
      deliveryScheduleDetailIds: [line.id],
      feedbacks: [{ deliveryScheduleDetailId: line.id, shipQty: '1', etaDateStr: '2030-01-02' }],
    };
    const answered = await t().call(scheduleEndpoints.saveFeedback, {
      token: tokens.superadmin,
      body: feedback,
    });
    expect(answered.code).toBe(403);
    expect(await newLineOfSupplierA()).toEqual(line);
    const confirmed = await t().call(scheduleEndpoints.confirmByIds, {
      token: tokens['supplier.a'],
      body: ids,
    });
    expect(confirmed.code).toBe(200);
  });

  it("leaves the supplier's buttons and the write-off creation menu out of a buyer's session", async () => {
    const buyer = await t().call(sessionEndpoints.getResources, { token: tokens.superadmin });
    const supplier = await t().call(sessionEndpoints.getResources, { token: tokens['supplier.a'] });
    const held: string[] = buyer.data.data.buttons;
    expect(held.filter((button) => (SUPPLIER_ACTIONS as readonly string[]).includes(button))).toEqual([]);
    expect(held).toEqual(expect.arrayContaining(['approveFeedback', 'cancelAsn', 'ReceiveInvoice']));
    expect(JSON.stringify(buyer.data.data.menus)).not.toContain('createWriteoffIndiaInvoice');
    expect(supplier.data.data.buttons).toEqual(expect.arrayContaining(['confirmSchedule', 'createAsn']));
    expect(JSON.stringify(supplier.data.data.menus)).toContain('createWriteoffIndiaInvoice');
  });
});
