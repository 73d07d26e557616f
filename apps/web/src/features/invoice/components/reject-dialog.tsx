import type { InvoiceRow } from '@portal/contract/invoice';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { usePropertyOptions } from '../../../components/list-kit/query-form/use-property-options.ts';
import { requiredChoice } from '../../../platform/forms/required-rule.ts';

export type RejectValues = { rejectType?: string; rejectReason?: string };

type RejectDialogProps = {
  /** the invoice to reject; null while closed */
  row: InvoiceRow | null;
  onOk: (row: InvoiceRow, values: RejectValues) => void;
  onClose: () => void;
};

/** Spec 3 §5: the reject type is required only when the invoice does not need approval; the reason is free text. */
export function RejectDialog({ row, onOk, onClose }: RejectDialogProps) {
  const { t } = useTranslation('invoice');
  const [form] = Form.useForm<RejectValues>();
  const types = usePropertyOptions('rejectType');
  if (!row) return null;
  const typeRequired = row.needApprove === 'N';
  return (
    <FormDialog<RejectValues>
      name="rejectInvoice"
      title={t('dialogs.rejectTitle')}
      form={form}
      width={520}
      initialValues={{}}
      onFinish={(values) => {
        onOk(row, values);
        onClose();
      }}
      onClose={onClose}
      saving={false}
    >
      <Form.Item
        name="rejectType"
        label={t('fields.rejectType')}
        rules={typeRequired ? [requiredChoice(t('fields.rejectType'))] : []}
      >
        <Select allowClear options={types.data ?? []} loading={types.isFetching} />
      </Form.Item>
      <Form.Item name="rejectReason" label={t('fields.rejectReason')}>
        <Input.TextArea maxLength={500} showCount rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
