import { DownloadOutlined } from '@ant-design/icons';
import { asnEndpoints } from '@portal/contract/asn';
import type { YesNo } from '@portal/contract/common';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEndpoint } from '../../../platform/http/download-endpoint.ts';

type LabelPrintTabProps = { asnHeaderId: number | null; isCreateLabel: YesNo };

function DocumentButton({
  endpoint,
  asnHeaderId,
  children,
}: {
  endpoint: typeof asnEndpoints.downloadLabel | typeof asnEndpoints.downloadDeliveryNote;
  asnHeaderId: number | null;
  children: string;
}) {
  const [loading, setLoading] = useState(false);
  const download = async (id: number) => {
    setLoading(true);
    await downloadEndpoint(endpoint, { params: { asnHeaderId: id } });
    setLoading(false);
  };
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={loading}
      disabled={asnHeaderId === null}
      onClick={() => asnHeaderId !== null && void download(asnHeaderId)}
    >
      {children}
    </Button>
  );
}

/** Tab labelPrint: the package labels (when the ASN prints them) and the delivery note, once saved. */
export function LabelPrintTab({ asnHeaderId, isCreateLabel }: LabelPrintTabProps) {
  const { t } = useTranslation('asn');
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t(asnHeaderId === null ? 'wizard.saveFirst' : 'wizard.printHint')}
      </Typography.Text>
      <Flex gap={12} wrap>
        {isCreateLabel === 'Y' && (
          <DocumentButton endpoint={asnEndpoints.downloadLabel} asnHeaderId={asnHeaderId}>
            {t('actions.label')}
          </DocumentButton>
        )}
        <DocumentButton endpoint={asnEndpoints.downloadDeliveryNote} asnHeaderId={asnHeaderId}>
          {t('actions.deliveryNote')}
        </DocumentButton>
      </Flex>
    </Flex>
  );
}
