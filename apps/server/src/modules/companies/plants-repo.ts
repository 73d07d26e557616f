import type { PlantRow } from '@portal/contract/companies';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { plants } from '../../db/schema/index.ts';

const plantColumns = {
  plantId: plants.id,
  plantCode: plants.plantCode,
  plantName: plants.plantName,
  address: plants.address,
  companyId: plants.companyId,
};

export async function plantsOfCompany(db: Queryable, companyId: number): Promise<PlantRow[]> {
  return db
    .select(plantColumns)
    .from(plants)
    .where(eq(plants.companyId, companyId))
    .orderBy(asc(plants.plantCode), asc(plants.id));
}

export async function plantById(db: Queryable, plantId: number): Promise<PlantRow | undefined> {
  const [row] = await db.select(plantColumns).from(plants).where(eq(plants.id, plantId));
  return row;
}

/** Whether the company already has the plant code, whatever its case (SH01 and sh01 would be one plant). */
export async function plantCodeTaken(db: Queryable, companyId: number, plantCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.companyId, companyId), sql`lower(${plants.plantCode}) = lower(${plantCode})`))
    .limit(1);
  return row !== undefined;
}

export async function insertPlant(tx: Queryable, values: Omit<typeof plants.$inferInsert, 'id'>) {
  await tx.insert(plants).values(values);
}

export async function updatePlant(tx: Queryable, plantId: number, values: PgUpdateSetSource<typeof plants>) {
  await tx.update(plants).set(values).where(eq(plants.id, plantId));
}
