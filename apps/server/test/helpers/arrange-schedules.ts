import { ScheduleRelease, type ScheduleReleaseInput } from '@portal/contract/erp-inbound';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { parts, plants, scheduleDetails } from '../../src/db/schema/index.ts';
import { receiveRelease } from '../../src/integration/erp-inbound/receive-release.ts';
import { createCompany, relate } from './arrange.ts';

/** A plant of a company; answers its id. */
export async function createPlant(db: Database, companyId: number, plantCode: string): Promise<number> {
  const [row] = await db
    .insert(plants)
    .values({ companyId, plantCode, plantName: `Plant ${plantCode}` })
    .returning({ id: plants.id });
  if (!row) throw new Error(`plant ${plantCode} was not created`);
  return row.id;
}

export interface NewPart {
  buyerCompanyId: number;
  plantId: number;
  supplierCompanyId: number;
  partNo: string;
  uom?: string;
  partDescription?: string;
}

export async function createPart(db: Database, part: NewPart): Promise<void> {
  await db.insert(parts).values({
    ...part,
    uom: part.uom ?? 'PC',
    partDescription: part.partDescription ?? `Description of ${part.partNo}`,
  });
}

/** A buyer with one plant and an active supplier delivering the given parts there: what a release needs. */
export async function createSupplyChain(
  db: Database,
  codes: { buyer: string; plant: string; supplier: string; parts: string[] },
) {
  const buyerCompanyId = await createCompany(db, { code: codes.buyer, type: 'B' });
  const supplierCompanyId = await createCompany(db, { code: codes.supplier, type: 'S', overdueDay: 3 });
  await relate(db, buyerCompanyId, supplierCompanyId);
  const plantId = await createPlant(db, buyerCompanyId, codes.plant);
  for (const partNo of codes.parts) {
    await createPart(db, { buyerCompanyId, plantId, supplierCompanyId, partNo });
  }
  return { buyerCompanyId, supplierCompanyId, plantId };
}

/** Publishes a release as the ERP would (the inbound service itself), answering the header ids by order line. */
export async function publishRelease(
  db: Database,
  release: ScheduleReleaseInput,
): Promise<Map<string, number>> {
  const result = await receiveRelease(db, ScheduleRelease.parse(release), 'en');
  return new Map(
    result.lines.map((line) => [`${line.orderNo}/${line.lineNo}`, line.deliveryScheduleHeaderId]),
  );
}

/** Detail line ids of a header in delivery order. */
export async function lineIdsOf(db: Database, headerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: scheduleDetails.id })
    .from(scheduleDetails)
    .where(eq(scheduleDetails.headerId, headerId))
    .orderBy(asc(scheduleDetails.deliveryDate), asc(scheduleDetails.id));
  return rows.map((row) => row.id);
}

/** Status and confirm status of lines, in the order of the ids given. */
export async function statusesOf(db: Database, ids: number[]) {
  const rows = await db
    .select({
      id: scheduleDetails.id,
      status: scheduleDetails.releaseStatus,
      confirm: scheduleDetails.confirmStatus,
    })
    .from(scheduleDetails)
    .where(inArray(scheduleDetails.id, ids));
  return ids.map((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? `${row.status}${row.confirm ? `/${row.confirm}` : ''}` : 'missing';
  });
}
