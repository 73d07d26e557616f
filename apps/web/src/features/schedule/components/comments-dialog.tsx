import type { ScheduleHeaderRow } from '@portal/contract/schedule';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/form-dialog.tsx';
import { useSaveComments } from '../api/save-comments.ts';

type CommentsValues = { comments: string };

/** The contract's limit of a header's comments. */
const COMMENTS_MAX = 500;

/** Edit comments of a schedule header (spec 2 §2); empty clears them. */
export function CommentsDialog({ header, onClose }: { header: ScheduleHeaderRow; onClose: () => void }) {
  const { t } = useTranslation('schedule');
  const [form] = Form.useForm<CommentsValues>();
  const save = useSaveComments();
  const submit = ({ comments }: CommentsValues) =>
    save.mutate(
      { body: { deliveryScheduleHeaderId: header.deliveryScheduleHeaderId, comments: comments ?? '' } },
      { onSuccess: onClose },
    );
  return (
    <FormDialog<CommentsValues>
      name="scheduleComments"
      title={t('comments.title', { releaseNo: header.releaseNo, orderNo: header.orderNo })}
      form={form}
      initialValues={{ comments: header.comments ?? '' }}
      onFinish={submit}
      onClose={onClose}
      saving={save.isPending}
      width={520}
    >
      <Form.Item name="comments" label={t('fields.comments')}>
        <Input.TextArea rows={4} maxLength={COMMENTS_MAX} showCount />
      </Form.Item>
    </FormDialog>
  );
}
