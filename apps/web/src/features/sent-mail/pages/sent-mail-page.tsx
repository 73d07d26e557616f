import type { SentMailRow } from '@portal/contract/sent-mail';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { MailBodyDialog } from '../components/mail-body-dialog.tsx';
import { sentMailListScreen } from '../components/sent-mail-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { sentMailListScreen } from '../components/sent-mail-list-screen.ts';

/** /sentMail (ours): the email alerts the portal queued, sent or gave up, each readable in full. */
export function SentMailPage() {
  const [viewing, setViewing] = useState<SentMailRow | null>(null);
  const actions = useMemo<RowAction<SentMailRow>[]>(
    () => [{ key: 'view', label: 'actions.view', onClick: setViewing }],
    [],
  );
  return (
    <>
      <ListPage {...sentMailListScreen} ns="sentMail" rowKey="id" actions={actions} />
      {viewing && <MailBodyDialog mail={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
