import { FileAddOutlined } from '@ant-design/icons';
import { type GrRow, grEndpoints } from '@portal/contract/gr';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { handAsnToWizard } from '../../../platform/session/asn-handoff.ts';
import { useIsSupplier } from '../../../platform/session/use-login-info.ts';
import { ASN_WIZARD_PATH } from '../../asn/components/asn-screens.ts';
import type { GrPageInput } from '../api/get-gr-page.ts';
import { grSelectionProblem } from '../components/asn-selection.ts';
import { grListScreen } from '../components/gr-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { grListScreen } from '../components/gr-list-screen.ts';

type Toolbar = ToolbarItem<GrRow, GrPageInput>[];

/**
 * /gr: goods receipts of the caller's scope (spec 2 §2), with GR.xlsx of the searched filters. A supplier
 * chooses receipts and sends them to ASN creation (the wizard opens on them, spec 2 §2 "GR to ASN").
 */
export function GrPage() {
  const { t } = useTranslation('asn');
  const navigate = useNavigate();
  const isSupplier = useIsSupplier();
  const screen = useMemo(() => grListScreen(isSupplier), [isSupplier]);

  const toolbar = useMemo<Toolbar>(() => {
    const download: Toolbar[number] = { kind: 'download', endpoint: grEndpoints.download };
    if (!isSupplier) return [download];
    const toAsn = (rows: readonly GrRow[]) => {
      const problem = grSelectionProblem(rows);
      if (problem) return notifier.warning(t(`rules.${problem}`));
      handAsnToWizard({ asnHistory: false, grIds: rows.map((row) => row.grId) });
      navigate(ASN_WIZARD_PATH);
    };
    return [
      {
        kind: 'button',
        key: 'createAsn',
        label: 'actions.createAsn',
        icon: <FileAddOutlined />,
        primary: true,
        permission: 'createAsn',
        onClick: ({ selectedRows }) => toAsn(selectedRows),
      },
      download,
    ];
  }, [isSupplier, navigate, t]);

  return (
    <ListPage
      {...screen}
      ns="gr"
      rowKey="grId"
      toolbar={toolbar}
      rowSelection={isSupplier ? {} : undefined}
    />
  );
}
