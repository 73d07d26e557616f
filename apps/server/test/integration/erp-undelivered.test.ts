import { asnEndpoints } from '@portal/contract/asn';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asnHeaders } from '../../src/db/schema/index.ts';
import { createErpWorker } from '../../src/integration/erp-outbound/erp-worker.ts';
import { mailsTo } from '../helpers/arrange-schedules.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { asnBody, buildAsnWorld, deliverToErp } from '../modules/asn-world.ts';

const t = useTestApp();
const silent = { info() {}, warn() {}, error() {} };
let world: Awaited<ReturnType<typeof buildAsnWorld>>;
let asnNo = '';

/** An ERP that never answers: every call ends in a connection error. */
const unreachable = {
  name: 'unreachable ERP',
  send: async (): Promise<never> => {
    throw new Error('connect ECONNREFUSED 10.0.0.9:443');
  },
};

/** One look of a worker that alerts after two attempts, retrying at once. */
const deliverOnce = () =>
  createErpWorker(t().db, {
    connector: unreachable,
    log: silent,
    alertAfterAttempts: 2,
    backoffBaseMs: 0,
  }).runOnce();

const mailKinds = async (address: string) => (await mailsTo(t().db, address)).map((mail) => mail.kind);

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  const token = await t().login(world.accounts.supplier1);
  const sent = await t().call(asnEndpoints.sendAsn, {
    token,
    body: asnBody([[world.lines['R2:PO-1']?.[0] ?? 0, '5']]),
  });
  expect(sent.code).toBe(200);
  asnNo = sent.data.asnHeader.asnNo ?? '';
});

describe('an ERP message the ERP does not answer', () => {
  it("mails the buyer's interface administrators once, at the alerting attempt", async () => {
    expect(await deliverOnce()).toEqual({ delivered: 0, retrying: 1 });
    expect(await mailKinds('asn.admin@example.com')).not.toContain('erpDeliveryFailed');

    expect(await deliverOnce()).toEqual({ delivered: 0, retrying: 1 });
    const [mail, ...more] = (await mailsTo(t().db, 'asn.admin@example.com')).filter(
      (row) => row.kind === 'erpDeliveryFailed',
    );
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`${asnNo} could not be delivered to the ERP`);

    // later attempts go on without telling anyone again
    expect(await deliverOnce()).toEqual({ delivered: 0, retrying: 1 });
    expect(
      (await mailKinds('asn.admin@example.com')).filter((kind) => kind === 'erpDeliveryFailed'),
    ).toHaveLength(1);
  });

  it('is delivered once the ERP answers again, however many attempts failed before', async () => {
    expect(await deliverToErp(t().db)).toEqual({ delivered: 1, retrying: 0 });
    const [asn] = await t()
      .db.select({ status: asnHeaders.status })
      .from(asnHeaders)
      .where(eq(asnHeaders.asnNo, asnNo));
    expect(asn?.status).toBe('Success');
    expect(await deliverToErp(t().db)).toEqual({ delivered: 0, retrying: 0 });
  });

  it('goes to no supplier and no buyer user without the Interface Log screen', async () => {
    expect(await mailKinds(`${world.accounts.supplier1}@example.com`)).not.toContain('erpDeliveryFailed');
    expect(await mailKinds(`${world.accounts.planner1}@example.com`)).not.toContain('erpDeliveryFailed');
  });
});
