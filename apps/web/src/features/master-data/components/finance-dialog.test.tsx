import type { SupplierFinanceRow } from '@portal/contract/master-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
import { FinanceDialog } from './finance-dialog.tsx';

const OPTIONS: Record<string, Array<{ propKey: string; propName: string }>> = {
  currencyType: [
    { propKey: 'CNY', propName: 'Chinese Yuan' },
    { propKey: 'USD', propName: 'US Dollar' },
  ],
  overseaType: [
    { propKey: 'Y', propName: 'Oversea' },
    { propKey: 'N', propName: 'Domestic' },
  ],
  whtRate: [
    { propKey: '0', propName: '0%' },
    { propKey: '3', propName: '3%' },
  ],
  tEdi: [
    { propKey: 'Y', propName: 'Yes' },
    { propKey: 'N', propName: 'No' },
  ],
};

const unset: SupplierFinanceRow = {
  supplierFinanceId: 42,
  buyerCompanyCode: 'ADTH',
  buyerCompanyName: 'Adient Seating (Thailand) Co., Ltd.',
  supplierCode: 'S100105',
  supplierName: 'Siam Textile Covers Co., Ltd.',
  currency: null,
  currencyView: null,
  oversea: null,
  overseaView: null,
  tedi: null,
  tediView: null,
  whtRate: null,
  whtRateView: null,
};

const UPDATE = '/supplierFinanceInfo/update';

/** Property lists by their propType, and the update call (see stubPortalApi). */
function stubFinanceApi() {
  return stubPortalApi(
    {},
    {
      '/propertiesInfo/getProperties': ({ query }) => ({ data: OPTIONS[query.propType ?? ''] ?? [] }),
      [UPDATE]: { msg: 'Finance settings of supplier S100105 at ADTH saved' },
    },
  );
}

async function pick(dialog: HTMLElement, label: string, option: string) {
  const user = userEvent.setup();
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

describe('FinanceDialog (spec 1 §5: currency, oversea, whtRate and tedi required)', {
  timeout: 30_000,
}, () => {
  it('names each missing field and sends nothing', async () => {
    const api = stubFinanceApi();
    renderWithApp(<FinanceDialog row={unset} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Please choose the currency',
      'Please choose oversea or domestic',
      'Please choose the WHT rate',
      'Please choose the e-invoice setting',
    ]) {
      expect(await within(dialog).findByText(message)).toBeVisible();
    }
    expect(api.bodiesOf(UPDATE)).toEqual([]);
  });

  it('sends the chosen keys and shows the server msg on success', async () => {
    const api = stubFinanceApi();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const onClose = vi.fn();
    renderWithApp(<FinanceDialog row={{ ...unset, currency: 'CNY', tedi: 'N' }} onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    await pick(dialog, 'Currency', 'US Dollar');
    await pick(dialog, 'Oversea', 'Oversea');
    await pick(dialog, 'WHT Rate', '3%');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf(UPDATE)).toEqual([
        { supplierFinanceId: 42, currency: 'USD', oversea: 'Y', tedi: 'N', whtRate: '3' },
      ]),
    );
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Finance settings of supplier S100105 at ADTH saved'),
    );
    expect(onClose).toHaveBeenCalled();
  });
});
