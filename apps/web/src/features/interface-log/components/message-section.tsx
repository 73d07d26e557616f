import { interfaceLogEndpoints, type MessageKind } from '@portal/contract/interface-log';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/list-kit/toolbar/download-button.tsx';
import { MessageBlock } from './message-block.tsx';
import { prettyBody } from './pretty-body.ts';

type MessageSectionProps = { id: number; kind: MessageKind; body: string | null };

/** The request or response of a call: pretty-printed when JSON, downloadable as XML (InterfaceMessage.xml). */
export function MessageSection({ id, kind, body }: MessageSectionProps) {
  const { t } = useTranslation('interfaceLog');
  return (
    <section aria-label={t(`view.${kind}`)}>
      <Flex justify="space-between" align="center" style={{ margin: '12px 0 6px' }}>
        <Typography.Text strong>{t(`view.${kind}`)}</Typography.Text>
        {body !== null && (
          <DownloadButton endpoint={interfaceLogEndpoints.download} params={{ id }} values={{ type: kind }}>
            {t(`view.download.${kind}`)}
          </DownloadButton>
        )}
      </Flex>
      {body === null ? (
        <Typography.Text type="secondary">{t('view.noMessage')}</Typography.Text>
      ) : (
        <MessageBlock text={prettyBody(body)} testId={`interface-message-${kind}`} />
      )}
    </section>
  );
}
