import type { EmailConfigurationRow } from '@portal/contract/email-configuration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInAs } from '../../../test/sign-in-as.ts';
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

/** The list (its rows under `data`, as the spec writes it) and the status switch (see stubPortalApi). */
function stubApi() {
  return stubPortalApi(
    {},
    {
      '/emailConfiguration/query': { data: { data: [active, inactive], total: 2, pages: 1 } },
      [STATUS]: { msg: 'Deactivated successfully' },
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
    const activeRow = rowOf(active.emailAlertContent);
    expect(
      within(activeRow)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Inactive', 'Config']);
    const inactiveRow = rowOf(inactive.emailAlertContent);
    expect(
      within(inactiveRow)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Active']);
  });

  it('hides Config from a buyer without the emailConfigaration permission', async () => {
    signInAs('B', []);
    stubApi();
    renderWithApp(<EmailConfigurationPage />);
    await screen.findByText(active.emailAlertContent, { selector: 'td' });
    expect(within(rowOf(active.emailAlertContent)).queryByRole('button', { name: 'Config' })).toBeNull();
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
});
