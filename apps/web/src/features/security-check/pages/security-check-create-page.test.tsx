import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { chooseOption } from '../../../test/choose-option.ts';
import { fill } from '../../../test/fill.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubSecurityCheckApi } from '../testing/security-check-api-stub.ts';
import { SecurityCheckCreatePage } from './security-check-create-page.tsx';

const COMPANY = '/securityCheck/create/query/company';
const SUPPLIER = '/securityCheck/create/query/supplier';
const ASN = '/securityCheck/create/query/asn';
const SAVE = '/securityCheck/createOrUpdate';

function field(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

async function enterAsn(user: ReturnType<typeof userEvent.setup>, asnNo: string) {
  const box = field('ASN No');
  await fill(user, box, asnNo);
  await user.type(box, '{Enter}');
}

const choose = (user: ReturnType<typeof userEvent.setup>, label: string, option: string) =>
  chooseOption(user, screen.getByRole('combobox', { name: label }), option);

describe('SecurityCheckCreatePage', { timeout: 30_000 }, () => {
  it('chooses the single company and supplier of an ASN by itself and fills the form and the items', async () => {
    const user = userEvent.setup();
    const api = stubSecurityCheckApi();
    renderWithApp(<SecurityCheckCreatePage />);
    expect(screen.queryByLabelText('Name of Driver')).not.toBeInTheDocument();
    await enterAsn(user, 'ASN0001');
    expect(await screen.findByDisplayValue('Ningbo Jiali Metal Stamping Co., Ltd.')).toBeInTheDocument();
    expect(api.callsTo(COMPANY).map((call) => call.query)).toEqual([{ asnNo: 'ASN0001' }]);
    expect(api.callsTo(SUPPLIER).map((call) => call.query)).toEqual([
      { asnNo: 'ASN0001', buyerCompanyCode: 'ADCN' },
    ]);
    expect(api.callsTo(ASN).map((call) => call.query)).toEqual([
      { asnNo: 'ASN0001', buyerCompanyCode: 'ADCN', supplierCode: 'S100101' },
    ]);
    expect(field('Challan No')).toHaveValue('ASN0001');
    expect(field('Ship-to Plant')).toHaveValue('SH01');
    expect(field('Vehicle No')).toHaveValue('HU-A1234');
    expect(field('Address of Company')).toHaveValue('No. 8 Gate Road, Jiading, Shanghai');
    const items = screen.getByText('Item List').closest('.ant-table-wrapper') as HTMLElement;
    expect(within(items).getByText('101-7002')).toBeInTheDocument();
    expect(within(items).getByText('12.5')).toBeInTheDocument();
    // spec: the date opens on today, the times on now
    expect(field('Date')).toHaveValue(dayjs().format('YYYY-MM-DD'));
    expect(String((field('Time In') as HTMLInputElement).value)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('waits for a choice when an ASN has several companies or suppliers', async () => {
    const user = userEvent.setup();
    const api = stubSecurityCheckApi({
      companies: () => ['ADCN', 'ADTH'],
      suppliers: () => ['S100101', 'S100102'],
    });
    renderWithApp(<SecurityCheckCreatePage />);
    await enterAsn(user, 'ASN0002');
    await waitFor(() => expect(api.callsTo(COMPANY)).toHaveLength(1));
    expect(api.callsTo(SUPPLIER)).toHaveLength(0);
    await choose(user, 'Company Code', 'ADTH');
    await waitFor(() =>
      expect(api.callsTo(SUPPLIER).map((call) => call.query.buyerCompanyCode)).toEqual(['ADTH']),
    );
    expect(api.callsTo(ASN)).toHaveLength(0);
    await choose(user, 'Supplier Code', 'S100102');
    await waitFor(() => expect(api.callsTo(ASN).map((call) => call.query.supplierCode)).toEqual(['S100102']));
    expect(await screen.findByLabelText('Name of Driver')).toBeInTheDocument();
  });

  it('clears company, supplier, plant, vehicle and items when the ASN changes, and loads the new one', async () => {
    const user = userEvent.setup();
    const api = stubSecurityCheckApi();
    renderWithApp(<SecurityCheckCreatePage />);
    await enterAsn(user, 'ASN0001');
    await screen.findByDisplayValue('HU-A1234');
    await user.type(field('ASN No'), '9');
    expect(screen.queryByLabelText('Vehicle No')).not.toBeInTheDocument();
    expect(field('Ship-to Plant')).toHaveValue('');
    expect(screen.queryByText('101-7002')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    await screen.findByDisplayValue('HU-A1234');
    expect(api.callsTo(COMPANY).map((call) => call.query.asnNo)).toEqual(['ASN0001', 'ASN00019']);
  });

  it('names the required fields and sends nothing while they are missing', async () => {
    const user = userEvent.setup();
    const api = stubSecurityCheckApi();
    renderWithApp(<SecurityCheckCreatePage />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter ASN No')).toBeInTheDocument();
    expect(screen.getByText('Please select Company Code')).toBeInTheDocument();
    expect(screen.getByText('Please select Supplier Code')).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('refuses a time out before the time in, then saves trimmed texts, Y/N flags and the items', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubSecurityCheckApi();
    renderWithApp(<SecurityCheckCreatePage />);
    await enterAsn(user, 'ASN0001');
    await screen.findByDisplayValue('HU-A1234');
    await fill(user, field('Name of Driver'), '  Li Lei  ');
    await user.click(screen.getByRole('checkbox', { name: 'Pollution Control Certificate' }));
    const timeIn = String((field('Time In') as HTMLInputElement).value);
    const earlier = dayjs(timeIn, 'YYYY-MM-DD HH:mm').subtract(1, 'minute').format('YYYY-MM-DD HH:mm');
    await fill(user, field('Time Out'), earlier);
    await user.type(field('Time Out'), '{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The time out cannot be before the time in')).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await fill(user, field('Time Out'), timeIn);
    await user.type(field('Time Out'), '{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({
      asnNo: 'ASN0001',
      buyerCompanyCode: 'ADCN',
      shipToPlantCode: 'SH01',
      supplierCode: 'S100101',
      nameOfDriver: 'Li Lei',
      vehicleNo: 'HU-A1234',
      timeInStr: timeIn,
      timeOutStr: timeIn,
      pollutionControlCrt: 'Y',
      driverLicense: 'N',
      itemList: [
        { orderNo: 'PO4500101', partNo: '101-7001', partDesc: 'Seat bracket', qty: '250.00000' },
        { orderNo: 'PO4500102', partNo: '101-7002', partDesc: 'Seat rail', qty: '12.50000' },
      ],
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved successfully'));
    // ready for the next truck: the form starts over
    await waitFor(() => expect(field('ASN No')).toHaveValue(''));
  });
});
