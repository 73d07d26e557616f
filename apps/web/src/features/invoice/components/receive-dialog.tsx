import type { InvoiceRow } from '@portal/contract/invoice';
import { Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PLAIN_DATE, PlainDatePicker } from '../../../components/form-controls/plain-date-picker.tsx';
import { requiredInput } from '../../../platform/forms/required-rule.ts';

type ReceiveValues = { invoiceReceiveDateStr: string };

type ReceiveDialogProps = {
  row: InvoiceRow | null;
  onOk: (row: InvoiceRow, invoiceReceiveDateStr: string) => void;
  onClose: () => void;
};

/** Spec 3 §5: the day the paper invoice arrived, required, yyyy-MM-dd; today, or the day already recorded. */
export function ReceiveDialog({ row, onOk, onClose }: ReceiveDialogProps) {
  const { t } = useTranslation('invoice');
  const [form] = Form.useForm<ReceiveValues>();
  const submit = (values: ReceiveValues) => {
    if (row) onOk(row, values.invoiceReceiveDateStr);
    onClose();
  };
  return (
    <Modal
      open={row !== null}
      title={t('dialogs.receiveTitle')}
      okText={t('listKit:actions.ok')}
      cancelText={t('listKit:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ReceiveValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        preserve={false}
        initialValues={{ invoiceReceiveDateStr: row?.invoiceReceiveDate ?? dayjs().format(PLAIN_DATE) }}
      >
        <Form.Item
          name="invoiceReceiveDateStr"
          label={t('fields.invoiceReceiveDate')}
          rules={[requiredInput(t('fields.invoiceReceiveDate'))]}
        >
          <PlainDatePicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
