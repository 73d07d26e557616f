import { UploadOutlined } from '@ant-design/icons';
import { UploadSummary } from '@portal/contract/common';
import type { EndpointDef } from '@portal/contract/endpoint';
import { Alert, Button, Flex, Modal, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { DownloadButton } from '../toolbar/download-button.tsx';
import { UploadRowErrors } from './upload-row-errors.tsx';
import { type UploadProblem, useFileUpload } from './use-file-upload.ts';
import { UPLOAD_EXTENSIONS } from './validate-upload-file.ts';

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

const ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

function ProblemAlert({ problem }: { problem: UploadProblem }) {
  const { t } = useTranslation('listKit');
  const message =
    'check' in problem
      ? t(`upload.errors.${problem.check}`)
      : (problem.failure.message ?? t('upload.errors.noFile'));
  return <Alert type="error" showIcon title={message} />;
}

/**
 * The shared upload dialog: one xlsx/xls file, checked against the spec's rules before it is sent. A reply
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
  const footer = [
    <Button key="cancel" disabled={upload.uploading} onClick={cancel}>
      {t('upload.cancel')}
    </Button>,
    <Button key="confirm" type="primary" loading={upload.uploading} onClick={upload.send}>
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
      destroyOnHidden
      width={rows.length > 0 ? 720 : 520}
    >
      <Flex vertical gap={12}>
        <Flex align="center" gap={16} wrap>
          <Upload
            accept={ACCEPT}
            maxCount={1}
            disabled={upload.uploading}
            fileList={upload.file ? [{ uid: 'chosen', name: upload.file.name }] : []}
            beforeUpload={(file) => {
              upload.choose(file);
              return false;
            }}
            onRemove={upload.clear}
          >
            <Button icon={<UploadOutlined />} disabled={upload.uploading}>
              {t('upload.choose')}
            </Button>
          </Upload>
          {template && (
            <DownloadButton endpoint={template.endpoint} values={{}} fileName={template.fileName} link>
              {t('upload.template')}
            </DownloadButton>
          )}
        </Flex>
        <Typography.Text type="danger">{t('upload.tip')}</Typography.Text>
        {upload.problem && <ProblemAlert problem={upload.problem} />}
        {rows.length > 0 && <UploadRowErrors rows={rows} />}
      </Flex>
    </Modal>
  );
}
