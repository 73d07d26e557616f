import type { UserRow } from '@portal/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { fill } from '../../../test/fill.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { supplierUser as storedUser } from '../testing/user-rows.ts';
import { UserFormDialog } from './user-form-dialog.tsx';
import { companyCountRule } from './user-form-values.ts';

const PROPERTIES: Record<string, Array<{ propKey: string; propName: string }>> = {
  companyType: [
    { propKey: 'B', propName: 'Buyer' },
    { propKey: 'S', propName: 'Supplier' },
  ],
  userStatus: [
    { propKey: 'Y', propName: 'Active' },
    { propKey: 'N', propName: 'Inactive' },
  ],
};
const COMPANIES: Record<string, Array<{ key: number; value: string }>> = {
  B: [
    { key: 1, value: 'ADCN' },
    { key: 2, value: 'ADTH' },
  ],
  S: [
    { key: 11, value: 'S100101' },
    { key: 15, value: 'S100105' },
  ],
};

/** Stored with Thai. */
const supplierUser: UserRow = { ...storedUser, language: 'th' };

/** The calls of the user dialog; `saved` collects the bodies of /user/addOrUpdateUser. */
function stubUserDialogApi() {
  const saved: unknown[] = [];
  stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const path = pathname.replace(/^\/api/, '');
    const ok = (data: unknown) => jsonReply({ code: 200, msg: 'Saved successfully', data });
    if (path === '/propertiesInfo/getProperties') return ok(PROPERTIES[searchParams.get('propType') ?? '']);
    if (path === '/company/getCompanyTypeAndCode')
      return ok(COMPANIES[searchParams.get('companyType') ?? '']);
    if (path === '/user/getUserById/7') return ok(supplierUser);
    if (path === '/user/addOrUpdateUser') {
      saved.push(JSON.parse(String(init?.body)));
      return ok(null);
    }
    throw new Error(`unexpected call ${path}`);
  });
  return { saved };
}

type User = ReturnType<typeof userEvent.setup>;

async function pickCompany(user: User, code: string) {
  await user.click(screen.getByRole('combobox', { name: 'Company' }));
  const options = await screen.findAllByText(code, { selector: '.ant-select-item-option-content' });
  await user.click(options.at(-1) as HTMLElement);
}

function companyField(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Company' }).closest('.ant-form-item') as HTMLElement;
}

describe('UserFormDialog (spec 3 §5)', { timeout: 30_000 }, () => {
  it('requires account, name, type and company', async () => {
    const user = userEvent.setup();
    const api = stubUserDialogApi();
    renderWithApp(<UserFormDialog onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Add user' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    for (const message of [
      'Please enter Account',
      'Please enter User Name',
      'Please select User Type',
      'Please select Company',
      // the invitation to set a password goes to this address (issue 15)
      'Please enter Email',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.saved).toEqual([]);
  });

  it('lets a buyer user have several companies and a supplier user exactly one', async () => {
    const user = userEvent.setup();
    const api = stubUserDialogApi();
    renderWithApp(<UserFormDialog onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Add user' });
    expect(screen.getByRole('combobox', { name: 'Company' })).toBeDisabled();

    await user.click(await screen.findByRole('radio', { name: 'Buyer' }));
    await pickCompany(user, 'ADCN');
    await pickCompany(user, 'ADTH');
    expect(within(companyField()).getByText('ADCN')).toBeInTheDocument();
    expect(within(companyField()).getByText('ADTH')).toBeInTheDocument();

    // another type empties the companies: its options are other companies
    await user.click(screen.getByRole('radio', { name: 'Supplier' }));
    await waitFor(() => expect(within(companyField()).queryByText('ADCN')).not.toBeInTheDocument());
    await pickCompany(user, 'S100101');
    await pickCompany(user, 'S100105');
    // a single choice: the second company replaced the first
    expect(within(companyField()).getByTitle('S100105')).toBeInTheDocument();
    expect(within(companyField()).queryByTitle('S100101')).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText('Account'), ' new.supplier ');
    await fill(user, screen.getByLabelText('User Name'), 'Somchai');
    expect(screen.getByTestId('invitation-notice')).toHaveTextContent(
      'an invitation mail with a one-time link to set a password is sent to the email address above',
    );
    await fill(user, screen.getByLabelText('Email'), 'somchai@example.com');
    // no password field: the form says what saving does
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    expect(screen.getByTestId('invitation-notice')).toHaveTextContent(
      'an invitation mail will be sent to somchai@example.com',
    );
    // a new Thai user gets the portal and the mails in Thai
    await user.click(screen.getByRole('radio', { name: 'ภาษาไทย' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.saved).toEqual([
        {
          userCode: 'new.supplier',
          userName: 'Somchai',
          userType: 'S',
          companyIds: [15],
          language: 'th',
          isEnable: 'Y',
          emailInfo: { email: 'somchai@example.com' },
          telephone: null,
        },
      ]),
    );
  });

  it('refuses a second company for a supplier user (the rule behind the single choice)', async () => {
    const messages = { required: 'none', onlyOne: 'only one' };
    const check = (type: 'B' | 'S', ids: number[]) =>
      companyCountRule(type, messages).validator?.({}, ids, () => undefined);
    await expect(check('S', [11, 15])).rejects.toThrow('only one');
    await expect(check('S', [])).rejects.toThrow('none');
    await expect(check('S', [11])).resolves.toBeUndefined();
    await expect(check('B', [1, 2])).resolves.toBeUndefined();
  });

  it('refuses a malformed account, email and telephone', async () => {
    const user = userEvent.setup();
    stubUserDialogApi();
    renderWithApp(<UserFormDialog onClose={vi.fn()} />);
    await fill(user, await screen.findByLabelText('Account'), 'li wei');
    await fill(user, screen.getByLabelText('Email'), 'li.wei@');
    await fill(user, screen.getByLabelText('Telephone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Letters, digits and . _ @ - only')).toBeInTheDocument();
    expect(screen.getByText('The email format is incorrect')).toBeInTheDocument();
    expect(screen.getByText('The phone number format is incorrect')).toBeInTheDocument();
  });

  it('edits a user with the account disabled, keeps its stored language, and clears an emptied email', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubUserDialogApi();
    const onClose = vi.fn();
    renderWithApp(<UserFormDialog user={{ userId: 7 }} onClose={onClose} />);
    const account = await screen.findByLabelText('Account');
    expect(account).toHaveValue('supplier.a');
    expect(account).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'ภาษาไทย' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '中文' })).not.toBeChecked();
    // an existing user is invited no more
    expect(screen.queryByTestId('invitation-notice')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await user.click(await screen.findByRole('radio', { name: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.saved).toEqual([
        {
          userId: 7,
          userCode: 'supplier.a',
          userName: 'Li Wei',
          userType: 'S',
          companyIds: [11],
          language: 'th',
          isEnable: 'N',
          emailInfo: null,
          telephone: null,
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Saved successfully');
  });
});
