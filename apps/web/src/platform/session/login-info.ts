import type { LoginResult, LoginUser } from '@portal/contract/session';
import { guardedShape, isRecord, isStringList, isTextOrNull } from './stored-shape.ts';

/** What the web keeps about the signed-in user under the session key `loginInfo`. */
export type LoginInfo = Pick<LoginUser, 'userType' | 'userName' | 'language' | 'userCode' | 'roleNameList'> &
  Pick<LoginResult, 'token' | 'supplierCode' | 'supplierName'>;

const USER_TYPES: readonly unknown[] = ['B', 'S'] satisfies LoginUser['userType'][];
const USER_LANGUAGES: readonly unknown[] = ['zh', 'en', 'th'] satisfies LoginUser['language'][];

function isLoginInfo(value: unknown): value is LoginInfo {
  return (
    isRecord(value) &&
    USER_TYPES.includes(value.userType) &&
    typeof value.userName === 'string' &&
    USER_LANGUAGES.includes(value.language) &&
    typeof value.userCode === 'string' &&
    isStringList(value.roleNameList) &&
    typeof value.token === 'string' &&
    isTextOrNull(value.supplierCode) &&
    isTextOrNull(value.supplierName)
  );
}

/** Checks a stored `loginInfo` by hand: the contract's zod schemas stay off the login path. */
export const LoginInfo = guardedShape(isLoginInfo);

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
