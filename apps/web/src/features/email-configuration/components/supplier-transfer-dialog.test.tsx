import type { EmailConfigurationRow } from '@portal/contract/email-configuration';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { SupplierTransferDialog } from './supplier-transfer-dialog.tsx';

const row: EmailConfigurationRow = {
  emailConfigurationId: 5,
  buyerCompanyId: 1,
  buyerCompanyCode: 'ADCN',
  alertType: 'feedbackRejected',
  emailAlertContent: 'Notify the supplier when the buyer rejects its feedback',
  configStatus: 'Active',
};

const ACTIVE_SUPPLIERS = [
  { companyId: 11, companyCode: 'S100101', companyName: 'Ningbo Jiali Metal Stamping Co., Ltd.' },
  { companyId: 12, companyCode: 'S100102', companyName: 'Suzhou Huatai Foam Technology Co., Ltd.' },
  { companyId: 13, companyCode: 'S100103', companyName: 'Changchun Fuwei Seat Frames Co., Ltd.' },
];

/** The dialog's calls as the server answers them; `saved` collects the bodies of Save. */
function stubConfigApi(linked = [ACTIVE_SUPPLIERS[0]]) {
  const saved: unknown[] = [];
  const asked: Array<{ path: string; body: unknown }> = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    asked.push({ path, body });
    if (path === '/company/getSpList') return jsonReply({ code: 200, msg: '', data: ACTIVE_SUPPLIERS });
    if (path === '/emailConfiguration/5/suppliers') return jsonReply({ code: 200, msg: '', data: linked });
    if (path === '/emailConfiguration/configuration') {
      saved.push(body);
      return jsonReply({ code: 200, msg: 'Saved successfully', data: null });
    }
    return jsonReply({ code: 404, msg: `unexpected ${path}`, data: null });
  });
  return { saved, asked };
}

/** The left (all suppliers) or right (receive the alert) list of the transfer. */
function side(which: 'left' | 'right'): HTMLElement {
  const sections = document.querySelectorAll<HTMLElement>('.ant-transfer-section');
  const section = sections[which === 'left' ? 0 : 1];
  if (!section) throw new Error('the transfer is not shown');
  return section;
}

function itemsOf(which: 'left' | 'right'): string[] {
  return [...side(which).querySelectorAll('.ant-transfer-list-content-item-text')].map(
    (item) => item.textContent ?? '',
  );
}

function moveButton(direction: 'right' | 'left'): HTMLElement {
  const buttons = document.querySelectorAll<HTMLElement>('.ant-transfer-actions button');
  const button = buttons[direction === 'right' ? 0 : 1];
  if (!button) throw new Error('no transfer buttons');
  return button;
}

describe('SupplierTransferDialog', { timeout: 30_000 }, () => {
  it("offers the buyer's active suppliers with the alert's current suppliers preloaded on the right", async () => {
    const api = stubConfigApi();
    renderWithApp(<SupplierTransferDialog row={row} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Email Configuration' });
    expect(within(dialog).getByText(row.emailAlertContent)).toBeInTheDocument();
    await waitFor(() => expect(itemsOf('right')).toEqual(['S100101 Ningbo Jiali Metal Stamping Co., Ltd.']));
    expect(itemsOf('left')).toEqual([
      'S100102 Suzhou Huatai Foam Technology Co., Ltd.',
      'S100103 Changchun Fuwei Seat Frames Co., Ltd.',
    ]);
    expect(within(side('left')).getByText('Suppliers')).toBeInTheDocument();
    expect(within(side('right')).getByText('Receive this alert')).toBeInTheDocument();
    expect(api.asked).toContainEqual({ path: '/company/getSpList', body: { buyerCompanyId: 1 } });
  });

  it('searches the suppliers by code', async () => {
    const user = userEvent.setup();
    stubConfigApi();
    renderWithApp(<SupplierTransferDialog row={row} onClose={() => undefined} />);
    await waitFor(() => expect(itemsOf('left')).toHaveLength(2));
    await user.type(within(side('left')).getByPlaceholderText('Search supplier code'), '103');
    await waitFor(() => expect(itemsOf('left')).toEqual(['S100103 Changchun Fuwei Seat Frames Co., Ltd.']));
  });

  it('saves the chosen suppliers as supplierCompanyIds, shows the message and closes', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const api = stubConfigApi();
    renderWithApp(<SupplierTransferDialog row={row} onClose={onClose} />);
    await waitFor(() => expect(itemsOf('right')).toHaveLength(1));

    await user.click(within(side('left')).getByText('S100103 Changchun Fuwei Seat Frames Co., Ltd.'));
    await user.click(moveButton('right'));
    await user.click(within(side('right')).getByText('S100101 Ningbo Jiali Metal Stamping Co., Ltd.'));
    await user.click(moveButton('left'));
    await waitFor(() => expect(itemsOf('right')).toEqual(['S100103 Changchun Fuwei Seat Frames Co., Ltd.']));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saved).toEqual([{ emailConfigurationId: 5, supplierCompanyIds: [13] }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved successfully'));
    expect(onClose).toHaveBeenCalled();
  });

  it('saves the preloaded suppliers unchanged, and Return leaves without saving', async () => {
    const user = userEvent.setup();
    vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const onClose = vi.fn();
    const api = stubConfigApi([ACTIVE_SUPPLIERS[0], ACTIVE_SUPPLIERS[2]]);
    renderWithApp(<SupplierTransferDialog row={row} onClose={onClose} />);
    await waitFor(() => expect(itemsOf('right')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Return' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.saved).toEqual([{ emailConfigurationId: 5, supplierCompanyIds: [11, 13] }]),
    );
  });
});
