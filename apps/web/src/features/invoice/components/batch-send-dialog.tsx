import type { CreditMemo } from '@portal/contract/invoice';
import { Alert, Form, Input, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import type { BatchPreview } from '../api/batch-send.ts';
import { closeWithCancelledNotice } from './cancelled-notice.ts';
import { postingTimestamp, todayPlainDate } from './posting-date.ts';
import { PostingDateField, voucherNoRules } from './posting-fields.tsx';

type BatchValues = { postingDate: string; vouchers: Record<string, string> };

export type BatchSendInput = {
  postingDate: number;
  creditMemoList: (CreditMemo & { voucherNo: string })[];
};

type BatchSendDialogProps = {
  /** what a send of the searched invoices takes; null while closed */
  preview: BatchPreview | null;
  onOk: (input: BatchSendInput) => void;
  onClose: () => void;
};

/** How many invoices the send takes, said before it is made (spec 3 §4: at most 100 a send). */
function BatchCountNotice({ count }: { count: BatchPreview['count'] }) {
  const { t } = useTranslation('invoice');
  if (count.sendNow === 0) return <Alert type="warning" showIcon title={t('dialogs.batchSendNone')} />;
  const more = count.waiting > count.sendNow;
  return (
    <Alert
      type="info"
      showIcon
      title={t('dialogs.batchSendCount', { count: count.sendNow })}
      description={
        more ? t('dialogs.batchSendMore', { waiting: count.waiting, count: count.sendNow }) : undefined
      }
    />
  );
}

function MemoTable({ memos }: { memos: readonly CreditMemo[] }) {
  const { t } = useTranslation('invoice');
  return (
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
  );
}

/**
 * Spec 3 §5: the posting date (today by default) and, for each credit memo among the invoices sent, its
 * voucher number (at most 30). The count of invoices the send takes is stated first; with none, OK is off.
 */
export function BatchSendDialog({ preview, onOk, onClose }: BatchSendDialogProps) {
  const { t } = useTranslation('invoice');
  const [form] = Form.useForm<BatchValues>();
  if (!preview) return null;
  const { memos, count } = preview;
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
      okDisabled={count.sendNow === 0}
    >
      <BatchCountNotice count={count} />
      <PostingDateField />
      {memos.length > 0 && <MemoTable memos={memos} />}
    </FormDialog>
  );
}
