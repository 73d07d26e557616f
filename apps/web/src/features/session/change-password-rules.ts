import { NewPassword } from '@portal/contract/session';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

export interface ChangePasswordValues {
  originalPassword: string;
  newPassword: string;
  confirmPassword: string;
}

type Rules = Record<keyof ChangePasswordValues, FormRule[]>;

/**
 * Spec 1 §5: all three fields required, confirmation equal to the new password. The new password
 * also follows the contract's password rule, so the user hears it before the server refuses.
 */
export function changePasswordRules(t: TFunction<'session'>): Rules {
  return {
    originalPassword: [{ required: true, message: t('password.originalRequired') }],
    newPassword: [
      { required: true, message: t('password.newRequired') },
      {
        validator: (_rule, value: string | undefined) =>
          !value || NewPassword.safeParse(value).success
            ? Promise.resolve()
            : Promise.reject(new Error(t('password.rule'))),
      },
    ],
    confirmPassword: [
      { required: true, message: t('password.confirmRequired') },
      ({ getFieldValue }) => ({
        validator: (_rule, value: string | undefined) =>
          !value || value === getFieldValue('newPassword')
            ? Promise.resolve()
            : Promise.reject(new Error(t('password.mismatch'))),
      }),
    ],
  };
}
