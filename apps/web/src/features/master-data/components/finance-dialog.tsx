import type { PropType } from '@portal/contract/lookup';
import type { SupplierFinanceRow } from '@portal/contract/master-data';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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

  useEffect(() => {
    if (row) {
      form.setFieldsValue({
        currency: row.currency ?? undefined,
        oversea: row.oversea ?? undefined,
        tedi: row.tedi ?? undefined,
        whtRate: row.whtRate ?? undefined,
      });
    } else form.resetFields();
  }, [row, form]);

  const submit = ({ currency, oversea, tedi, whtRate }: FinanceValues) => {
    if (!row || !currency || !oversea || !tedi || !whtRate) return;
    save.mutate(
      { supplierFinanceId: row.supplierFinanceId, currency, oversea, tedi, whtRate },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open={row !== null}
      title={t('finance.title')}
      onCancel={onClose}
      forceRender
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('finance.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('finance.save')}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item label={t('fields.buyerCompanyCode')}>
          <Input value={row ? `${row.buyerCompanyCode} ${row.buyerCompanyName}` : ''} disabled />
        </Form.Item>
        <Form.Item label={t('fields.supplierCode')}>
          <Input value={row ? `${row.supplierCode} ${row.supplierName}` : ''} disabled />
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
      </Form>
    </Modal>
  );
}
