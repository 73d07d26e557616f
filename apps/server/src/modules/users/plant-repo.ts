import type { CompanyType } from '@portal/contract/common';
import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, plants, relationships, userPlants } from '../../db/schema/index.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';

/** Whose plants: a user (or a company in the form) of `ownerType` working for `ownerCompanyIds`. */
export interface PlantOwner {
  ownerType: CompanyType;
  ownerCompanyIds: readonly number[];
}

/**
 * Companies whose plants of `plantType` the owner may work with: its own companies for its own type, the
 * companies linked to them through ACTIVE buyer-supplier relationships for the other type.
 */
function allowedCompanies(owner: PlantOwner, plantType: CompanyType): SQL | undefined {
  const ownIds = [...owner.ownerCompanyIds];
  if (plantType === owner.ownerType) return inArray(companies.id, ownIds);
  const [plantSide, ownerSide] =
    plantType === 'B'
      ? [relationships.buyerCompanyId, relationships.supplierCompanyId]
      : [relationships.supplierCompanyId, relationships.buyerCompanyId];
  return sql`exists (select 1 from ${relationships} where ${and(
    eq(plantSide, companies.id),
    inArray(ownerSide, ownIds),
    eq(relationships.status, 'A'),
  )})`;
}

export interface PlantFilter {
  plantType: CompanyType;
  /** only plants of this company */
  companyId?: number;
  /** marks the plants this user works with */
  chosenForUserId?: number;
}

/** Plants the owner may work with, in company then plant code order; `choice` marks the user's ones. */
export function plantChoices(db: Queryable, owner: PlantOwner, filter: PlantFilter) {
  const chosen = filter.chosenForUserId
    ? sql<boolean>`exists (select 1 from ${userPlants} where ${and(
        eq(userPlants.userId, filter.chosenForUserId),
        eq(userPlants.plantId, plants.id),
      )})`
    : sql<boolean>`false`;
  return db
    .select({
      plantId: plants.id,
      plantCode: plants.plantCode,
      plantName: plants.plantName,
      companyId: companies.id,
      companyCode: companies.companyCode,
      choice: chosen,
    })
    .from(plants)
    .innerJoin(companies, eq(companies.id, plants.companyId))
    .where(
      and(
        eq(companies.companyType, filter.plantType),
        filter.companyId ? eq(companies.id, filter.companyId) : undefined,
        allowedCompanies(owner, filter.plantType),
      ),
    )
    .orderBy(asc(companies.companyCode), asc(plants.plantCode), asc(plants.id));
}

/** Replaces the user's plants of one type with `plantIds`; its plants of the other type stay. */
export async function replacePlantsOfType(
  db: Queryable,
  userId: number,
  plantType: CompanyType,
  plantIds: readonly number[],
) {
  // a buyer's plants bound its data scope: this instance at once, the others by the database's notification
  forgetCachedSessions();
  const ofType = db
    .select({ id: plants.id })
    .from(plants)
    .innerJoin(companies, eq(companies.id, plants.companyId))
    .where(eq(companies.companyType, plantType));
  await db.delete(userPlants).where(and(eq(userPlants.userId, userId), inArray(userPlants.plantId, ofType)));
  if (plantIds.length === 0) return;
  await db.insert(userPlants).values(plantIds.map((plantId) => ({ userId, plantId })));
}

/** Unlinks the plants the user may no longer work with (after its companies or type changed). */
export async function keepOnlyPlants(db: Queryable, userId: number, keepIds: readonly number[]) {
  await db
    .delete(userPlants)
    .where(
      and(
        eq(userPlants.userId, userId),
        keepIds.length > 0 ? notInArray(userPlants.plantId, [...keepIds]) : undefined,
      ),
    );
}

export async function allowedPlantIds(db: Queryable, owner: PlantOwner, plantType: CompanyType) {
  const rows = await plantChoices(db, owner, { plantType });
  return rows.map((row) => row.plantId);
}
