import type { CompanyTaxInfo } from '@portal/contract/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { fill } from '../../../test/fill.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { TaxInfoDialog } from './tax-info-dialog.tsx';

const TAX_INFO: CompanyTaxInfo = {
  companyId: 1,
  companyCode: 'ADCN',
  companyName: 'Adient Seating (Shanghai) Co., Ltd.',
  taxRate: '13',
  totalAmountTolerance: '1.5',
  unitPriceTolerance: '0.5',
  taxTolerances: [{ currency: 'CNY', toleranceAmount: '0.05' }],
  amountTolerances: [
    { currency: 'CNY', toleranceAmount: '1' },
    { currency: 'USD', toleranceAmount: '0.2' },
  ],
  onTimeEarlyDays: 2,
  onTimeLateDays: 0,
  arrivalGraceHours: 24,
};
const CURRENCIES = [
  { propKey: 'CNY', propName: 'Chinese Yuan' },
  { propKey: 'THB', propName: 'Thai Baht' },
  { propKey: 'USD', propName: 'US Dollar' },
];

function stubTaxApi(saveReply = { code: 200, msg: 'Saved successfully', data: null }) {
  const saved: unknown[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/propertiesInfo/getProperties') return jsonReply({ code: 200, msg: '', data: CURRENCIES });
    if (path === '/company/getTaxInfo') return jsonReply({ code: 200, msg: '', data: TAX_INFO });
    if (path === '/company/updateCompanyTaxInfo') {
      saved.push(JSON.parse(String(init?.body)));
      return jsonReply(saveReply);
    }
    throw new Error(`unexpected call ${path}`);
  });
  return { saved };
}

type User = ReturnType<typeof userEvent.setup>;

async function openDialog(onClose = vi.fn()) {
  renderWithApp(<TaxInfoDialog company={{ companyId: 1 }} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Tax and tolerance' });
  await within(dialog).findByDisplayValue('13');
  return { dialog, onClose };
}

async function retype(user: User, label: string, value: string) {
  await fill(user, screen.getByLabelText(label), value);
}

/** The list section whose title is `title` (the tables of the tax dialog). */
function listOf(title: string): HTMLElement {
  return screen.getByText(title).closest('.ant-col') as HTMLElement;
}

async function chooseCurrency(user: User, name: string) {
  const entry = screen.getAllByRole('dialog').at(-1) as HTMLElement;
  await user.click(within(entry).getByRole('combobox', { name: 'Currency' }));
  await user.click(await screen.findByText(name, { selector: '.ant-select-item-option-content' }));
}

const entryDialog = () => screen.getAllByRole('dialog').at(-1) as HTMLElement;
const ok = (scope: HTMLElement) => within(scope).getByRole('button', { name: 'OK' });

describe('TaxInfoDialog (spec 3 §5)', { timeout: 30_000 }, () => {
  it('refuses percentages with leading zeros, more than 2 decimals or above 100, and empty ones', async () => {
    const user = userEvent.setup();
    const api = stubTaxApi();
    const { dialog } = await openDialog();
    const rule = 'Enter 0 to 100 without leading zeros, at most 2 decimals';
    for (const bad of ['01', '1.234', '100.5']) {
      await retype(user, 'Tax Rate', bad);
      await user.click(ok(dialog));
      expect(await within(dialog).findByText(rule)).toBeInTheDocument();
    }
    for (const good of ['0', '13.25', '100']) {
      await retype(user, 'Tax Rate', good);
      await waitFor(() => expect(within(dialog).queryByText(rule)).not.toBeInTheDocument());
    }
    await retype(user, 'Unit Price Tolerance', '');
    await user.click(ok(dialog));
    expect(await within(dialog).findByText('Please enter Unit Price Tolerance')).toBeInTheDocument();
    expect(api.saved).toEqual([]);
  });

  it('refuses a tolerance amount with more than 5 decimals and a currency the list already has', async () => {
    const user = userEvent.setup();
    stubTaxApi();
    const { dialog } = await openDialog();
    await user.click(within(listOf('Amount Tolerances')).getByRole('button', { name: /Add/ }));
    await chooseCurrency(user, 'USD US Dollar');
    await fill(user, within(entryDialog()).getByLabelText('Tolerance Amount'), '0.123456');
    await user.click(ok(entryDialog()));
    expect(
      await screen.findByText('This currency is already in the list; each currency may be entered only once'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Enter 0 or a positive number without leading zeros, at most 5 decimals'),
    ).toBeInTheDocument();

    // the same currency is fine in the other list
    await user.click(within(entryDialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(within(listOf('Tax Amount Tolerances')).getByRole('button', { name: /Add/ }));
    await chooseCurrency(user, 'USD US Dollar');
    await fill(user, within(entryDialog()).getByLabelText('Tolerance Amount'), '0.12345');
    await user.click(ok(entryDialog()));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(within(listOf('Tax Amount Tolerances')).getByText('0.12345')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });

  it('edits and deletes entries locally (delete asks first) and saves rates and both lists together', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const info = vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
    const api = stubTaxApi();
    const { dialog, onClose } = await openDialog();

    const usdRow = () => within(listOf('Amount Tolerances')).getByText('USD').closest('tr') as HTMLElement;
    await user.click(within(usdRow()).getByRole('button', { name: 'Delete' }));
    await user.click(within(entryDialog()).getByRole('button', { name: 'Cancel' }));
    expect(info).toHaveBeenCalledWith('Delete cancelled');
    await user.click(within(usdRow()).getByRole('button', { name: 'Delete' }));
    await user.click(ok(entryDialog()));
    await waitFor(() =>
      expect(within(listOf('Amount Tolerances')).queryByText('USD')).not.toBeInTheDocument(),
    );

    const cnyRow = within(listOf('Tax Amount Tolerances')).getByText('CNY').closest('tr') as HTMLElement;
    await user.click(within(cnyRow).getByRole('button', { name: 'Edit' }));
    await retype(user, 'Tolerance Amount', '0.1');
    await user.click(ok(entryDialog()));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(api.saved).toEqual([]);

    await retype(user, 'Tax Rate', '7');
    await retype(user, 'On-time Window: Days Late', '1');
    await user.click(ok(dialog));
    await waitFor(() =>
      expect(api.saved).toEqual([
        {
          companyId: 1,
          taxRate: '7',
          unitPriceTolerance: '0.5',
          totalAmountTolerance: '1.5',
          taxTolerances: [{ currency: 'CNY', toleranceAmount: '0.1' }],
          amountTolerances: [{ currency: 'CNY', toleranceAmount: '1' }],
          onTimeEarlyDays: 2,
          onTimeLateDays: 1,
          arrivalGraceHours: 24,
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Saved successfully');
  });

  it('stays open when the server refuses the save', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    stubTaxApi({ code: 400, msg: 'taxTolerances: the currency XYZ is not a known currency', data: null });
    const { dialog, onClose } = await openDialog();
    await user.click(ok(dialog));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('taxTolerances: the currency XYZ is not a known currency'),
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Tax and tolerance' })).toBeInTheDocument();
  });
});
