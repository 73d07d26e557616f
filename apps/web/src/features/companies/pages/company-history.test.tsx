import type { CompanyRow } from '@portal/contract/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clickRowAction } from '../../../components/list-kit/testing/row-actions.ts';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
import { CompanyListPage } from './company-list-page.tsx';

const buyer: CompanyRow = {
  companyId: 1,
  companyCode: 'ADCN',
  companyName: 'Adient Seating (Shanghai) Co., Ltd.',
  companyType: 'B',
  i18nCompanyType: 'Buyer',
  address: null,
  timeZone: 'Asia/Shanghai',
  overdueDay: null,
  country: 'CN',
  tradingPartnerId: null,
  prefixNo: null,
  isCreateLabel: 'Y',
  isCreateInvoice: 'N',
  referCompanyCode: 'ADHQ',
  dbCode: null,
  labelPrinterDpi: 203,
  updatedAt: '2026-11-23 10:39',
};

// the plants and tolerances of a company have no list of their own: their History opens from its dialogs
describe('CompanyListPage: history of plants and tolerances', { timeout: 30_000 }, () => {
  it("opens the history of a company's plant and of its tolerances (named by the company)", async () => {
    const user = userEvent.setup();
    const plant = { plantId: 5, plantCode: 'SH01', plantName: 'Shanghai', address: null, companyId: 1 };
    const api = stubPortalApi(
      {},
      {
        '/company/pageQuery': { data: { data: [buyer], total: 1, pages: 1 } },
        '/plant/getPlantListByCompanyId': { data: [plant] },
        '/auditLog/timeline': { data: { data: [], total: 0, pages: 0 } },
      },
    );
    renderWithApp(<CompanyListPage />);
    const row = (await screen.findByText('ADCN', { selector: 'td' })).closest('tr') as HTMLElement;
    await clickRowAction(row, 'Plants');
    const plants = await findDialog('Plants');
    const plantRow = (await within(plants).findByText('SH01')).closest('tr') as HTMLElement;
    await user.click(within(plantRow).getByRole('button', { name: 'History' }));
    expect(await screen.findByText('History of SH01')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodiesOf('/auditLog/timeline')).toEqual([
        { recordType: 'plant', recordId: 5, pageNo: 1, size: 20 },
      ]),
    );
  });

  it('opens the history of the tolerances from Tax info, named by the company', async () => {
    const user = userEvent.setup();
    const taxInfo = {
      companyId: 1,
      companyCode: 'ADCN',
      companyName: buyer.companyName,
      taxRate: '13',
      totalAmountTolerance: '1',
      unitPriceTolerance: '0.5',
      taxTolerances: [],
      amountTolerances: [],
    };
    const api = stubPortalApi(
      {},
      {
        '/company/pageQuery': { data: { data: [buyer], total: 1, pages: 1 } },
        '/company/getTaxInfo': { data: taxInfo },
        '/auditLog/timeline': { data: { data: [], total: 0, pages: 0 } },
      },
    );
    renderWithApp(<CompanyListPage />);
    const row = (await screen.findByText('ADCN', { selector: 'td' })).closest('tr') as HTMLElement;
    await clickRowAction(row, 'Tax info');
    const tax = await findDialog('Tax and tolerance');
    await user.click(await within(tax).findByRole('button', { name: /History/ }));
    await waitFor(() =>
      expect(api.bodiesOf('/auditLog/timeline')).toEqual([
        { recordType: 'tolerance', recordId: 1, pageNo: 1, size: 20 },
      ]),
    );
  });
});
