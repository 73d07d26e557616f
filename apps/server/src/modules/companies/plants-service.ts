import type { PlantRow, SavePlant } from '@portal/contract/companies';
import type { Database, Queryable } from '../../db/client.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { isUniqueViolation } from '../../platform/db/constraint-violation.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import { companyMessages } from './messages.ts';
import { insertPlant, plantById, plantCodeTaken, plantsOfCompany, updatePlant } from './plants-repo.ts';
import { type CompanyKey, companyExists, lockCompany } from './repo.ts';

/** GET /plant/getPlantListByCompanyId: the plants of one company, by code. */
export async function plantList(db: Queryable, companyId: number): Promise<PlantRow[]> {
  if (!(await companyExists(db, companyId))) throw notFound(companyMessages.companyNotFound);
  return plantsOfCompany(db, companyId);
}

async function createPlant(tx: Queryable, user: SessionUser, company: CompanyKey, plant: SavePlant) {
  if (await plantCodeTaken(tx, company.companyId, plant.plantCode)) {
    throw conflict(companyMessages.plantCodeTaken, {
      plantCode: plant.plantCode,
      companyCode: company.companyCode,
    });
  }
  await insertPlant(tx, {
    companyId: company.companyId,
    plantCode: plant.plantCode,
    plantName: plant.plantName,
    address: plant.address || null,
    ...insertStamp(user),
  });
}

/** The plant code is the plant's key for users, schedules and ASNs: it never changes (spec 3 §3). */
async function changePlant(tx: Queryable, user: SessionUser, plantId: number, plant: SavePlant) {
  const current = await plantById(tx, plantId);
  if (!current || current.companyId !== plant.companyId) throw notFound(companyMessages.plantNotFound);
  if (current.plantCode !== plant.plantCode) throw invalid(companyMessages.plantCodeFixed);
  await updatePlant(tx, plantId, {
    plantName: plant.plantName,
    address: plant.address || null,
    ...updateStamp(user),
  });
}

/**
 * POST /plant/addPlant: creates a plant (no plantId) or changes one. The company row stays locked while
 * the code is checked and written, so two saves of one company's plants never interleave.
 */
export async function savePlant(db: Database, user: SessionUser, plant: SavePlant): Promise<void> {
  let companyCode = '';
  try {
    await db.transaction(async (tx) => {
      const company = await lockCompany(tx, plant.companyId);
      if (!company) throw notFound(companyMessages.companyNotFound);
      companyCode = company.companyCode;
      if (plant.plantId === undefined) await createPlant(tx, user, company, plant);
      else await changePlant(tx, user, plant.plantId, plant);
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'plants_company_code_uq')) throw error;
    throw conflict(companyMessages.plantCodeTaken, { plantCode: plant.plantCode, companyCode });
  }
}
