import { LoginResult, LoginUser } from '@portal/contract/session';
import type { z } from 'zod';

/** What the web keeps about the signed-in user under the session key `loginInfo`. */
export const LoginInfo = LoginUser.pick({
  userType: true,
  userName: true,
  language: true,
  userCode: true,
  roleNameList: true,
}).extend({
  token: LoginResult.shape.token,
  supplierCode: LoginResult.shape.supplierCode,
  supplierName: LoginResult.shape.supplierName,
});
export type LoginInfo = z.infer<typeof LoginInfo>;

export function loginInfoOf(result: LoginResult): LoginInfo {
  const { user } = result;
  return {
    userType: user.userType,
    userName: user.userName,
    language: user.language,
    userCode: user.userCode,
    roleNameList: user.roleNameList,
    token: result.token,
    supplierCode: result.supplierCode,
    supplierName: result.supplierName,
  };
}
