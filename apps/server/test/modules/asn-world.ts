import type { SaveAsn } from '@portal/contract/asn';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { companies, overShipmentSettings, scheduleDetails } from '../../src/db/schema/index.ts';
import { createErpWorker } from '../../src/integration/erp-outbound/erp-worker.ts';
import { simulatedErpConnector } from '../../src/integration/erp-simulator/asn-receiver.ts';
import { createUser } from '../helpers/arrange.ts';
import { giveEmail, lineIdsOf } from '../helpers/arrange-schedules.ts';
import { buildScheduleWorld, publishWorldReleases, type ScheduleWorld } from './schedule-world.ts';

/**
 * The ASN tests' world: the schedule world (buyer SB01 plants SP01/SP02, buyer SB02, suppliers SS01/SS02)
 * with its releases, plus an Adient-Admin of SB01. Lines by "releaseNo:orderNo" in delivery order.
 */
export async function buildAsnWorld(db: Database) {
  const world: ScheduleWorld = await buildScheduleWorld(db);
  const headers = await publishWorldReleases(db);
  const lines: Record<string, number[]> = {};
  for (const [key, id] of headers) lines[key] = await lineIdsOf(db, id);
  await createUser(db, {
    userCode: 'asn.admin',
    userType: 'B',
    companyIds: [world.ids.SB01],
    role: 'Adient-Admin',
  });
  await giveEmail(db, 'asn.admin');
  return { ...world, accounts: { ...world.accounts, admin: 'asn.admin' }, lines };
}

/** A day relative to today, yyyy-MM-dd. */
export const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A sendable body for lines and quantities. */
export function asnBody(
  details: Array<[number, string]>,
  header: Partial<SaveAsn['asnHeader']> = {},
  packages: SaveAsn['asnPackages'] = [],
): SaveAsn {
  return {
    asnHeader: { dispatchTimeStr: `${day(1)} 08:00`, planArrivalTimeStr: `${day(2)} 10:00`, ...header },
    asnDetails: details.map(([deliveryScheduleDetailId, asnQty]) => ({ deliveryScheduleDetailId, asnQty })),
    asnPackages: packages,
  };
}

export async function asnQtyOf(db: Database, id: number): Promise<string> {
  const [row] = await db
    .select({ q: scheduleDetails.asnQty })
    .from(scheduleDetails)
    .where(eq(scheduleDetails.id, id));
  return Number(row?.q ?? 'NaN').toString();
}

export async function setTolerance(
  db: Database,
  buyerCompanyId: number,
  supplierCompanyId: number,
  rate: string,
) {
  await db
    .update(overShipmentSettings)
    .set({ isOverShipped: true, isOverShippedTolerance: true, ratePercent: rate })
    .where(
      and(
        eq(overShipmentSettings.buyerCompanyId, buyerCompanyId),
        eq(overShipmentSettings.supplierCompanyId, supplierCompanyId),
      ),
    );
}

export async function setSupplierFlags(
  db: Database,
  companyId: number,
  flags: { label: 'Y' | 'N'; invoice: 'Y' | 'N' },
) {
  await db
    .update(companies)
    .set({ isCreateLabel: flags.label, isCreateInvoice: flags.invoice })
    .where(eq(companies.id, companyId));
}

const silent = { info() {}, warn() {}, error() {} };

/** One look of the ERP outbox worker against the simulated ERP. */
export function deliverToErp(db: Database) {
  return createErpWorker(db, { connector: simulatedErpConnector(db), log: silent }).runOnce();
}
