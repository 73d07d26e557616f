import type { GrRow } from '@portal/contract/gr';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthorities, setLoginInfo, setSupplierCode } from '../../../platform/session/session-storage.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { GrPage } from './gr-page.tsx';

const receipt: GrRow = {
  grId: 1,
  companyCode: 'ADCN',
  shipToPlantCode: 'SH01',
  supplierCode: 'S100101',
  supplierName: 'Ningbo Jiali Metal Stamping',
  grNo: '5000000001',
  partNo: '101-7001',
  qty: '250.00000',
  poUom: 'PC',
  orderNo: 'PO4500101',
  poLineNo: '10',
  priceListCode: 'S100101-CNY',
  asnNo: 'ASN20261101E00001',
  grDateStr: '2026-11-02',
  isInvoiced: 'Y',
  invoiceNo: 'INV2611001',
  invoiceDateStr: '2026-12-10',
};

function signInAs(userType: 'B' | 'S') {
  setLoginInfo({
    userType,
    userName: 'Test',
    language: 'en',
    userCode: 'test',
    roleNameList: [],
    token: 't',
    supplierCode: userType === 'S' ? 'S100101' : null,
    supplierName: null,
  });
  setSupplierCode(userType === 'S' ? 'S100101' : null);
  setAuthorities([]);
}

/** The GR list as the server answers each side: buyers get the prices, suppliers do not. */
function stubGrApi(row: GrRow) {
  const bodies: unknown[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/gr/queryGr') {
      bodies.push(JSON.parse(String(init?.body ?? '{}')));
      return jsonReply({ code: 200, msg: '', data: { records: [row], total: 1, pages: 1 } });
    }
    return jsonReply({ code: 200, msg: '', data: [] });
  });
  return bodies;
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
const PRICE_HEADERS = ['Currency', 'GR Unit Price', 'Amount'];

describe('GrPage', () => {
  it('shows a buyer the currency, unit price and amount of each receipt', async () => {
    signInAs('B');
    stubGrApi({ ...receipt, currency: 'CNY', grUnitPrice: '12.500000', amount: '3125.00' });
    renderWithApp(<GrPage />);
    const row = (await screen.findByText('5000000001', { selector: 'td' })).closest('tr') as HTMLElement;
    for (const header of PRICE_HEADERS) expect(headers()).toContain(header);
    expect(within(row).getByText('CNY')).toBeInTheDocument();
    expect(within(row).getByText('12.5')).toBeInTheDocument();
    expect(within(row).getByText('3125')).toBeInTheDocument();
    expect(within(row).getByText('250')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Company Code', 'GR No', 'Invoice Date']));
  });

  it('shows a supplier no price columns and keeps its supplier code fixed', async () => {
    signInAs('S');
    const bodies = stubGrApi(receipt);
    renderWithApp(<GrPage />);
    await screen.findByText('5000000001', { selector: 'td' });
    for (const header of PRICE_HEADERS) expect(headers()).not.toContain(header);
    expect(headers()).toEqual(expect.arrayContaining(['Qty', 'PO UOM', 'Order No', 'Invoiced']));
    expect(bodies[0]).toMatchObject({ supplierCode: ['S100101'] });
  });
});
