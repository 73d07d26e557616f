import { DownloadOutlined } from '@ant-design/icons';
import type { EndpointDef } from '@portal/contract/endpoint';
import { Button } from 'antd';
import { useState } from 'react';
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

/** Downloads a file; the button spins until the file is saved or the server says there is nothing. */
export function DownloadButton({ endpoint, values, params, fileName, link, children }: DownloadButtonProps) {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    await downloadEndpoint(endpoint, { ...endpointInput(endpoint, values), params }, fileName);
    setLoading(false);
  };
  return (
    <Button type={link ? 'link' : 'default'} icon={<DownloadOutlined />} loading={loading} onClick={download}>
      {children}
    </Button>
  );
}
