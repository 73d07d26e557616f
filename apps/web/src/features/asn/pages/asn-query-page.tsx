import { type AsnRow, asnEndpoints } from '@portal/contract/asn';
import { useEffect, useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import { forgetAsnNoForHistory, readAsnNoForHistory } from '../../../platform/session/asn-handoff.ts';
import type { AsnPageInput } from '../api/get-asn-page.ts';
import { ASN_TABLE_HEIGHT } from '../components/asn-screens.ts';
import { asnHistoryListScreen } from '../components/history-list-screen.ts';
import { historyPresets } from '../components/history-presets.ts';
import { useHistoryActions } from '../components/use-history-actions.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { asnHistoryListScreen, asnHistoryOpeningPresets } from '../components/history-list-screen.ts';

const TIMELINE: TimelineOf<AsnRow> = {
  recordType: 'asn',
  recordId: (row) => row.asnHeaderId,
  name: (row) => row.asnNo,
};

const TOOLBAR: ToolbarItem<AsnRow, AsnPageInput>[] = [{ kind: 'download', endpoint: asnEndpoints.download }];

/**
 * /asnQuery: the ASN history. A `status` in the address (Failed from the dashboard) searches like any
 * filter in the address; an ASN number stored by another screen presets the search of this visit.
 */
export function AsnQueryPage() {
  // read once: the stored number presets this visit only
  const [asnNo] = useState(readAsnNoForHistory);
  useEffect(forgetAsnNoForHistory, []);
  const presets = useMemo(() => historyPresets(asnNo), [asnNo]);
  const rowActions = useHistoryActions();
  const history = useTimeline(TIMELINE);
  const actions = useMemo(() => [...rowActions, ...history.actions], [rowActions, history.actions]);
  return (
    <>
      <ListPage
        {...asnHistoryListScreen}
        ns="asn"
        rowKey="asnHeaderId"
        scrollY={ASN_TABLE_HEIGHT}
        toolbar={TOOLBAR}
        actions={actions}
        presetValues={presets}
      />
      {history.drawer}
    </>
  );
}
