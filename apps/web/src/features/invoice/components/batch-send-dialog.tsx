import type { CreditMemo } from '@portal/contract/invoice';
import { Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { closeWithCancelledNotice } from './cancelled-notice.ts';
import { postingTimestamp, todayPlainDate } from './posting-date.ts';
import { PostingDateField, voucherNoRules } from './posting-fields.tsx';

type BatchValues = { postingDate: string; vouchers: Record<string, string> };

export type BatchSendInput = {
  postingDate: number;
  creditMemoList: (CreditMemo & { voucherNo: string })[];
};

type BatchSendDialogProps = {
  /** the memos of the searched invoices; null while closed */
  memos: readonly CreditMemo[] | null;
  onOk: (input: BatchSendInput) => void;
  onClose: () => void;
};

/** Spec 3 §5: each credit memo needs its voucher number (at most 30); the posting date defaults to today. */
export function BatchSendDialog({ memos, onOk, onClose }: BatchSendDialogProps) {
  const { t } = useTranslation('invoice');
  const [form] = Form.useForm<BatchValues>();
  if (!memos) return null;
  const submit = (values: BatchValues) => {
    onOk({
      postingDate: postingTimestamp(values.postingDate),
      creditMemoList: memos.map((memo) => ({
        ...memo,
        voucherNo: (values.vouchers[String(memo.creditMemoId)] ?? '').trim(),
      })),
    });
    onClose();
  };
  return (
    <FormDialog<BatchValues>
      name="batchSend"
      title={t('dialogs.batchSendTitle')}
      form={form}
      width={720}
      initialValues={{
        postingDate: todayPlainDate(),
        vouchers: Object.fromEntries(memos.map((memo) => [memo.creditMemoId, memo.voucherNo ?? ''])),
      }}
      onFinish={submit}
      onClose={closeWithCancelledNotice(t, onClose)}
      saving={false}
    >
      <PostingDateField />
      <Table<CreditMemo>
        rowKey="creditMemoId"
        size="small"
        pagination={false}
        dataSource={[...memos]}
        columns={[
          { key: 'invoiceNo', dataIndex: 'invoiceNo', title: t('fields.invoiceNo') },
          {
            key: 'voucherNo',
            title: t('fields.voucherNo'),
            render: (_value, memo) => (
              <Form.Item
                name={['vouchers', String(memo.creditMemoId)]}
                style={{ margin: 0 }}
                rules={voucherNoRules(t)}
              >
                <Input size="small" maxLength={30} />
              </Form.Item>
            ),
          },
        ]}
      />
    </FormDialog>
  );
}
