import type { SaveUser } from '@portal/contract/users';
import type { Database, Queryable } from '../../db/client.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { deleteSessionsOfUser } from '../../platform/auth/session-repo.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import { companiesByIds } from './companies-repo.ts';
import { userMessages as messages } from './messages.ts';
import { allowedPlantIds, keepOnlyPlants } from './plant-repo.ts';
import { randomPassword } from './random-password.ts';
import { dropRoleOfOtherType } from './role-repo.ts';
import { type LinkConfig, sendPasswordLink } from './send-password-link.ts';
import { assertMayChangeUser } from './super-admin-guard.ts';
import {
  accountTakenIgnoringCase,
  insertUser,
  type LockedUser,
  lockUser,
  replaceCompanies,
  type UserFields,
  updateUser,
} from './user-write-repo.ts';

/** Spec 3 §5: suppliers belong to exactly one company, buyers to one or more; all of the user's own type. */
async function checkedCompanyIds(db: Queryable, input: SaveUser): Promise<number[]> {
  const ids = [...new Set(input.companyIds)];
  if (input.userType === 'S' && ids.length !== 1) throw invalid(messages.supplierOneCompany);
  const found = await companiesByIds(db, ids);
  const missing = ids.filter((id) => !found.some((company) => company.id === id));
  if (missing.length > 0) throw invalid(messages.companyMissing, { companyIds: missing.join(', ') });
  const foreign = found.filter((company) => company.companyType !== input.userType);
  if (foreign.length > 0) {
    const message = input.userType === 'B' ? messages.companyNotBuyer : messages.companyNotSupplier;
    throw invalid(message, { companyCodes: foreign.map((company) => company.companyCode).join(', ') });
  }
  return ids;
}

/** The stored fields: on a change, what the form left out keeps its value (null clears a contact field). */
function fieldsOf(input: SaveUser, stored?: LockedUser): UserFields {
  const contact = <T>(sent: T | null | undefined, pick: (value: T) => string, kept: string | null) =>
    sent === undefined ? kept : sent === null ? null : pick(sent);
  return {
    userName: input.userName,
    userType: input.userType,
    isEnable: input.isEnable ?? stored?.isEnable ?? 'Y',
    language: input.language ?? stored?.language ?? 'zh',
    email: contact(input.emailInfo, (info) => info.email, stored?.email ?? null),
    telephone: contact(input.telephone, (phone) => phone.phone, stored?.telephone ?? null),
  };
}

/**
 * A new user gets a random password nobody is told and an invitation mail with a one-time link to set its
 * own (issue 15), queued in the same transaction: no user without its invitation, no invitation without
 * its user. Two requests creating the same account at once: the unique index lets one through.
 */
async function createUser(
  db: Database,
  config: LinkConfig,
  caller: SessionUser,
  input: SaveUser,
  companyIds: number[],
) {
  const email = input.emailInfo?.email;
  if (!email) throw invalid(messages.emailNeededForInvitation);
  const taken = await accountTakenIgnoringCase(db, input.userCode);
  if (taken) throw conflict(messages.duplicateAccount, { userCode: taken });
  const passwordHash = await hashPassword(randomPassword());
  return db.transaction(async (tx) => {
    const fields = { ...fieldsOf(input), userCode: input.userCode, passwordHash, passwordPending: true };
    const userId = await insertUser(tx, fields, caller);
    if (userId === undefined) throw conflict(messages.duplicateAccount, { userCode: input.userCode });
    await replaceCompanies(tx, userId, companyIds);
    const recipient = { ...fields, userId, email, companyIds };
    await sendPasswordLink(tx, config, caller, recipient, 'invitation');
    return userId;
  });
}

/**
 * The account never changes; a disabled user's sessions end at once; plants it may no longer use are unlinked,
 * and so is a role of the other type when the user type changes (the administrator then gives a fitting one).
 */
async function changeUser(
  db: Database,
  caller: SessionUser,
  userId: number,
  input: SaveUser,
  companyIds: number[],
) {
  await db.transaction(async (tx) => {
    const stored = await lockUser(tx, userId);
    if (!stored) throw notFound(messages.userMissing);
    if (stored.userCode !== input.userCode) throw invalid(messages.accountNotEditable);
    await assertMayChangeUser(tx, caller, userId);
    const fields = fieldsOf(input, stored);
    if (fields.isEnable === 'N' && userId === caller.userId) throw invalid(messages.cannotDisableSelf);
    await updateUser(tx, userId, fields, caller);
    await replaceCompanies(tx, userId, companyIds);
    await keepOnlyAllowedPlants(tx, userId, fields.userType, companyIds);
    if (fields.userType !== stored.userType) await dropRoleOfOtherType(tx, userId, fields.userType);
    if (fields.isEnable === 'N') await deleteSessionsOfUser(tx, userId);
  });
  return userId;
}

async function keepOnlyAllowedPlants(
  db: Queryable,
  userId: number,
  userType: 'B' | 'S',
  companyIds: number[],
) {
  const owner = { ownerType: userType, ownerCompanyIds: companyIds };
  const allowed = [...(await allowedPlantIds(db, owner, 'B')), ...(await allowedPlantIds(db, owner, 'S'))];
  await keepOnlyPlants(db, userId, allowed);
}

/**
 * addOrUpdateUser and userAddOrUpdate: creates the user (no userId) or changes it; answers its id and, for a
 * new user, the address its invitation went to.
 */
export async function saveUser(
  db: Database,
  config: LinkConfig,
  caller: SessionUser,
  input: SaveUser,
): Promise<{ userId: number; invitedAt?: string }> {
  const companyIds = await checkedCompanyIds(db, input);
  if (input.userId !== undefined)
    return { userId: await changeUser(db, caller, input.userId, input, companyIds) };
  const userId = await createUser(db, config, caller, input, companyIds);
  return { userId, invitedAt: input.emailInfo?.email };
}
