import { type CompanyRow, companiesEndpoints } from '@portal/contract/companies';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { addButton } from '../../../components/list-kit/toolbar/add-button.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import type { CompanyPageInput } from '../api/get-company-page.ts';
import { CompanyFormDialog } from '../components/company-form-dialog.tsx';
import { companyListScreen } from '../components/company-list-screen.ts';
import { PlantListDialog } from '../components/plant-list-dialog.tsx';
import { TaxInfoDialog } from '../components/tax-info-dialog.tsx';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { companyListScreen } from '../components/company-list-screen.ts';

const TIMELINE: TimelineOf<CompanyRow> = {
  recordType: 'company',
  recordId: (company) => company.companyId,
  name: (company) => company.companyCode,
};

/** The dialog open on the screen, if any; `add` has no row. */
type Dialog = { kind: 'add' } | { kind: 'edit' | 'plants' | 'tax'; company: CompanyRow } | undefined;

/** /companyMgt: company management list with the add/edit, plant list and tax dialogs (spec 3 §2.4) and Companies.xlsx. */
export function CompanyListPage() {
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const history = useTimeline(TIMELINE);

  const toolbar = useMemo<ToolbarItem<CompanyRow, CompanyPageInput>[]>(
    () => [
      addButton(() => setDialog({ kind: 'add' })),
      { kind: 'download', endpoint: companiesEndpoints.download },
    ],
    [],
  );
  const actions = useMemo<RowAction<CompanyRow>[]>(
    () => [
      { key: 'edit', label: 'actions.edit', onClick: (company) => setDialog({ kind: 'edit', company }) },
      {
        key: 'plants',
        label: 'actions.plants',
        onClick: (company) => setDialog({ kind: 'plants', company }),
      },
      {
        key: 'tax',
        label: 'actions.tax',
        // spec 3 §6: the Tax info action appears only for buyer companies
        visible: (company) => company.companyType === 'B',
        onClick: (company) => setDialog({ kind: 'tax', company }),
      },
      ...history.actions,
    ],
    [history.actions],
  );

  return (
    <>
      <ListPage
        {...companyListScreen}
        ns="companies"
        rowKey="companyId"
        toolbar={toolbar}
        actions={actions}
      />
      {dialog?.kind === 'add' && <CompanyFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <CompanyFormDialog company={dialog.company} onClose={close} />}
      {dialog?.kind === 'plants' && <PlantListDialog company={dialog.company} onClose={close} />}
      {dialog?.kind === 'tax' && <TaxInfoDialog company={dialog.company} onClose={close} />}
      {history.drawer}
    </>
  );
}
