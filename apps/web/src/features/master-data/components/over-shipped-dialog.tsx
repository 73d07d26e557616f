import type { OverShippedRow } from '@portal/contract/master-data';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { useUpdateOverShipped } from '../api/update-over-shipped.ts';
import { type OverShippedValues, overShippedRules } from './over-shipped-rules.ts';

type OverShippedDialogProps = {
  /** the row being edited; the dialog is closed without one */
  row: OverShippedRow | null;
  onClose: () => void;
};

function YesNoRadio(props: {
  id?: string;
  value?: boolean;
  onChange?: (value: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('listKit');
  return (
    <Radio.Group
      id={props.id}
      value={props.value}
      disabled={props.disabled}
      onChange={(event) => props.onChange?.(event.target.value as boolean)}
      options={[
        { value: true, label: t('form.yes') },
        { value: false, label: t('form.no') },
      ]}
    />
  );
}

const initialOf = (row: OverShippedRow): OverShippedValues => ({
  isOverShipped: row.isOverShipped,
  isOverShippedTolerence: row.isOverShippedTolerence ?? undefined,
  ratePercent: row.ratePercent ?? undefined,
});

/**
 * Edit of one supplier's over-shipment settings (permission supplierConfigaration). The tolerance flag is
 * open only when over-shipping, the rate only with the flag set; what does not apply is not sent.
 */
export function OverShippedDialog({ row, onClose }: OverShippedDialogProps) {
  const { t } = useTranslation('masterData');
  const [form] = Form.useForm<OverShippedValues>();
  const save = useUpdateOverShipped();
  const rules = overShippedRules(t);
  const overShippedChoice = Form.useWatch('isOverShipped', form);
  const toleranceChoice = Form.useWatch('isOverShippedTolerence', form);
  const overShipped = overShippedChoice === true;
  const tolerance = overShipped && toleranceChoice === true;

  if (!row) return null;
  const submit = (values: OverShippedValues) => {
    if (values.isOverShipped === undefined) return;
    const body = {
      buyerCompanyCode: row.buyerCompanyCode,
      supplierCode: row.supplierCode,
      isOverShipped: values.isOverShipped,
      ...(values.isOverShipped ? { isOverShippedTolerence: values.isOverShippedTolerence } : {}),
      ...(values.isOverShipped && values.isOverShippedTolerence ? { ratePercent: values.ratePercent } : {}),
    };
    save.mutate(body, { onSuccess: onClose });
  };

  return (
    <FormDialog<OverShippedValues>
      name="overShipped"
      title={t('overShipped.title')}
      form={form}
      width={520}
      initialValues={initialOf(row)}
      onFinish={submit}
      onClose={onClose}
      saving={save.isPending}
      okText={t('overShipped.save')}
      cancelText={t('overShipped.cancel')}
    >
      {/* a supplier has one such row per buyer company: say which one is being changed */}
      <Form.Item label={t('fields.buyerCompanyCode')}>
        <Input value={row.buyerCompanyCode} disabled />
      </Form.Item>
      <Form.Item label={t('fields.supplierCode')}>
        <Input value={`${row.supplierCode} ${row.supplierName}`} disabled />
      </Form.Item>
      <Form.Item name="isOverShipped" label={t('fields.isOverShipped')} rules={rules.isOverShipped}>
        <YesNoRadio />
      </Form.Item>
      <Form.Item
        name="isOverShippedTolerence"
        label={t('fields.isOverShippedTolerence')}
        rules={rules.isOverShippedTolerence}
        dependencies={['isOverShipped']}
        required={overShipped}
      >
        <YesNoRadio disabled={!overShipped} />
      </Form.Item>
      <Form.Item
        name="ratePercent"
        label={t('fields.ratePercent')}
        rules={rules.ratePercent}
        dependencies={['isOverShipped', 'isOverShippedTolerence']}
        required={tolerance}
      >
        <Input disabled={!tolerance} maxLength={6} suffix="%" />
      </Form.Item>
    </FormDialog>
  );
}
