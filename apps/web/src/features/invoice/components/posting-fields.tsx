import { Form, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PlainDatePicker } from '../../../components/form-controls/plain-date-picker.tsx';
import { requiredInput } from '../../../platform/forms/required-rule.ts';

/** Spec 3 §5: the posting date, required; the form starts it at today (todayPlainDate). */
export function PostingDateField() {
  const { t } = useTranslation('invoice');
  return (
    <Form.Item
      name="postingDate"
      label={t('fields.postingDate')}
      rules={[requiredInput(t('fields.postingDate'))]}
    >
      <PlainDatePicker />
    </Form.Item>
  );
}

/** Spec 3 §5: a voucher number is required, at most 30 characters. */
export function voucherNoRules(t: TFunction<'invoice'>): FormRule[] {
  return [requiredInput(t('fields.voucherNo')), { max: 30, message: t('dialogs.voucherMax') }];
}
