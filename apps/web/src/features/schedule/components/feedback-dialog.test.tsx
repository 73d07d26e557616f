import type { FeedbackRow } from '@portal/contract/schedule';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubScheduleApi } from '../testing/schedule-api-stub.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';

const proposed = (id: number, deliveryDateStr: string): FeedbackRow => ({
  deliveryScheduleDetailId: id,
  lineNo: '10',
  partNo: '101-7001',
  requestQty: '250.00000',
  deliveryDateStr,
  shipQty: null,
  etaDateStr: null,
});
const ROWS = [proposed(101, '2026-02-02'), proposed(102, '2026-02-09')];

function rows(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
}

/** Types a ship quantity and an ETA into a row (the picker takes a typed date on Enter). */
function fillRow(row: HTMLElement, shipQty: string, eta: string) {
  const [qty, date] = [...row.querySelectorAll('input')] as HTMLInputElement[];
  fireEvent.change(qty as HTMLInputElement, { target: { value: shipQty } });
  fireEvent.mouseDown(date as HTMLInputElement);
  fireEvent.change(date as HTMLInputElement, { target: { value: eta } });
  fireEvent.keyDown(date as HTMLInputElement, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const clickText = (scope: HTMLElement, text: string, index = 0) =>
  fireEvent.click(within(scope).getAllByText(text, { selector: 'button > span' })[index] as HTMLElement);

describe('FeedbackDialog (spec 2 §2, §5)', { timeout: 30_000 }, () => {
  it('checks each row, splits a line into two arrivals and saves them all', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubScheduleApi([], { '/adientSchedule/purposedByIds': ROWS });
    const onSaved = vi.fn();
    renderWithApp(
      <FeedbackDialog request={{ mode: 'feedback', ids: [101, 102] }} onClose={vi.fn()} onSaved={onSaved} />,
    );
    const dialog = await findDialog('Supplier Feedback');
    await waitFor(() => expect(rows(dialog)).toHaveLength(2));
    expect(api.bodiesOf('/adientSchedule/purposedByIds')).toEqual([
      { deliveryScheduleDetailIds: [101, 102] },
    ]);

    clickText(dialog, 'Save');
    // the rows validate one by one, so wait for every message rather than the first
    await waitFor(() => {
      expect(within(dialog).getAllByText('Please enter the ship quantity')).toHaveLength(2);
      expect(within(dialog).getAllByText('Please choose the ETA date')).toHaveLength(2);
    });
    fillRow(rows(dialog)[0] as HTMLElement, '100.123', '2026-02-02');
    expect(
      await within(dialog).findByText('The ship quantity must be greater than 0 with at most 2 decimals'),
    ).toBeVisible();

    clickText(dialog, 'Split', 0);
    await waitFor(() => expect(rows(dialog)).toHaveLength(3));
    // the new row's cells follow the form's store a render later than the row itself
    await waitFor(() =>
      expect(within(rows(dialog)[1] as HTMLElement).getByText('2026-02-02')).toBeInTheDocument(),
    );
    fillRow(rows(dialog)[0] as HTMLElement, '100.5', '2026-02-02');
    fillRow(rows(dialog)[1] as HTMLElement, '149.5', '2026-02-06');
    fillRow(rows(dialog)[2] as HTMLElement, '250', '2026-02-09');
    clickText(dialog, 'Save');
    await waitFor(() =>
      expect(api.bodiesOf('/adientSchedule/saveFeedback')).toEqual([
        {
          deliveryScheduleDetailIds: [101, 102],
          feedbacks: [
            { deliveryScheduleDetailId: 101, shipQty: '100.5', etaDateStr: '2026-02-02' },
            { deliveryScheduleDetailId: 101, shipQty: '149.5', etaDateStr: '2026-02-06' },
            { deliveryScheduleDetailId: 102, shipQty: '250', etaDateStr: '2026-02-09' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Done');
  });

  it('removes an extra row only, and reads feedback without inputs in view mode', async () => {
    stubScheduleApi([], {
      '/adientSchedule/purposedByIds': ROWS.slice(0, 1),
      '/adientSchedule/viewPurposedByIds': [{ ...ROWS[0], shipQty: '250.00000', etaDateStr: '2026-02-04' }],
    });
    const edit = renderWithApp(
      <FeedbackDialog request={{ mode: 'feedback', ids: [101] }} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    const dialog = await findDialog('Supplier Feedback');
    await waitFor(() => expect(rows(dialog)).toHaveLength(1));
    expect(within(dialog).queryByText('Remove')).not.toBeInTheDocument();
    clickText(dialog, 'Split');
    await waitFor(() => expect(rows(dialog)).toHaveLength(2));
    // the Remove buttons follow the form's store a render after the rows
    await waitFor(() =>
      expect(within(dialog).getAllByText('Remove', { selector: 'button > span' })).toHaveLength(2),
    );
    clickText(dialog, 'Remove', 1);
    await waitFor(() => expect(rows(dialog)).toHaveLength(1));
    edit.unmount();

    renderWithApp(
      <FeedbackDialog request={{ mode: 'view', ids: [101] }} onClose={vi.fn()} onSaved={vi.fn()} />,
    );
    const view = await findDialog('Schedule Maintain');
    expect(await within(view).findByText('2026-02-04')).toBeInTheDocument();
    expect(within(view).getAllByText('250')).toHaveLength(2); // requested and shipped
    expect(view.querySelectorAll('input')).toHaveLength(0);
    expect(within(view).queryByText('Save')).not.toBeInTheDocument();
  });
});
