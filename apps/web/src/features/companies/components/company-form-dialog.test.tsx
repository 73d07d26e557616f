import type { CompanyRow } from '@portal/contract/companies';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { fill } from '../../../test/fill.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { CompanyFormDialog } from './company-form-dialog.tsx';

const supplier: CompanyRow = {
  companyId: 11,
  companyCode: 'S100101',
  companyName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
  companyType: 'S',
  i18nCompanyType: 'Supplier',
  address: 'Ningbo',
  timeZone: 'Asia/Shanghai',
  overdueDay: 3,
  country: 'CN',
  tradingPartnerId: null,
  prefixNo: 'NJ',
  isCreateLabel: null,
  isCreateInvoice: null,
  referCompanyCode: null,
  dbCode: null,
  labelPrinterDpi: null,
  updatedAt: '2026-11-23 10:39',
};

const buyer: CompanyRow = {
  ...supplier,
  companyId: 12,
  companyCode: 'ADTH',
  companyName: 'Adient Seating (Thailand) Co., Ltd.',
  companyType: 'B',
  i18nCompanyType: 'Buyer',
  timeZone: 'Asia/Bangkok',
  country: 'TH',
  tradingPartnerId: 'TP-ADTH',
  isCreateLabel: 'Y',
  isCreateInvoice: 'Y',
  referCompanyCode: 'ADTH',
  labelPrinterDpi: 203,
};

const PROPERTIES: Record<string, Array<{ propKey: string; propName: string }>> = {
  companyType: [
    { propKey: 'B', propName: 'Buyer' },
    { propKey: 'S', propName: 'Supplier' },
  ],
};
const COUNTRIES = [
  { countryCode: 'CN', countryName: 'China' },
  { countryCode: 'TH', countryName: 'Thailand' },
];

/** The calls of the company dialog; `saved` collects the bodies of /company/addOrEdit. */
function stubCompanyDialogApi() {
  const saved: unknown[] = [];
  stubFetch((url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const path = pathname.replace(/^\/api/, '');
    const ok = (data: unknown) => jsonReply({ code: 200, msg: 'Saved successfully', data });
    if (path === '/propertiesInfo/getProperties') return ok(PROPERTIES[searchParams.get('propType') ?? '']);
    if (path === '/country/getCountryList') return ok(COUNTRIES);
    if (path === '/company/get/11') return ok(supplier);
    if (path === '/company/get/12') return ok(buyer);
    if (path === '/company/addOrEdit') {
      saved.push(JSON.parse(String(init?.body)));
      return ok(null);
    }
    throw new Error(`unexpected call ${path}`);
  });
  return { saved };
}

const BUYER_ONLY_LABELS = [
  'Trading Partner ID',
  'Reference Company Code',
  'Create Label',
  'Create Invoice',
  'DB Code',
  'Label Printer Resolution',
];

async function chooseType(user: ReturnType<typeof userEvent.setup>, type: 'Buyer' | 'Supplier') {
  await user.click(await screen.findByRole('radio', { name: type }));
}

describe('CompanyFormDialog (spec 3 §3, §5)', { timeout: 30_000 }, () => {
  it('shows the buyer-only fields for a buyer and hides them for a supplier', async () => {
    const user = userEvent.setup();
    stubCompanyDialogApi();
    renderWithApp(<CompanyFormDialog onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Add company' });
    for (const label of BUYER_ONLY_LABELS) expect(screen.getByText(label)).toBeInTheDocument();
    await chooseType(user, 'Supplier');
    for (const label of BUYER_ONLY_LABELS) expect(screen.queryByText(label)).not.toBeInTheDocument();
    await chooseType(user, 'Buyer');
    expect(screen.getByText('Trading Partner ID')).toBeInTheDocument();
  });

  it('requires the buyer fields and the time zone for a buyer only', async () => {
    const user = userEvent.setup();
    const api = stubCompanyDialogApi();
    renderWithApp(<CompanyFormDialog onClose={vi.fn()} />);
    await screen.findByRole('dialog', { name: 'Add company' });
    await user.click(screen.getByRole('button', { name: 'OK' }));
    for (const message of [
      'Please enter Company Code',
      'Please enter Company Name',
      'Please select Country',
      'Please select Time Zone',
      'Please enter Number Prefix',
      'Please enter Trading Partner ID',
      'Please enter Reference Company Code',
      'Please select Create Label',
      'Please select Create Invoice',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();

    await chooseType(user, 'Supplier');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Please select Time Zone')).not.toBeInTheDocument());
    expect(screen.getByText('Please enter Company Code')).toBeInTheDocument();
    expect(api.saved).toEqual([]);
  });

  it('refuses a company code with characters outside letters, digits and . _ -', async () => {
    const user = userEvent.setup();
    stubCompanyDialogApi();
    renderWithApp(<CompanyFormDialog onClose={vi.fn()} />);
    await fill(user, await screen.findByLabelText('Company Code'), 'S 1|2');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Letters, digits and . _ - only')).toBeInTheDocument();
  });

  it('edits a supplier: code and type fixed, no buyer fields sent, closes with the server message', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubCompanyDialogApi();
    const onClose = vi.fn();
    renderWithApp(<CompanyFormDialog company={{ companyId: 11 }} onClose={onClose} />);
    const code = await screen.findByLabelText('Company Code');
    expect(code).toHaveValue('S100101');
    expect(code).toBeDisabled();
    // the type options arrive with their own call, after the company itself
    expect(await screen.findByRole('radio', { name: 'Supplier' })).toBeDisabled();
    expect(screen.queryByText('Trading Partner ID')).not.toBeInTheDocument();

    const name = screen.getByLabelText('Company Name');
    await fill(user, name, 'Ningbo Jiali Stamping');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.saved).toEqual([
        {
          companyId: 11,
          companyCode: 'S100101',
          companyName: 'Ningbo Jiali Stamping',
          companyType: 'S',
          country: 'CN',
          timeZone: 'Asia/Shanghai',
          address: 'Ningbo',
          overdueDay: 3,
          prefixNo: 'NJ',
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Saved successfully');
  });

  it("edits a buyer's label printer resolution: its 203 dpi shown, 300 dpi sent when chosen", async () => {
    const user = userEvent.setup();
    const api = stubCompanyDialogApi();
    renderWithApp(<CompanyFormDialog company={{ companyId: 12 }} onClose={vi.fn()} />);
    expect(await screen.findByLabelText('Company Code')).toHaveValue('ADTH');
    expect(await screen.findByRole('radio', { name: '203 dpi' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '300 dpi' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.saved).toEqual([expect.objectContaining({ companyId: 12, labelPrinterDpi: 300 })]),
    );
  });
});
