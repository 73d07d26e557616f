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
