import type { RelationshipRow } from '@portal/contract/relationships';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { findDialog } from '../../../test/dialog.ts';
import { downloadUrl } from '../../../test/download-url.ts';
import { offeredPageSizes, SYSTEM_PAGE_SIZES } from '../../../test/page-sizes.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { RelationshipListPage } from './relationship-list-page.tsx';

const active: RelationshipRow = {
  id: 101,
  buyerCompanyId: 1,
  buyerCompanyCode: 'ADCN',
  buyerCompanyName: 'Adient Seating (Shanghai) Co., Ltd.',
  supplierCompanyId: 11,
  supplierCompanyCode: 'S100101',
  supplierCompanyName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
  status: 'A',
  updatedBy: 'system',
  updatedAt: '2026-11-23 10:39',
};
const inactive: RelationshipRow = {
  ...active,
  id: 102,
  supplierCompanyId: 20,
  supplierCompanyCode: 'S100110',
  supplierCompanyName: 'Suzhou Fabric Co., Ltd.',
  status: 'I',
  updatedBy: 'admin',
};

const BUYERS = [
  { companyId: 1, companyCode: 'ADCN', companyName: 'Adient Seating (Shanghai) Co., Ltd.' },
  { companyId: 2, companyCode: 'ADTH', companyName: 'Adient Seating (Thailand) Co., Ltd.' },
];
const SUPPLIERS = [
  { companyId: 11, companyCode: 'S100101', companyName: 'Ningbo Jiali Metal Stamping Co., Ltd.' },
  { companyId: 15, companyCode: 'S100105', companyName: 'Rayong Foam Products Co., Ltd.' },
];

type Reply = { code: number; msg: string; data: null };

/** The relationship calls as the server answers them; `writes` collects the add and toggle bodies. */
function stubRelationshipApi(writeReply: Reply = { code: 200, msg: 'Succeeded', data: null }) {
  const pages: Record<string, unknown>[] = [];
  const writes: Array<{ path: string; body: unknown }> = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/relationship/getAdientCompanyList') return jsonReply({ code: 200, msg: '', data: BUYERS });
    if (path === '/relationship/getSupplierCompanyList')
      return jsonReply({ code: 200, msg: '', data: SUPPLIERS });
    const body = JSON.parse(String(init?.body ?? 'null'));
    if (path === '/relationship/getRelationshipPage') {
      pages.push(body);
      return jsonReply({ code: 200, msg: '', data: { data: [active, inactive], total: 2, pages: 1 } });
    }
    writes.push({ path, body });
    return jsonReply(writeReply);
  });
  return { pages, writes, lastPage: () => pages[pages.length - 1] };
}

function rowOf(supplierCode: string): HTMLElement {
  return screen.getByText(supplierCode, { selector: 'td' }).closest('tr') as HTMLElement;
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, search: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  await user.type(box, search);
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

function addButton(): HTMLElement {
  return screen.getByRole('button', { name: /Add/ });
}

describe('RelationshipListPage', { timeout: 30_000 }, () => {
  it('shows the status as text and offers Enable on inactive rows, Prohibit on active rows', async () => {
    stubRelationshipApi();
    renderWithApp(<RelationshipListPage />);
    await screen.findByText('S100101', { selector: 'td' });
    const activeRow = rowOf('S100101');
    expect(within(activeRow).getByText('Active')).toBeInTheDocument();
    expect(within(activeRow).getByRole('button', { name: 'Prohibit' })).toBeInTheDocument();
    expect(within(activeRow).queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    const inactiveRow = rowOf('S100110');
    expect(within(inactiveRow).getByText('Inactive')).toBeInTheDocument();
    expect(within(inactiveRow).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(within(inactiveRow).queryByRole('button', { name: 'Prohibit' })).not.toBeInTheDocument();
  });

  it('keeps Add disabled until both a buyer and a supplier are chosen, then links that pair', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubRelationshipApi({ code: 200, msg: 'Supplier associated successfully', data: null });
    renderWithApp(<RelationshipListPage />);
    await screen.findByText('S100101', { selector: 'td' });
    expect(addButton()).toBeDisabled();
    // the disabled button says why
    await user.hover(addButton().parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Choose a buyer company and a supplier in the search fields first',
    );

    await pick(user, 'Buyer', 'thai', 'ADTH Adient Seating (Thailand) Co., Ltd.');
    expect(addButton()).toBeDisabled();
    await pick(user, 'Supplier', 'S100105', 'S100105 Rayong Foam Products Co., Ltd.');
    await waitFor(() => expect(addButton()).toBeEnabled());

    const pagesBefore = api.pages.length;
    await user.click(addButton());
    await waitFor(() =>
      expect(api.writes).toEqual([
        { path: '/relationship/addRelationship', body: { buyerCompanyId: 2, supplierCompanyId: 15 } },
      ]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Supplier associated successfully'));
    await waitFor(() => expect(api.pages.length).toBeGreaterThan(pagesBefore));
  });

  it('disables Add again when a picker is cleared or the form is reset', async () => {
    const user = userEvent.setup();
    stubRelationshipApi();
    renderWithApp(<RelationshipListPage />);
    await screen.findByText('S100101', { selector: 'td' });
    await pick(user, 'Buyer', 'ADCN', 'ADCN Adient Seating (Shanghai) Co., Ltd.');
    await pick(user, 'Supplier', 'Ningbo', 'S100101 Ningbo Jiali Metal Stamping Co., Ltd.');
    await waitFor(() => expect(addButton()).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(addButton()).toBeDisabled());
  });

  it('searches by the chosen buyer, supplier and status', async () => {
    const user = userEvent.setup();
    const api = stubRelationshipApi();
    renderWithApp(<RelationshipListPage />);
    await screen.findByText('S100101', { selector: 'td' });
    expect(api.lastPage()).toEqual({ pageNo: 1, size: 10, sort: 'ASC' });
    await pick(user, 'Buyer', 'ADCN', 'ADCN Adient Seating (Shanghai) Co., Ltd.');
    await pick(user, 'Supplier', 'S100101', 'S100101 Ningbo Jiali Metal Stamping Co., Ltd.');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByText('Inactive', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.lastPage()).toEqual({
        pageNo: 1,
        size: 10,
        sort: 'ASC',
        buyerCompanyId: '1',
        supplierCompanyId: '11',
        status: 'I',
      }),
    );
  });

  it('downloads Relationships.xlsx with the chosen buyer and status', async () => {
    const user = userEvent.setup();
    const api = stubRelationshipApi();
    renderWithApp(<RelationshipListPage />);
    await screen.findByText('S100101', { selector: 'td' });
    await pick(user, 'Buyer', 'ADCN', 'ADCN Adient Seating (Shanghai) Co., Ltd.');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByText('Active', { selector: '.ant-select-item-option-content' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.lastPage()).toMatchObject({ buyerCompanyId: '1', status: 'A' }));
    const url = await downloadUrl(user);
    expect(url.pathname).toBe('/api/relationship/download');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ buyerCompanyId: '1', status: 'A' });
  });

  it('prohibits an active row with the opposite status, shows the server msg as success and refreshes', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubRelationshipApi({ code: 200, msg: 'Prohibited successfully', data: null });
    renderWithApp(<RelationshipListPage />);
    await screen.findByText('S100101', { selector: 'td' });
    const pagesBefore = api.pages.length;
    await user.click(within(rowOf('S100101')).getByRole('button', { name: 'Prohibit' }));
    const question = await findDialog(/^Prohibit the relationship between .*S100101/);
    expect(question).toHaveTextContent('will no longer see');
    expect(api.writes).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        { path: '/relationship/updateRelationshipStatus', body: { relationshipId: 101, status: 'I' } },
      ]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Prohibited successfully'));
    await waitFor(() => expect(api.pages.length).toBeGreaterThan(pagesBefore));
  });

  it('enables an inactive row and shows a refusal msg as error, then refreshes', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    const api = stubRelationshipApi({ code: 409, msg: 'The relationship is already active', data: null });
    renderWithApp(<RelationshipListPage />);
    await screen.findByText('S100110', { selector: 'td' });
    const pagesBefore = api.pages.length;
    await user.click(within(rowOf('S100110')).getByRole('button', { name: 'Enable' }));
    await user.click(
      within(await findDialog(/^Enable the relationship/)).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() =>
      expect(api.writes).toEqual([
        { path: '/relationship/updateRelationshipStatus', body: { relationshipId: 102, status: 'A' } },
      ]),
    );
    await waitFor(() => expect(error).toHaveBeenCalledWith('The relationship is already active'));
    expect(success).not.toHaveBeenCalled();
    await waitFor(() => expect(api.pages.length).toBeGreaterThan(pagesBefore));
  });

  it('changes nothing when the question is declined', async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
    const api = stubRelationshipApi();
    renderWithApp(<RelationshipListPage />);
    await screen.findByText('S100101', { selector: 'td' });
    await user.click(within(rowOf('S100101')).getByRole('button', { name: 'Prohibit' }));
    const question = await findDialog(/^Prohibit the relationship/);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Status change cancelled'));
    expect(api.writes).toEqual([]);
  });

  it('offers the page sizes of the relationship table', async () => {
    const user = userEvent.setup();
    stubRelationshipApi();
    const { container } = renderWithApp(<RelationshipListPage />);
    await screen.findByText('S100101', { selector: 'td' });
    expect(await offeredPageSizes(user, container)).toEqual(SYSTEM_PAGE_SIZES);
  });
});
