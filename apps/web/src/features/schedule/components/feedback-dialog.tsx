import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { feedbackRowsQueryOptions } from '../api/get-feedback-rows.ts';
import { useSaveFeedback } from '../api/save-feedback.ts';
import { type FeedbackValues, feedbackPayload, toFormRows } from './feedback-rows.ts';
import { FeedbackTable } from './feedback-table.tsx';

/** What the dialog is opened for: give feedback (New lines), update it (Rejected lines), or read it. */
export type FeedbackMode = 'feedback' | 'updateFeedback' | 'view';
export type FeedbackRequest = { mode: FeedbackMode; ids: number[] };

type FeedbackDialogProps = {
  request: FeedbackRequest;
  onClose: () => void;
  /** after a successful save (the lists are refreshed already) */
  onSaved: () => void;
};

/**
 * The feedback dialog (spec 2 §2): a row per proposed arrival of each selected line. Editing (supplier
 * feedback title) fills ship quantity and ETA and may split a line into several arrivals; viewing (schedule
 * maintain title) only reads. A refused opening (a line in another status) closes it again.
 */
export function FeedbackDialog({ request, onClose, onSaved }: FeedbackDialogProps) {
  const { t } = useTranslation('schedule');
  const editable = request.mode !== 'view';
  const rows = useQuery(feedbackRowsQueryOptions(request.ids, editable));
  const save = useSaveFeedback();
  const [form] = Form.useForm<FeedbackValues>();
  const failed = rows.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);

  // validated by now; the whole store, since the line ids have no field of their own
  const submit = () => {
    const { rows: filled } = form.getFieldsValue(true) as FeedbackValues;
    save.mutate({ body: feedbackPayload(request.ids, filled) }, { onSuccess: onSaved });
  };
  const footer = editable
    ? [
        <Button key="cancel" onClick={onClose}>
          {t('feedback.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={save.isPending}
          disabled={!rows.data}
          onClick={() => form.submit()}
        >
          {t('feedback.save')}
        </Button>,
      ]
    : [
        <Button key="close" onClick={onClose}>
          {t('feedback.close')}
        </Button>,
      ];
  return (
    <Modal
      open
      width={960}
      title={editable ? t('feedback.titleEdit') : t('feedback.titleView')}
      onCancel={onClose}
      footer={footer}
      mask={{ closable: !editable }}
    >
      {rows.data ? (
        <Form<FeedbackValues>
          form={form}
          name="scheduleFeedback"
          initialValues={{ rows: toFormRows(rows.data) }}
          onFinish={submit}
          autoComplete="off"
        >
          <FeedbackTable form={form} editable={editable} />
        </Form>
      ) : (
        <Spin style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}
