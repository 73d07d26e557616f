import type { CompanyRow } from '@portal/contract/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clickRowAction, rowActionLabels } from '../../../components/list-kit/testing/row-actions.ts';
import { tableHeader, tableHeaders } from '../../../components/list-kit/testing/table-header.ts';
import { findDialog } from '../../../test/dialog.ts';
import { offeredPageSizes, SYSTEM_PAGE_SIZES } from '../../../test/page-sizes.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
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

const supplier: CompanyRow = {
  ...buyer,
  companyId: 11,
  companyCode: 'S100101',
  companyName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
  companyType: 'S',
  i18nCompanyType: 'Supplier',
  isCreateLabel: null,
  isCreateInvoice: null,
  referCompanyCode: null,
};

/** The company list call and the companyType property list, as the server answers them. */
function stubCompanyApi(rows: CompanyRow[] = [buyer]) {
  const bodies: Record<string, unknown>[] = [];
  const fetchMock = stubFetch((url, init) => {
    if (url.includes('/propertiesInfo/getProperties')) {
      const data = [
        { propKey: 'B', propName: 'Buyer' },
        { propKey: 'S', propName: 'Supplier' },
      ];
      return jsonReply({ code: 200, msg: 'ok', data });
    }
    bodies.push(JSON.parse(String(init?.body)));
    return jsonReply({ code: 200, msg: 'ok', data: { data: rows, total: rows.length, pages: 1 } });
  });
  return { fetchMock, last: () => bodies[bodies.length - 1] };
}

describe('CompanyListPage', { timeout: 30_000 }, () => {
  it('shows the companies with translated headers and flags', async () => {
    const api = stubCompanyApi();
    renderWithApp(<CompanyListPage />);
    const row = (await screen.findByText('ADCN', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Asia/Shanghai')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(within(row).getByText('No')).toBeInTheDocument();
    expect(tableHeaders('Reference Company Code').length).toBeGreaterThan(0);
    expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC' });
    const urls = api.fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/company/pageQuery');
  });

  it('searches several codes, a name and a type', async () => {
    const user = userEvent.setup();
    const api = stubCompanyApi();
    renderWithApp(<CompanyListPage />);
    await screen.findByText('ADCN', { selector: 'td' });
    await user.type(screen.getByRole('textbox', { name: 'Company Code' }), 'ADCN；ADTH');
    await user.type(screen.getByRole('textbox', { name: 'Company Name' }), 'Adient');
    await user.click(screen.getByRole('combobox', { name: 'Company Type' }));
    await user.click(await screen.findByText('Supplier', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.last()).toEqual({
        pageNo: 1,
        size: 10,
        sort: 'ASC',
        companyCodeList: ['ADCN', 'ADTH'],
        companyName: 'Adient',
        companyType: 'S',
      }),
    );
  });

  it('sorts the type column on companyType', async () => {
    const user = userEvent.setup();
    const api = stubCompanyApi();
    renderWithApp(<CompanyListPage />);
    await screen.findByText('ADCN', { selector: 'td' });
    await user.click(tableHeader('Company Type'));
    await waitFor(() => expect(api.last()).toMatchObject({ sortName: 'companyType', sort: 'ASC' }));
  });

  it('offers Tax info on buyer companies only, besides Edit, Plants and History', async () => {
    stubCompanyApi([buyer, supplier]);
    renderWithApp(<CompanyListPage />);
    const buyerRow = (await screen.findByText('ADCN', { selector: 'td' })).closest('tr') as HTMLElement;
    const supplierRow = screen.getByText('S100101', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(await rowActionLabels(buyerRow)).toEqual(['Edit', 'Plants', 'Tax info', 'History']);
    expect(await rowActionLabels(supplierRow)).toEqual(['Edit', 'Plants', 'History']);
  });

  it('offers the page sizes of the company table', async () => {
    const user = userEvent.setup();
    stubCompanyApi();
    const { container } = renderWithApp(<CompanyListPage />);
    await screen.findByText('ADCN', { selector: 'td' });
    expect(await offeredPageSizes(user, container)).toEqual(SYSTEM_PAGE_SIZES);
  });

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
