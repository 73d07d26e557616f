import { type AsnRow, asnEndpoints } from '@portal/contract/asn';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { forgetAsnNoForHistory, readAsnNoForHistory } from '../../../platform/session/asn-handoff.ts';
import { type AsnPageInput, getAsnPageQueryOptions } from '../api/get-asn-page.ts';
import { ASN_TABLE_HEIGHT } from '../components/asn-screens.ts';
import { asnHistoryColumns } from '../components/history-columns.tsx';
import { historyPresets } from '../components/history-presets.ts';
import { useHistoryActions } from '../components/use-history-actions.ts';

const TOOLBAR: ToolbarItem<AsnRow, AsnPageInput>[] = [{ kind: 'download', endpoint: asnEndpoints.download }];

function AsnHistory({ address }: { address: string }) {
  // read once: the stored number presets this visit only
  const [asnNo] = useState(readAsnNoForHistory);
  useEffect(forgetAsnNoForHistory, []);
  const presets = useMemo(() => historyPresets(new URLSearchParams(address), asnNo), [address, asnNo]);
  const actions = useHistoryActions();
  return (
    <ListPage
      ns="asn"
      columns={asnHistoryColumns}
      queryOptions={getAsnPageQueryOptions}
      rowKey="asnHeaderId"
      scrollY={ASN_TABLE_HEIGHT}
      toolbar={TOOLBAR}
      actions={actions}
      presetValues={presets}
    />
  );
}

/**
 * /asnQuery: the ASN history. A `status` in the address (Failed from the dashboard) or an ASN number stored
 * by another screen presets the search; another link opens the screen afresh.
 */
export function AsnQueryPage() {
  const [params] = useSearchParams();
  const address = params.toString();
  return <AsnHistory key={address} address={address} />;
}
