import { permissionsOfUserType, sessionButtons } from '@portal/contract/permissions';
// the demo roles as seeded: screen tests read their permissions from the seed itself
import { ROLE_SEED } from '../../../server/src/db/seed/roles.ts';
import { setAuthorities, setLoginInfo, setSupplierCode } from '../platform/session/session-storage.ts';

/** A signed-in buyer (B) or supplier S100101 (S) holding the given buttons and roles, as login leaves it. */
export function signInAs(userType: 'B' | 'S', authorities: string[], roleNameList: string[] = []) {
  setLoginInfo({
    userType,
    userName: 'Test',
    language: 'en',
    userCode: 'test',
    roleNameList,
    token: 't',
    supplierCode: userType === 'S' ? 'S100101' : null,
    supplierName: null,
  });
  setSupplierCode(userType === 'S' ? 'S100101' : null);
  setAuthorities(authorities);
}

/**
 * A signed-in user of a demo role, holding exactly what the seeded role grants, as the server's session
 * hands it over (a buyer none of the supplier's actions): screen tests and the seed cannot drift apart.
 */
export function signInWithRole(roleName: SeededRoleName) {
  const role = ROLE_SEED.find((seeded) => seeded.name === roleName);
  if (!role) throw new Error(`no seeded role ${roleName}`);
  const userType = roleName === 'Supplier' ? 'S' : 'B';
  const held = permissionsOfUserType(userType, [...role.menus, ...role.buttons]);
  signInAs(userType, sessionButtons(held), [roleName]);
}

export type SeededRoleName = 'SupperAdmin' | 'Adient-Admin' | 'Adient-SCM' | 'Adient-AP' | 'Supplier';
