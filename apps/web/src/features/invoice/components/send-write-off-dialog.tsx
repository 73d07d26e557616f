import type { InvoiceRow } from '@portal/contract/invoice';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { closeWithCancelledNotice } from './cancelled-notice.ts';
import { postingTimestamp, todayPlainDate } from './posting-date.ts';
import { PostingDateField, voucherNoRules } from './posting-fields.tsx';

type SendWriteOffValues = { voucherNo: string; postingDate: string };

export type SendWriteOffInput = { voucherNo: string; postingDate: number };

type SendWriteOffDialogProps = {
  /** the write-off invoice to send; null while closed */
  row: InvoiceRow | null;
  onOk: (row: InvoiceRow, input: SendWriteOffInput) => void;
  onClose: () => void;
};

/**
 * Spec 3 §2.2 and §5, the voucher/posting date feedback of a write-off invoice (credit memo) sent on its
 * own: the voucher number (required, at most 30) and the posting date (required, today by default, sent
 * with the current time of day appended).
 */
export function SendWriteOffDialog({ row, onOk, onClose }: SendWriteOffDialogProps) {
  const { t } = useTranslation('invoice');
  const [form] = Form.useForm<SendWriteOffValues>();
  if (!row) return null;
  const submit = (values: SendWriteOffValues) => {
    onOk(row, { voucherNo: values.voucherNo.trim(), postingDate: postingTimestamp(values.postingDate) });
    onClose();
  };
  return (
    <FormDialog<SendWriteOffValues>
      name="sendWriteOff"
      title={t('dialogs.sendWriteOffTitle', { invoiceNo: row.invoiceNo })}
      form={form}
      width={480}
      initialValues={{ voucherNo: '', postingDate: todayPlainDate() }}
      onFinish={submit}
      onClose={closeWithCancelledNotice(t, onClose)}
      saving={false}
    >
      <Form.Item name="voucherNo" label={t('fields.voucherNo')} rules={voucherNoRules(t)}>
        <Input maxLength={30} />
      </Form.Item>
      <PostingDateField />
    </FormDialog>
  );
}
