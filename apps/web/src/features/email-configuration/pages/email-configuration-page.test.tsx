import type { EmailConfigurationRow } from '@portal/contract/email-configuration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clickRowAction, rowActionLabels } from '../../../components/list-kit/testing/row-actions.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInAs, signInWithRole } from '../../../test/sign-in-as.ts';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
import { EmailConfigurationPage } from './email-configuration-page.tsx';

const active: EmailConfigurationRow = {
  emailConfigurationId: 1,
  buyerCompanyId: 1,
  buyerCompanyCode: 'ADCN',
  alertType: 'scheduleReleased',
  emailAlertContent: 'Notify the supplier when a new delivery schedule is released',
  configStatus: 'Active',
};
const inactive: EmailConfigurationRow = {
  ...active,
  emailConfigurationId: 2,
  alertType: 'asnFailed',
  emailAlertContent: 'Notify the supplier when an ASN fails',
  configStatus: 'Inactive',
};

const STATUS = '/emailConfiguration/status';
const TEST_MAIL = '/emailConfiguration/2/testMail';

/** The list (its rows under `data`, as the spec writes it) and the status switch (see stubPortalApi). */
function stubApi() {
  return stubPortalApi(
    {},
    {
      '/emailConfiguration/query': { data: { data: [active, inactive], total: 2, pages: 1 } },
      [STATUS]: { msg: 'Deactivated successfully' },
      [TEST_MAIL]: {
        msg: 'A test mail of this alert is on its way to admin@example.com',
        data: { recipient: 'admin@example.com' },
      },
    },
  );
}

function rowOf(text: string): HTMLElement {
  return screen.getByText(text, { selector: 'td' }).closest('tr') as HTMLElement;
}

describe('EmailConfigurationPage', { timeout: 30_000 }, () => {
  it('offers Inactive and Config on Active rows, Active on Inactive rows, to a buyer holding emailConfigaration', async () => {
    signInAs('B', ['emailConfigaration']);
    stubApi();
    renderWithApp(<EmailConfigurationPage />);
    await screen.findByText(active.emailAlertContent, { selector: 'td' });
    expect(await rowActionLabels(rowOf(active.emailAlertContent))).toEqual([
      'Inactive',
      'Config',
      'Test mail',
      'History',
    ]);
    expect(await rowActionLabels(rowOf(inactive.emailAlertContent))).toEqual([
      'Active',
      'Test mail',
      'History',
    ]);
  });

  it("sends a test mail of the row's alert and says where it went", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('B', ['emailConfigaration']);
    const api = stubApi();
    renderWithApp(<EmailConfigurationPage />);
    await screen.findByText(inactive.emailAlertContent, { selector: 'td' });
    await user.click(within(rowOf(inactive.emailAlertContent)).getByRole('button', { name: 'Test mail' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('A test mail of this alert is on its way to admin@example.com'),
    );
    expect(api.paths().filter((path) => path !== '/emailConfiguration/query')).toEqual([TEST_MAIL]);
  });

  it('hides Config from a buyer without the emailConfigaration permission', async () => {
    signInAs('B', []);
    stubApi();
    renderWithApp(<EmailConfigurationPage />);
    await screen.findByText(active.emailAlertContent, { selector: 'td' });
    expect(within(rowOf(active.emailAlertContent)).queryByRole('button', { name: 'Config' })).toBeNull();
    expect(within(rowOf(active.emailAlertContent)).queryByRole('button', { name: 'Test mail' })).toBeNull();
  });

  it('asks before switching an alert Inactive, then sends the opposite status and shows the message', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('B', ['emailConfigaration']);
    const api = stubApi();
    renderWithApp(<EmailConfigurationPage />);
    await screen.findByText(active.emailAlertContent, { selector: 'td' });
    await user.click(within(rowOf(active.emailAlertContent)).getByRole('button', { name: 'Inactive' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.bodiesOf(STATUS)).toEqual([{ emailConfigurationId: 1, configStatus: 'Inactive' }]),
    );
    // nothing else was written
    expect(api.paths().filter((path) => path !== '/emailConfiguration/query')).toEqual([STATUS]);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deactivated successfully'));
  });

  it('fixes the supplier code of a supplier user and offers no status actions', async () => {
    signInAs('S', []);
    const api = stubApi();
    renderWithApp(<EmailConfigurationPage />);
    await screen.findByText(active.emailAlertContent, { selector: 'td' });
    const supplierCode = screen.getByRole('textbox', { name: 'Supplier Code' });
    expect(supplierCode).toBeDisabled();
    expect(supplierCode).toHaveValue('S100101');
    expect(api.bodiesOf('/emailConfiguration/query')[0]).toMatchObject({ supplierCode: ['S100101'] });
    expect(within(rowOf(active.emailAlertContent)).queryAllByRole('button')).toEqual([]);
  });

  it("opens an alert's history for a buyer; a supplier is offered none (the buyer's administration)", async () => {
    signInWithRole('SupperAdmin');
    const api = stubPortalApi(
      {},
      {
        '/emailConfiguration/query': { data: { data: [active, inactive], total: 2, pages: 1 } },
        '/auditLog/timeline': { data: { data: [], total: 0, pages: 0 } },
      },
    );
    const view = renderWithApp(<EmailConfigurationPage />);
    await screen.findByText(inactive.emailAlertContent, { selector: 'td' });
    await clickRowAction(rowOf(inactive.emailAlertContent), 'History');
    expect(await screen.findByText(`History of ADCN ${inactive.emailAlertContent}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodiesOf('/auditLog/timeline')).toEqual([
        { recordType: 'emailConfiguration', recordId: 2, pageNo: 1, size: 20 },
      ]),
    );
    view.unmount();

    signInWithRole('Supplier');
    stubApi();
    renderWithApp(<EmailConfigurationPage />);
    await screen.findByText(active.emailAlertContent, { selector: 'td' });
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
    expect(within(rowOf(active.emailAlertContent)).queryAllByRole('button')).toEqual([]);
  });
});
