import { UploadSummary } from '@portal/contract/common';
import type { EndpointDef } from '@portal/contract/endpoint';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { DownloadButton } from '../toolbar/download-button.tsx';
import { UploadDropArea } from './upload-drop-area.tsx';
import { UploadProgressBar } from './upload-progress-bar.tsx';
import { UploadRowErrors } from './upload-row-errors.tsx';
import { type UploadProblem, useFileUpload } from './use-file-upload.ts';

export type UploadDialogProps = {
  open: boolean;
  /** the dialog closes itself after a successful upload, then calls onUploaded */
  onClose: () => void;
  /** the server's reply data (e.g. rows the file filled) */
  onUploaded?: (data: unknown) => void;
  endpoint: EndpointDef;
  /** template download link; left out where the spec shows none (over-shipment upload) */
  template?: { endpoint: EndpointDef; fileName?: string };
  /** translated title; defaults to the generic upload title */
  title?: string;
  fields?: Record<string, string>;
};

function ProblemAlert({ problem }: { problem: UploadProblem }) {
  const { t } = useTranslation('listKit');
  const message =
    'check' in problem
      ? t(`upload.errors.${problem.check}`)
      : (problem.failure.message ?? t('upload.errors.noFile'));
  return <Alert type="error" showIcon title={message} />;
}

/**
 * The shared upload dialog: one xlsx/xls file, dropped on it or chosen by click, checked against the spec's
 * rules before it is sent; the send shows its progress, then that the server is checking the rows. A reply
 * carrying an upload summary is announced with its counts of inserted and updated rows.
 */
export function UploadDialog({
  open,
  onClose,
  onUploaded,
  endpoint,
  template,
  title,
  fields,
}: UploadDialogProps) {
  const { t } = useTranslation('listKit');
  const upload = useFileUpload({
    endpoint,
    fields,
    onDone: (data) => {
      const summary = UploadSummary.safeParse(data);
      notifier.success(summary.success ? t('upload.summary', summary.data) : t('upload.success'));
      onClose();
      onUploaded?.(data);
    },
  });
  const cancel = () => {
    upload.clear();
    onClose();
  };
  // the file may still be on its way, or the server checking its rows: neither button may interrupt that
  const footer = [
    <Button key="cancel" disabled={upload.uploading} onClick={cancel}>
      {t('upload.cancel')}
    </Button>,
    <Button
      key="confirm"
      type="primary"
      loading={upload.uploading}
      disabled={upload.uploading}
      onClick={upload.send}
    >
      {t('upload.confirm')}
    </Button>,
  ];
  const rows = upload.problem && 'failure' in upload.problem ? upload.problem.failure.rows : [];
  return (
    <Modal
      open={open}
      title={title ?? t('upload.title')}
      onCancel={cancel}
      footer={footer}
      closable={!upload.uploading}
      mask={{ closable: !upload.uploading }}
      keyboard={!upload.uploading}
      destroyOnHidden
      width={rows.length > 0 ? 720 : 520}
    >
      <Flex vertical gap={12}>
        <UploadDropArea
          file={upload.file}
          disabled={upload.uploading}
          onChoose={upload.choose}
          onRemove={upload.clear}
        />
        <Flex align="baseline" justify="space-between" gap={16} wrap>
          <Typography.Text type="danger">{t('upload.tip')}</Typography.Text>
          {template && (
            <DownloadButton endpoint={template.endpoint} values={{}} fileName={template.fileName} link>
              {t('upload.template')}
            </DownloadButton>
          )}
        </Flex>
        {upload.transfer && <UploadProgressBar transfer={upload.transfer} />}
        {upload.problem && <ProblemAlert problem={upload.problem} />}
        {rows.length > 0 && <UploadRowErrors rows={rows} />}
      </Flex>
    </Modal>
  );
}
