import type { OverShippedRow } from '@portal/contract/master-data';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { OverShippedDialog } from './over-shipped-dialog.tsx';

const notOverShipping: OverShippedRow = {
  buyerCompanyCode: 'ADCN',
  supplierCode: 'S100102',
  supplierName: 'Suzhou Huatai Foam Technology Co., Ltd.',
  isOverShipped: false,
  isOverShippedTolerence: null,
  ratePercent: null,
};

/** The update call as the server answers it; `bodies` collects what the dialog sent. */
function stubUpdate() {
  const bodies: unknown[] = [];
  stubFetch((_url, init) => {
    bodies.push(JSON.parse(String(init?.body ?? 'null')));
    return jsonReply({ code: 200, msg: 'Saved successfully', data: null });
  });
  return bodies;
}

function renderDialog(row: OverShippedRow = notOverShipping) {
  const onClose = vi.fn();
  renderWithApp(<OverShippedDialog row={row} onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog') };
}

/** The Yes or No radio of a labelled question. */
function choice(dialog: HTMLElement, question: string, answer: 'Yes' | 'No'): HTMLElement {
  const group = within(dialog).getByText(question).closest('.ant-form-item') as HTMLElement;
  return within(group).getByRole('radio', { name: answer });
}

const save = (dialog: HTMLElement) =>
  userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save' }));

describe('OverShippedDialog (spec 1 §4, §5)', { timeout: 30_000 }, () => {
  it('saves "no over-shipment" alone, the tolerance and rate closed', async () => {
    const bodies = stubUpdate();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const { dialog, onClose } = renderDialog();
    // which of the supplier's buyer companies the row is of
    const buyer = within(dialog).getByText('Buyer Company Code').closest('.ant-form-item') as HTMLElement;
    expect(within(buyer).getByRole('textbox')).toHaveValue('ADCN');
    expect(within(buyer).getByRole('textbox')).toBeDisabled();
    expect(choice(dialog, 'Tolerance', 'Yes')).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'Rate (%)' })).toBeDisabled();
    await save(dialog);
    await waitFor(() =>
      expect(bodies).toEqual([{ buyerCompanyCode: 'ADCN', supplierCode: 'S100102', isOverShipped: false }]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Saved successfully');
  });

  it('requires the tolerance flag once over-shipping, and the rate once the flag is set', async () => {
    const user = userEvent.setup();
    const bodies = stubUpdate();
    const { dialog } = renderDialog();
    await user.click(choice(dialog, 'Over-shipped', 'Yes'));
    expect(choice(dialog, 'Tolerance', 'Yes')).toBeEnabled();
    await save(dialog);
    expect(
      await within(dialog).findByText('Please choose whether the over-shipment is limited by a rate'),
    ).toBeVisible();
    await user.click(choice(dialog, 'Tolerance', 'Yes'));
    await save(dialog);
    expect(await within(dialog).findByText('Please enter the rate')).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('refuses a rate that is not 0 to 100 with at most two decimals', async () => {
    const user = userEvent.setup();
    const bodies = stubUpdate();
    const { dialog } = renderDialog();
    await user.click(choice(dialog, 'Over-shipped', 'Yes'));
    await user.click(choice(dialog, 'Tolerance', 'Yes'));
    const rate = within(dialog).getByRole('textbox', { name: 'Rate (%)' });
    for (const typed of ['100.01', '5.123', '007']) {
      await user.clear(rate);
      await user.type(rate, typed);
      await save(dialog);
      expect(
        await within(dialog).findByText('A percentage from 0 to 100 with at most 2 decimals'),
        typed,
      ).toBeVisible();
    }
    expect(bodies).toEqual([]);
  });

  it('sends the rate with the flags when both apply', async () => {
    const user = userEvent.setup();
    const bodies = stubUpdate();
    const { dialog } = renderDialog();
    await user.click(choice(dialog, 'Over-shipped', 'Yes'));
    await user.click(choice(dialog, 'Tolerance', 'Yes'));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate (%)' }), '12.5');
    await save(dialog);
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          buyerCompanyCode: 'ADCN',
          supplierCode: 'S100102',
          isOverShipped: true,
          isOverShippedTolerence: true,
          ratePercent: '12.5',
        },
      ]),
    );
  });

  it('drops the rate of a supplier whose tolerance flag is turned off', async () => {
    const user = userEvent.setup();
    const bodies = stubUpdate();
    const { dialog } = renderDialog({
      ...notOverShipping,
      isOverShipped: true,
      isOverShippedTolerence: true,
      ratePercent: '5.00',
    });
    expect(within(dialog).getByRole('textbox', { name: 'Rate (%)' })).toHaveValue('5.00');
    await waitFor(() => expect(choice(dialog, 'Tolerance', 'No')).toBeEnabled());
    await user.click(choice(dialog, 'Tolerance', 'No'));
    expect(within(dialog).getByRole('textbox', { name: 'Rate (%)' })).toBeDisabled();
    await save(dialog);
    await waitFor(() =>
      expect(bodies).toEqual([
        {
          buyerCompanyCode: 'ADCN',
          supplierCode: 'S100102',
          isOverShipped: true,
          isOverShippedTolerence: false,
        },
      ]),
    );
  });
});
