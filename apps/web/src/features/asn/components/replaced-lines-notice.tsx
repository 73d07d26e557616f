import { asnEndpoints } from '@portal/contract/asn';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import type { AsnWizardData } from '../api/get-asn-wizard-data.ts';

type Props = { data: AsnWizardData; onRefreshed: (data: AsnWizardData) => void };

/**
 * A Draft whose lines a newer release replaced (ours): which lines, and one step that moves them onto the
 * latest release; the server's answer says line by line what changed.
 */
export function ReplacedLinesNotice({ data, onRefreshed }: Props) {
  const { t } = useTranslation('asn');
  const refresh = useMutation({
    mutationFn: (asnHeaderId: number) =>
      callEndpointWithMessage(asnEndpoints.refreshDraftAsn, { query: { asnHeaderId } }),
    onSuccess: ({ data: refreshed, msg }) => {
      notifier.success(msg);
      onRefreshed(refreshed);
    },
  });
  const replaced = data.asnDetails.filter((line) => line.replaced === 'Y');
  const id = data.asnHeader.asnHeaderId;
  if (replaced.length === 0 || id === null || data.asnHeader.status !== 'Draft') return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('wizard.replacedTitle')}
      description={replaced.map((line) => `${line.orderNo}/${line.lineNo} ${line.partNo}`).join(', ')}
      action={
        <Button size="small" loading={refresh.isPending} onClick={() => refresh.mutate(id)}>
          {t('wizard.refreshDraft')}
        </Button>
      }
    />
  );
}
