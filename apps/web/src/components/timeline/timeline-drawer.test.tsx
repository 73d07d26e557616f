import type { AuditEntryRow } from '@portal/contract/audit-log';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { stubPortalApi } from '../../test/stub-portal-api.ts';
import { TimelineDrawer } from './timeline-drawer.tsx';

const TIMELINE = '/auditLog/timeline';

const entry = (id: number, changedAt: string, changes: AuditEntryRow['changes']): AuditEntryRow => ({
  id,
  changedAt,
  actor: 'buyer.sh',
  actorName: 'Li Buyer',
  recordType: 'asn',
  recordTypeView: 'ASN',
  recordId: 12,
  recordKey: 'ASN0001',
  subject: 'Line 1',
  action: 'update',
  actionView: 'Changed',
  changes,
  summary: null,
});

const newest = entry(3, '2026-11-26 10:00:00', [
  { field: 'status', label: 'Status', oldValue: 'Submitted', newValue: 'Success' },
]);
const older = entry(2, '2026-11-25 10:00:00', [
  { field: 'shipQty', label: 'Ship Qty', oldValue: '10', newValue: '12' },
]);
const oldest = entry(1, '2026-11-24 10:00:00', [
  { field: 'status', label: 'Status', oldValue: null, newValue: 'Draft' },
]);

const ASN = { recordType: 'asn', recordId: 12, name: 'ASN0001' } as const;

describe('TimelineDrawer', { timeout: 30_000 }, () => {
  it("asks for the record's timeline, newest first, and loads more on demand", async () => {
    const user = userEvent.setup();
    const api = stubPortalApi(
      {},
      {
        [TIMELINE]: ({ body }) =>
          body.pageNo === 1
            ? { data: { data: [newest, older], total: 3, pages: 2 } }
            : { data: { data: [oldest], total: 3, pages: 2 } },
      },
    );
    renderWithApp(<TimelineDrawer record={ASN} onClose={() => undefined} />);
    expect(await screen.findByText('History of ASN0001')).toBeInTheDocument();
    const entries = await screen.findAllByTestId('timeline-entry');
    expect(entries.map((shown) => shown.textContent)).toEqual([
      '2026-11-26 10:00:00 · Li Buyer (buyer.sh)ChangedLine 1Status: Submitted → Success',
      '2026-11-25 10:00:00 · Li Buyer (buyer.sh)ChangedLine 1Ship Qty: 10 → 12',
    ]);
    expect(screen.getByText('2 of 3 changes')).toBeInTheDocument();
    expect(api.bodiesOf(TIMELINE)).toEqual([{ recordType: 'asn', recordId: 12, pageNo: 1, size: 20 }]);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('timeline-entry')).toHaveLength(3));
    expect(screen.getAllByTestId('timeline-entry')[2]).toHaveTextContent('Status: — → Draft');
    expect(api.bodiesOf(TIMELINE).at(-1)).toEqual({ recordType: 'asn', recordId: 12, pageNo: 2, size: 20 });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when nothing has been recorded for the record', async () => {
    stubPortalApi({}, { [TIMELINE]: { data: { data: [], total: 0, pages: 0 } } });
    renderWithApp(<TimelineDrawer record={ASN} onClose={() => undefined} />);
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
    expect(screen.queryByTestId('timeline-entry')).not.toBeInTheDocument();
  });
});
