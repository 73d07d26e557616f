import type { InvoiceRow } from '@portal/contract/invoice';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainDatePicker } from '../../../components/form-controls/plain-date-picker.tsx';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { requiredInput } from '../../../platform/forms/required-rule.ts';
import { todayPlainDate } from './posting-date.ts';

type ReceiveValues = { invoiceReceiveDateStr: string };

type ReceiveDialogProps = {
  /** the invoice whose paper arrived; null while closed */
  row: InvoiceRow | null;
  onOk: (row: InvoiceRow, invoiceReceiveDateStr: string) => void;
  onClose: () => void;
};

/** Spec 3 §5: the day the paper invoice arrived, required, yyyy-MM-dd; today, or the day already recorded. */
export function ReceiveDialog({ row, onOk, onClose }: ReceiveDialogProps) {
  const { t } = useTranslation('invoice');
  const [form] = Form.useForm<ReceiveValues>();
  if (!row) return null;
  return (
    <FormDialog<ReceiveValues>
      name="receiveInvoice"
      title={t('dialogs.receiveTitle')}
      form={form}
      width={520}
      initialValues={{ invoiceReceiveDateStr: row.invoiceReceiveDate ?? todayPlainDate() }}
      onFinish={(values) => {
        onOk(row, values.invoiceReceiveDateStr);
        onClose();
      }}
      onClose={onClose}
      saving={false}
    >
      <Form.Item
        name="invoiceReceiveDateStr"
        label={t('fields.invoiceReceiveDate')}
        rules={[requiredInput(t('fields.invoiceReceiveDate'))]}
      >
        <PlainDatePicker />
      </Form.Item>
    </FormDialog>
  );
}
