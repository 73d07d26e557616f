import type { EmailConfigurationRow } from '@portal/contract/email-configuration';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import { useIsSupplier } from '../../../platform/session/use-login-info.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';
import { useUpdateEmailConfigurationStatus } from '../api/update-email-configuration-status.ts';
import { emailConfigurationListScreen } from '../components/email-configuration-list-screen.ts';
import { SupplierTransferDialog } from '../components/supplier-transfer-dialog.tsx';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { emailConfigurationListScreen } from '../components/email-configuration-list-screen.ts';

const TIMELINE: TimelineOf<EmailConfigurationRow> = {
  recordType: 'emailConfiguration',
  recordId: (row) => row.emailConfigurationId,
  name: (row) => `${row.buyerCompanyCode} ${row.emailAlertContent}`,
};

/**
 * /emailConfiguration: the email alerts of the buyer companies. Inactive on Active rows and Active on
 * Inactive rows (buyers; the server refuses suppliers), Config on Active rows and Test mail (to the user's
 * own address) for buyers holding emailConfigaration.
 */
export function EmailConfigurationPage() {
  const isSupplier = useIsSupplier();
  const toggle = useUpdateEmailConfigurationStatus();
  const testMail = useSendTestMail();
  const [configuring, setConfiguring] = useState<EmailConfigurationRow | null>(null);
  const history = useTimeline(TIMELINE);

  // suppliers only read: no status actions, and Config needs a permission they never hold
  const actions = useMemo<RowAction<EmailConfigurationRow>[]>(() => {
    const config: RowAction<EmailConfigurationRow> = {
      key: 'config',
      label: 'actions.config',
      permission: 'emailConfigaration',
      visible: (row) => row.configStatus === 'Active',
      onClick: setConfiguring,
    };
    if (isSupplier) return [config, ...history.actions];
    return [
      {
        key: 'inactive',
        label: 'actions.inactive',
        danger: true,
        visible: (row) => row.configStatus === 'Active',
        confirm: { question: 'confirm.inactive', cancelled: 'confirm.cancelled' },
        onClick: (row) =>
          toggle.mutate({ emailConfigurationId: row.emailConfigurationId, configStatus: 'Inactive' }),
      },
      {
        key: 'active',
        label: 'actions.active',
        visible: (row) => row.configStatus === 'Inactive',
        confirm: { question: 'confirm.active', cancelled: 'confirm.cancelled' },
        onClick: (row) =>
          toggle.mutate({ emailConfigurationId: row.emailConfigurationId, configStatus: 'Active' }),
      },
      config,
      {
        key: 'testMail',
        label: 'actions.testMail',
        permission: 'emailConfigaration',
        onClick: (row) => testMail.mutate(row.emailConfigurationId),
      },
      ...history.actions,
    ];
  }, [isSupplier, toggle.mutate, testMail.mutate, history.actions]);

  return (
    <>
      <ListPage
        {...emailConfigurationListScreen}
        ns="emailConfiguration"
        rowKey="emailConfigurationId"
        actions={actions}
      />
      {configuring && (
        <SupplierTransferDialog
          key={configuring.emailConfigurationId}
          row={configuring}
          onClose={() => setConfiguring(null)}
        />
      )}
      {history.drawer}
    </>
  );
}
