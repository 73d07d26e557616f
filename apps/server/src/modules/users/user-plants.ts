import type { CompanyType } from '@portal/contract/common';
import type {
  BuyerPlantsBySupplierBody,
  PlantChoice,
  SupplierPlantsByBuyerBody,
  UserPlantBody,
  UserPlantQueryBody,
} from '@portal/contract/users';
import type { Database, Queryable } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { invalid, notFound } from '../../platform/http/app-error.ts';
import { companyOfType } from './companies-repo.ts';
import { userMessages as messages } from './messages.ts';
import { allowedPlantIds, plantChoices, replacePlantsOfType } from './plant-repo.ts';
import { assertMayChangeUser } from './super-admin-guard.ts';
import { companyIdsOfUser, lockUser, stampUser, userHead } from './user-write-repo.ts';

/** The plants of one type a saved user may work with (its companies and their active partners), its own marked. */
export async function userPlantChoices(db: Queryable, body: UserPlantQueryBody): Promise<PlantChoice[]> {
  const user = await userHead(db, body.userId);
  if (!user) throw notFound(messages.userMissing);
  const owner = { ownerType: user.userType, ownerCompanyIds: await companyIdsOfUser(db, body.userId) };
  return plantChoices(db, owner, { ...body, chosenForUserId: body.userId });
}

/** Sets the user's plants of one type; every plant must be one the user may work with, else nothing changes. */
export async function setUserPlants(db: Database, caller: SessionUser, body: UserPlantBody) {
  const plantIds = [...new Set(body.plantIds)];
  await db.transaction(async (tx) => {
    const user = await lockUser(tx, body.userId);
    if (!user) throw notFound(messages.userMissing);
    await assertMayChangeUser(tx, caller, body.userId);
    const owner = { ownerType: user.userType, ownerCompanyIds: await companyIdsOfUser(tx, body.userId) };
    const allowed = new Set(await allowedPlantIds(tx, owner, body.plantType));
    const refused = plantIds.filter((plantId) => !allowed.has(plantId));
    if (refused.length > 0) throw invalid(messages.plantNotAllowed, { plantIds: refused.join(', ') });
    await replacePlantsOfType(tx, body.userId, body.plantType, plantIds);
    await stampUser(tx, body.userId, caller);
  });
}

const MISSING = {
  company: { B: messages.buyerCompanyMissing, S: messages.supplierCompanyMissing },
  user: { B: messages.buyerUserMissing, S: messages.supplierUserMissing },
} as const;

/**
 * Plants of the partners of one company (for the user form before the user's companies are saved): the
 * company must be of `ownerType`, and the user whose plants are marked, if given, a user of that type.
 */
async function partnerPlants(db: Queryable, ownerType: CompanyType, companyId: number, userId?: number) {
  if (!(await companyOfType(db, companyId, ownerType))) throw notFound(MISSING.company[ownerType]);
  if (userId !== undefined) {
    const user = await userHead(db, userId);
    if (user?.userType !== ownerType) throw notFound(MISSING.user[ownerType]);
  }
  const plantType = ownerType === 'S' ? 'B' : 'S';
  const owner = { ownerType, ownerCompanyIds: [companyId] };
  return plantChoices(db, owner, { plantType, chosenForUserId: userId });
}

/** Buyer plants of the buyers the supplier company actively delivers to. */
export function buyerPlantsOfSupplier(db: Queryable, body: BuyerPlantsBySupplierBody) {
  return partnerPlants(db, 'S', body.supplierCompanyId, body.supplierUserId);
}

/** Supplier plants of the buyer company's active suppliers. */
export function supplierPlantsOfBuyer(db: Queryable, body: SupplierPlantsByBuyerBody) {
  return partnerPlants(db, 'B', body.buyerCompanyId, body.buyerUserId);
}
