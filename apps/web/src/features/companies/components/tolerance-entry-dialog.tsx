import { AMOUNT_PATTERN } from '@portal/contract/companies';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import type { RemoteOption } from '../../../components/list-kit/query-form/list-filter.ts';
import { requiredChoice, requiredInput } from '../../../platform/forms/required-rule.ts';
import { patternRule } from '../../../platform/forms/zod-rule.ts';
import { repeatsCurrency, type ToleranceEntry } from './tolerance-entries.ts';

type ToleranceEntryDialogProps = {
  title: string;
  /** the list the entry belongs to, to refuse a currency it already has */
  list: readonly ToleranceEntry[];
  /** the entry being edited, or undefined to add one */
  index?: number;
  currencies: readonly RemoteOption[];
  onDone: (entry: ToleranceEntry) => void;
  onClose: () => void;
};

/** Adds or edits one entry of a tolerance list, locally: the tax dialog saves the lists together. */
export function ToleranceEntryDialog({ list, index, currencies, ...props }: ToleranceEntryDialogProps) {
  const { t } = useTranslation('companies');
  const [form] = Form.useForm<ToleranceEntry>();
  const notRepeated = {
    validator: (_rule: unknown, currency: string | undefined) =>
      !currency || !repeatsCurrency(list, currency, index)
        ? Promise.resolve()
        : Promise.reject(new Error(t('tax.duplicateCurrency'))),
  };
  return (
    <FormDialog<ToleranceEntry>
      name="toleranceForm"
      title={props.title}
      form={form}
      initialValues={index === undefined ? {} : list[index]}
      saving={false}
      width={440}
      onClose={props.onClose}
      onFinish={(entry) => {
        props.onDone({ currency: entry.currency, toleranceAmount: entry.toleranceAmount.trim() });
        props.onClose();
      }}
    >
      <Form.Item
        name="currency"
        label={t('tax.currency')}
        rules={[requiredChoice(t('tax.currency')), notRepeated]}
      >
        <Select options={[...currencies]} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item
        name="toleranceAmount"
        label={t('tax.toleranceAmount')}
        rules={[requiredInput(t('tax.toleranceAmount')), patternRule(AMOUNT_PATTERN, t('tax.amountRule'))]}
      >
        <Input maxLength={20} inputMode="decimal" />
      </Form.Item>
    </FormDialog>
  );
}
