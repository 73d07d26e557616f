import type { InvoiceRow } from '@portal/contract/invoice';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { closeWithCancelledNotice } from './cancelled-notice.ts';
import { postingTimestamp, todayPlainDate } from './posting-date.ts';
import { PostingDateField } from './posting-fields.tsx';

type PostingValues = {
  postingBy?: string;
  postingDate: string;
  covisintUniqueId?: string;
  qadYear?: string;
  qadDaybook?: string;
  qadVoucherNo?: string;
};

export type PostingForm = Omit<PostingValues, 'postingDate'> & { postingDate: number };

type ChangeStatusDialogProps = {
  /** a Failed invoice: the posting form opens (spec 3 §4) */
  row: InvoiceRow | null;
  onOk: (row: InvoiceRow, form: PostingForm) => void;
  onClose: () => void;
};

const FIELDS = [
  ['postingBy', 50],
  ['covisintUniqueId', 50],
  ['qadYear', 4],
  ['qadDaybook', 20],
  ['qadVoucherNo', 30],
] as const;

/** Change status of a Failed invoice: the posting form (who, when, the ERP's references). */
export function ChangeStatusDialog({ row, onOk, onClose }: ChangeStatusDialogProps) {
  const { t } = useTranslation('invoice');
  const [form] = Form.useForm<PostingValues>();
  if (!row) return null;
  const submit = ({ postingDate, ...values }: PostingValues) => {
    onOk(row, { ...values, postingDate: postingTimestamp(postingDate) });
    onClose();
  };
  return (
    <FormDialog<PostingValues>
      name="changeStatus"
      title={t('dialogs.changeStatusTitle')}
      form={form}
      width={520}
      initialValues={{ postingDate: todayPlainDate() }}
      onFinish={submit}
      onClose={closeWithCancelledNotice(t, onClose)}
      saving={false}
    >
      <Row gutter={16}>
        <Col span={12}>
          <PostingDateField />
        </Col>
        {FIELDS.map(([field, max]) => (
          <Col span={12} key={field}>
            <Form.Item name={field} label={t(`fields.${field}`)}>
              <Input maxLength={max} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormDialog>
  );
}
