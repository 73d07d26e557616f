import type { Database } from '../../src/db/client.ts';
import { parts, plants } from '../../src/db/schema/index.ts';
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
