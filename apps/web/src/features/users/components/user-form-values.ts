import type { UserLanguage, UserType, YesNo } from '@portal/contract/common';
import type { SaveUser, UserRow } from '@portal/contract/users';
import type { RuleObject } from 'antd/es/form';

/** What the user dialog's form holds; companies are always a list (one entry for suppliers). */
export type UserFormValues = {
  userCode: string;
  userName: string;
  userType?: UserType;
  companyIds: number[];
  language: UserLanguage;
  isEnable: YesNo;
  email?: string;
  phone?: string;
};

/** A new user is active and reads Chinese (the portal's default language) until told otherwise. */
export const NEW_USER: Partial<UserFormValues> = { companyIds: [], language: 'zh', isEnable: 'Y' };

export function userFormValues(user: UserRow): UserFormValues {
  return {
    userCode: user.userCode,
    userName: user.userName,
    userType: user.userType,
    companyIds: user.companyIds,
    language: user.language,
    isEnable: user.isEnable,
    email: user.emailInfo?.email,
    phone: user.telephone?.phone,
  };
}

/** The body of /user/addOrUpdateUser; empty contact fields clear the stored ones. */
export function saveUserBody(values: UserFormValues, userId?: number): SaveUser {
  const email = values.email?.trim();
  const phone = values.phone?.trim();
  return {
    userId,
    userCode: values.userCode.trim(),
    userName: values.userName.trim(),
    userType: values.userType ?? 'S',
    companyIds: values.companyIds,
    language: values.language,
    isEnable: values.isEnable,
    emailInfo: email ? { email } : null,
    telephone: phone ? { phone } : null,
  };
}

/**
 * Spec 3 §5, §9: a buyer user may belong to several companies, any other user to exactly one. Messages:
 * `required` when none is chosen, `onlyOne` when a non-buyer has more than one.
 */
export function companyCountRule(
  userType: UserType | undefined,
  messages: { required: string; onlyOne: string },
): RuleObject {
  return {
    validator: (_rule, companyIds: number[] | undefined) => {
      const count = companyIds?.length ?? 0;
      if (count === 0) return Promise.reject(new Error(messages.required));
      if (userType !== 'B' && count > 1) return Promise.reject(new Error(messages.onlyOne));
      return Promise.resolve();
    },
  };
}
