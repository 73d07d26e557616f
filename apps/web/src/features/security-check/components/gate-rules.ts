import type { FormRule } from 'antd';
import { i18n } from '../../../platform/i18n/i18n.ts';

/** Spec 2 §5: time out is optional, but a time out before the time in is refused (the server agrees). */
export const timeOutRule: FormRule = ({ getFieldValue }) => ({
  validator: (_rule, value: string | undefined) => {
    const timeIn = getFieldValue('timeInStr') as string | undefined;
    return !value || !timeIn || value >= timeIn
      ? Promise.resolve()
      : Promise.reject(new Error(i18n.t('securityCheck:form.timeOutBeforeTimeIn')));
  },
});
