import { DownloadOutlined } from '@ant-design/icons';
import type { EndpointDef } from '@portal/contract/endpoint';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEndpoint } from '../../../platform/http/download-endpoint.ts';
import { endpointInput } from './endpoint-input.ts';

type DownloadButtonProps = {
  endpoint: EndpointDef;
  /** values sent with the download: the searched filters */
  values: Record<string, unknown>;
  /** values of the path's `{name}` placeholders (a download of one record) */
  params?: Record<string, string | number>;
  fileName?: string;
  /** shown as a link (the template link of the upload dialog) */
  link?: boolean;
  children: string;
};

const BYTES_PER_MB = 1024 * 1024;

/** Received bytes in MB with one decimal, the step the button shows (fewer renders than one a chunk). */
const megabytes = (bytes: number): string => (Math.floor((bytes / BYTES_PER_MB) * 10) / 10).toFixed(1);

/**
 * Downloads a file; the button spins until the file is saved or the server says there is nothing, and
 * while the file streams in it says how many MB have arrived (an export of a million rows takes a while).
 */
export function DownloadButton({ endpoint, values, params, fileName, link, children }: DownloadButtonProps) {
  const { t } = useTranslation('listKit');
  const [loading, setLoading] = useState(false);
  const [received, setReceived] = useState<string | null>(null);
  const download = async () => {
    setLoading(true);
    await downloadEndpoint(endpoint, { ...endpointInput(endpoint, values), params }, fileName, {
      onProgress: (bytes) => setReceived(megabytes(bytes)),
    });
    setLoading(false);
    setReceived(null);
  };
  return (
    <Button type={link ? 'link' : 'default'} icon={<DownloadOutlined />} loading={loading} onClick={download}>
      {loading && received !== null ? t('toolbar.received', { size: received }) : children}
    </Button>
  );
}
