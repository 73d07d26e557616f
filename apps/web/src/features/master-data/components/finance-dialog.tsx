import type { PropType } from '@portal/contract/lookup';
import type { SupplierFinanceRow } from '@portal/contract/master-data';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { usePropertyOptions } from '../../../components/list-kit/query-form/use-property-options.ts';
import { useUpdateFinance } from '../api/update-finance.ts';

type FinanceValues = { currency?: string; oversea?: string; tedi?: string; whtRate?: string };

type FinanceDialogProps = {
  /** the row being edited; the dialog is closed without one */
  row: SupplierFinanceRow | null;
  onClose: () => void;
};

/** A select of one property list, labelled in the current language. */
function PropertyChoice(props: {
  id?: string;
  propType: PropType;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { data, isFetching } = usePropertyOptions(props.propType);
  return (
    <Select
      id={props.id}
      value={props.value}
      onChange={props.onChange}
      loading={isFetching}
      options={(data ?? []).map((option) => ({ value: option.value, label: option.label }))}
    />
  );
}

/** The four fields, each required (spec 1 §5), each from its property list (spec 1 §7). */
const FIELDS: ReadonlyArray<{
  name: keyof FinanceValues;
  propType: PropType;
  label: string;
  required: string;
}> = [
  {
    name: 'currency',
    propType: 'currencyType',
    label: 'fields.currency',
    required: 'finance.currencyRequired',
  },
  { name: 'oversea', propType: 'overseaType', label: 'fields.oversea', required: 'finance.overseaRequired' },
  { name: 'whtRate', propType: 'whtRate', label: 'fields.whtRate', required: 'finance.whtRateRequired' },
  { name: 'tedi', propType: 'tEdi', label: 'fields.tedi', required: 'finance.tediRequired' },
];

/** Edit of a supplier's finance settings (permission supplierFinance-edit); the server's msg is shown. */
export function FinanceDialog({ row, onClose }: FinanceDialogProps) {
  const { t } = useTranslation('masterData');
  const [form] = Form.useForm<FinanceValues>();
  const save = useUpdateFinance();

  if (!row) return null;
  const submit = ({ currency, oversea, tedi, whtRate }: FinanceValues) => {
    if (!currency || !oversea || !tedi || !whtRate) return;
    save.mutate(
      { supplierFinanceId: row.supplierFinanceId, currency, oversea, tedi, whtRate },
      { onSuccess: onClose },
    );
  };

  return (
    <FormDialog<FinanceValues>
      name="supplierFinance"
      title={t('finance.title')}
      form={form}
      width={520}
      initialValues={{
        currency: row.currency ?? undefined,
        oversea: row.oversea ?? undefined,
        tedi: row.tedi ?? undefined,
        whtRate: row.whtRate ?? undefined,
      }}
      onFinish={submit}
      onClose={onClose}
      saving={save.isPending}
      okText={t('finance.save')}
      cancelText={t('finance.cancel')}
    >
      <Form.Item label={t('fields.buyerCompanyCode')}>
        <Input value={`${row.buyerCompanyCode} ${row.buyerCompanyName}`} disabled />
      </Form.Item>
      <Form.Item label={t('fields.supplierCode')}>
        <Input value={`${row.supplierCode} ${row.supplierName}`} disabled />
      </Form.Item>
      {FIELDS.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={t(field.label)}
          rules={[{ required: true, message: t(field.required) }]}
        >
          <PropertyChoice propType={field.propType} />
        </Form.Item>
      ))}
    </FormDialog>
  );
}
