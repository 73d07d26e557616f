import type { CompanyRow } from '@portal/contract/companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rowActionLabels } from '../../../components/list-kit/testing/row-actions.ts';
import { tableHeader, tableHeaders } from '../../../components/list-kit/testing/table-header.ts';
import { downloadUrl } from '../../../test/download-url.ts';
import { offeredPageSizes, SYSTEM_PAGE_SIZES } from '../../../test/page-sizes.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
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

  it('downloads Companies.xlsx with the searched codes and type', async () => {
    const user = userEvent.setup();
    const api = stubCompanyApi();
    renderWithApp(<CompanyListPage />);
    await screen.findByText('ADCN', { selector: 'td' });
    await user.type(screen.getByRole('textbox', { name: 'Company Code' }), 'ADCN,ADTH');
    await user.click(screen.getByRole('combobox', { name: 'Company Type' }));
    await user.click(await screen.findByText('Buyer', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.last()).toMatchObject({ companyType: 'B' }));
    const url = await downloadUrl(user);
    expect(url.pathname).toBe('/api/company/download');
    expect(url.searchParams.getAll('companyCodeList')).toEqual(['ADCN', 'ADTH']);
    expect(url.searchParams.get('companyType')).toBe('B');
    expect(url.searchParams.has('pageNo')).toBe(false);
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
});
