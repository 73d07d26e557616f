import { type ReconciliationRow, reconciliationEndpoints } from '@portal/contract/reconciliation';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { handAsnToWizard } from '../../../platform/session/asn-handoff.ts';
import { ASN_WIZARD_PATH } from '../../asn/components/asn-screens.ts';
import type { ReconciliationPageInput } from '../api/get-reconciliation-page.ts';
import { type DrawerAsn, ReconciliationDrawer } from '../components/reconciliation-drawer.tsx';
import { reconciliationListScreen } from '../components/reconciliation-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { reconciliationListScreen } from '../components/reconciliation-list-screen.ts';

const TOOLBAR: readonly ToolbarItem<ReconciliationRow, ReconciliationPageInput>[] = [
  { kind: 'download', endpoint: reconciliationEndpoints.download },
];

/**
 * /asnReconciliation (ours, issue 16): ASNs whose receipts differ from what was shipped, AsnReconciliation.xlsx
 * of the searched filters, a drawer with the ASN part by part, and the ASN's own view (read-only in the
 * wizard, as the ASN history opens it).
 */
export function ReconciliationPage() {
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState<DrawerAsn | null>(null);
  const actions = useMemo<RowAction<ReconciliationRow>[]>(
    () => [
      { key: 'lines', label: 'actions.lines', onClick: (row) => setDrawer(row) },
      {
        key: 'viewAsn',
        label: 'actions.viewAsn',
        onClick: (row) => {
          handAsnToWizard({ asnHistory: true, asnHeaderId: row.asnHeaderId });
          navigate(ASN_WIZARD_PATH);
        },
      },
    ],
    [navigate],
  );
  return (
    <>
      <ListPage
        {...reconciliationListScreen}
        ns="reconciliation"
        rowKey="discrepancyId"
        toolbar={TOOLBAR}
        actions={actions}
      />
      {drawer && <ReconciliationDrawer asn={drawer} onClose={() => setDrawer(null)} />}
    </>
  );
}
