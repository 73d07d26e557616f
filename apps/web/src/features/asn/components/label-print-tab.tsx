import { DownloadOutlined } from '@ant-design/icons';
import { asnEndpoints, type LabelPaper } from '@portal/contract/asn';
import type { YesNo } from '@portal/contract/common';
import { Button, Flex, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadEndpoint } from '../../../platform/http/download-endpoint.ts';

type LabelPrintTabProps = { asnHeaderId: number | null; isCreateLabel: YesNo };

function DocumentButton({
  asnHeaderId,
  download: downloadFor,
  children,
}: {
  asnHeaderId: number | null;
  download: (asnHeaderId: number) => Promise<boolean>;
  children: string;
}) {
  const [loading, setLoading] = useState(false);
  const download = async (id: number) => {
    setLoading(true);
    await downloadFor(id);
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

/**
 * Tab labelPrint: the package labels (when the ASN prints them) on 100 x 150 mm label stock or A4 sheets
 * of four, and the delivery note, once saved.
 */
export function LabelPrintTab({ asnHeaderId, isCreateLabel }: LabelPrintTabProps) {
  const { t } = useTranslation('asn');
  const [paper, setPaper] = useState<LabelPaper>('label');
  const papers = [
    { value: 'label', label: t('wizard.paperLabel') },
    { value: 'a4', label: t('wizard.paperA4') },
  ] satisfies Array<{ value: LabelPaper; label: string }>;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {t(asnHeaderId === null ? 'wizard.saveFirst' : 'wizard.printHint')}
      </Typography.Text>
      <Flex gap={12} wrap>
        {isCreateLabel === 'Y' && (
          <>
            <Radio.Group
              aria-label={t('wizard.paper')}
              optionType="button"
              options={papers}
              value={paper}
              onChange={(event) => setPaper(event.target.value)}
            />
            <DocumentButton
              asnHeaderId={asnHeaderId}
              download={(id) =>
                downloadEndpoint(asnEndpoints.downloadLabel, {
                  params: { asnHeaderId: id },
                  query: { paper },
                })
              }
            >
              {t('actions.label')}
            </DocumentButton>
          </>
        )}
        <DocumentButton
          asnHeaderId={asnHeaderId}
          download={(id) =>
            downloadEndpoint(asnEndpoints.downloadDeliveryNote, { params: { asnHeaderId: id } })
          }
        >
          {t('actions.deliveryNote')}
        </DocumentButton>
      </Flex>
    </Flex>
  );
}
