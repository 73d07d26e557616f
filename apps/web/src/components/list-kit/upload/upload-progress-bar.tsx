import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format-bytes.ts';
import type { UploadTransfer } from './use-file-upload.ts';

function percentOf(transfer: UploadTransfer): number {
  if (transfer.stage === 'processing') return 100;
  return transfer.total > 0 ? Math.floor((transfer.sent * 100) / transfer.total) : 0;
}

/**
 * How far a send is: the bytes gone of the body while it goes out (a slow line takes a while for 5 MB),
 * then a working bar while the server checks the rows.
 */
export function UploadProgressBar({ transfer }: { transfer: UploadTransfer }) {
  const { t } = useTranslation('listKit');
  const text =
    transfer.stage === 'sending'
      ? t('upload.uploading', { sent: formatBytes(transfer.sent), total: formatBytes(transfer.total) })
      : t('upload.processing');
  return (
    <Flex vertical gap={4} role="status">
      <Progress
        percent={percentOf(transfer)}
        status="active"
        showInfo={transfer.stage === 'sending'}
        aria-label={text}
      />
      <Typography.Text type="secondary">{text}</Typography.Text>
    </Flex>
  );
}
