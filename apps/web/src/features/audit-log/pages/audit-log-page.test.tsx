import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/choose-option.ts';
import { fill } from '../../../test/fill.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInWithRole } from '../../../test/sign-in-as.ts';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
import { partUpload, taxRateChange } from '../testing/audit-entries.ts';
import { AuditLogPage } from './audit-log-page.tsx';

const QUERY = '/auditLog/query';
const DOWNLOAD = '/auditLog/download';

function stubAuditLogApi() {
  return stubPortalApi({}, { [QUERY]: { data: { data: [taxRateChange, partUpload], total: 2, pages: 1 } } });
}

const rowOf = (recordKey: string) =>
  screen.getByText(recordKey, { selector: 'td, td *' }).closest('tr') as HTMLElement;

describe('AuditLogPage', { timeout: 30_000 }, () => {
  it('sends the filters and shows who changed which record, with each field old → new', async () => {
    const user = userEvent.setup();
    signInWithRole('SupperAdmin');
    const api = stubAuditLogApi();
    renderWithApp(<AuditLogPage />, {
      path: '/auditLog',
      entry: '/auditLog?dateStart=2026-11-01&dateEnd=2026-11-26',
    });
    await screen.findByText('ADCN', { selector: 'td, td *' });
    expect(api.bodiesOf(QUERY)[0]).toMatchObject({ dateStart: '20261101', dateEnd: '20261126', pageNo: 1 });

    const company = rowOf('ADCN');
    expect(company).toHaveTextContent('Portal Admin (admin)');
    expect(company).toHaveTextContent('Changed');
    expect(company).toHaveTextContent('Tax Rate: 13 → 9; Currency: — → CNY');
    expect(rowOf('Parts.xlsx')).toHaveTextContent('120 added, 3 changed');

    await fill(user, screen.getByLabelText('User'), 'admin');
    // the record types come from the contract with their labels in the user's language
    await chooseOption(user, screen.getByLabelText('Record Type'), 'Company');
    await fill(user, screen.getByLabelText('Record'), 'ADCN');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(api.bodiesOf(QUERY).at(-1)).toMatchObject({
        actor: 'admin',
        recordType: 'company',
        recordKey: 'ADCN',
        dateStart: '20261101',
        dateEnd: '20261126',
        pageNo: 1,
      }),
    );
  });

  it('downloads AuditLog.xlsx of the searched filters', async () => {
    const user = userEvent.setup();
    signInWithRole('SupperAdmin');
    const api = stubAuditLogApi();
    renderWithApp(<AuditLogPage />, {
      path: '/auditLog',
      entry: '/auditLog?actor=admin&recordType=user&recordKey=supplier.a&dateStart=2026-11-01',
    });
    await screen.findByText('ADCN', { selector: 'td, td *' });
    await user.click(screen.getByRole('button', { name: /Download/ }));
    await waitFor(() =>
      expect(api.queriesOf(DOWNLOAD)).toEqual([
        expect.objectContaining({
          actor: 'admin',
          recordType: 'user',
          recordKey: 'supplier.a',
          dateStart: '20261101',
        }),
      ]),
    );
  });
});
