import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TimelineButton } from '../../../components/timeline/timeline-button.tsx';
import { useBreadcrumbParent } from '../../../platform/navigation/breadcrumb-parent.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import {
  type AsnWizardHandoff,
  handAsnToWizard,
  readAsnWizardHandoff,
} from '../../../platform/session/asn-handoff.ts';
import { type AsnWizardData, getAsnWizardDataQueryOptions } from '../api/get-asn-wizard-data.ts';
import { ASN_CREATE_PATH, ASN_HISTORY_PATH } from '../components/asn-screens.ts';
import { AsnSummary } from '../components/asn-summary.tsx';
import { AsnWizard } from '../components/asn-wizard.tsx';
import { ReplacedLinesNotice } from '../components/replaced-lines-notice.tsx';

/** History of a saved ASN (a new one has no id yet, so no history). */
function AsnTimelineButton({ header }: { header: AsnWizardData['asnHeader'] }) {
  if (header.asnHeaderId === null) return null;
  const name = header.asnNo ?? String(header.asnHeaderId);
  return <TimelineButton record={{ recordType: 'asn', recordId: header.asnHeaderId, name }} />;
}

function Wizard({ handoff }: { handoff: AsnWizardHandoff }) {
  const navigate = useNavigate();
  const loaded = useQuery(getAsnWizardDataQueryOptions(handoff));
  const [saved, setSaved] = useState<AsnWizardData | null>(null);
  // the wizard's form starts from its data: lines a refresh moved give it a new start
  const [refreshes, setRefreshes] = useState(0);
  // spec 2 §8: a load failure returns to the previous page (the HTTP client has shown the error)
  useEffect(() => {
    if (loaded.isError) navigate(-1);
  }, [loaded.isError, navigate]);
  const data = saved ?? loaded.data;
  if (!data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const onSaved = (next: AsnWizardData) => {
    // a reload shows the saved draft instead of creating another one from the same lines
    if (next.asnHeader.asnHeaderId !== null)
      handAsnToWizard({ asnHistory: handoff.asnHistory, asnHeaderId: next.asnHeader.asnHeaderId });
    setSaved(next);
  };
  const onRefreshed = (next: AsnWizardData) => {
    onSaved(next);
    setRefreshes((count) => count + 1);
  };
  return (
    <Flex vertical gap={12}>
      <Card size="small">
        <Flex justify="space-between" align="start" gap={12}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <AsnSummary header={data.asnHeader} />
          </div>
          <AsnTimelineButton header={data.asnHeader} />
        </Flex>
      </Card>
      <ReplacedLinesNotice data={data} onRefreshed={onRefreshed} />
      <AsnWizard key={refreshes} data={data} onSaved={onSaved} />
    </Flex>
  );
}

/**
 * /asnDetail: the ASN the previous screen handed over in the session (spec 2 §2), so a reload shows it
 * again. The breadcrumb reads ASN History from the history flow, otherwise ASN creation.
 */
export function AsnDetailPage() {
  const { t } = useTranslation('asn');
  const navigate = useNavigate();
  const [handoff] = useState(readAsnWizardHandoff);
  useBreadcrumbParent(handoff?.asnHistory ? ASN_HISTORY_PATH : ASN_CREATE_PATH);
  useEffect(() => {
    if (handoff) return;
    notifier.warning(t('rules.selData'));
    navigate(ASN_HISTORY_PATH, { replace: true });
  }, [handoff, navigate, t]);
  return handoff ? <Wizard handoff={handoff} /> : null;
}
