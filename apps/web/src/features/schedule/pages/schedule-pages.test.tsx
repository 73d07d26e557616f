import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { header, line, signInAs, stubScheduleApi } from '../testing/schedule-api-stub.ts';
import { DeliveryScheduleHistoryPage } from './delivery-schedule-history-page.tsx';
import { DeliveryScheduleQueryPage } from './delivery-schedule-query-page.tsx';

const QUERY_LIST = '/adientSchedule/queryList';
const DETAIL_LIST = '/adientSchedule/queryDetailList';
const daysAgo = (days: number) => dayjs().subtract(days, 'day').format('YYYYMMDD');

/** The line row showing this delivery date (the header table has no dates of lines). */
function lineRow(deliveryDate: string): HTMLElement {
  return screen.getByText(deliveryDate, { selector: 'td' }).closest('tr') as HTMLElement;
}

/** A button by its text (role queries walk the whole accessibility tree of two big tables: slow in jsdom). */
function checkboxOf(deliveryDate: string): HTMLElement {
  return lineRow(deliveryDate).querySelector('input[type="checkbox"]') as HTMLElement;
}

function toolbarButton(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'button > span' });
}

function queryButton(name: string): HTMLElement | null {
  return screen.queryByText(name, { selector: 'button > span' });
}

describe('delivery schedule screens', { timeout: 30_000 }, () => {
  it('opened from the dashboard: the status and the overdue release-to date in the address search', async () => {
    signInAs('S', []);
    const api = stubScheduleApi([line(1, 'New')]);
    renderWithApp(<DeliveryScheduleQueryPage />, {
      path: '/deliveryScheduleQuery',
      entry: `/deliveryScheduleQuery?itemStatus=New&releaseDateTo=${dayjs().subtract(3, 'day').format('YYYY-MM-DD')}`,
    });
    await screen.findByText('2026-02-01', { selector: 'td' });
    const expected = {
      itemStatus: 'New',
      isLatest: 'Y',
      releaseDateTo: daysAgo(3),
      supplierCode: ['S100101'],
      pageNo: 1,
    };
    const [headers] = api.bodiesOf(QUERY_LIST);
    expect(headers).toMatchObject({ ...expected, size: 5 });
    expect(headers).not.toHaveProperty('releaseDateFrom');
    const [lines] = api.bodiesOf(DETAIL_LIST);
    expect(lines).toMatchObject({ ...expected, size: 10, headerSort: 'ASC' });
    expect(lines).not.toHaveProperty('deliveryScheduleHeaderId');

    // a click on a release shows its lines only
    // the planner column cuts long names: its text sits in the cut-cell box
    fireEvent.click(screen.getByText(header.planner ?? '', { selector: 'td .list-kit-cut-cell' }));
    await waitFor(() =>
      expect(api.bodiesOf(DETAIL_LIST).at(-1)).toMatchObject({
        ...expected,
        deliveryScheduleHeaderId: header.deliveryScheduleHeaderId,
      }),
    );

    // a row action is no click on the row: the release stays picked while its comments are edited
    const lineCalls = api.bodiesOf(DETAIL_LIST).length;
    fireEvent.click(toolbarButton('Comments'));
    const comments = await findDialog('Comments of release R20260105, order PO4500101');
    fireEvent.change(within(comments).getByRole('textbox'), {
      target: { value: 'Tooling change in week 6' },
    });
    fireEvent.click(within(comments).getByText('OK', { selector: 'button > span' }));
    await waitFor(() =>
      expect(api.bodiesOf('/adientSchedule/commentById')).toEqual([
        { deliveryScheduleHeaderId: 7, comments: 'Tooling change in week 6' },
      ]),
    );
    const later = api.bodiesOf(DETAIL_LIST).slice(lineCalls);
    expect(later.every((body) => body.deliveryScheduleHeaderId === 7)).toBe(true);
  });

  it('checks the selection of each action before sending, asks before confirming', async () => {
    const warning = vi.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    const info = vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('S', [
      'confirmSchedule',
      'feedbackSchedule',
      'updateFeedback',
      'approveFeedback',
      'rejectFeedback',
    ]);
    const api = stubScheduleApi([line(1, 'New'), line(2, 'Confirmed')]);
    renderWithApp(<DeliveryScheduleQueryPage />, { path: '/deliveryScheduleQuery' });
    await screen.findByText('2026-02-02', { selector: 'td' });

    fireEvent.click(toolbarButton('Confirm'));
    expect(warning).toHaveBeenLastCalledWith('Please select at least one line');
    fireEvent.click(checkboxOf('2026-02-02'));
    const refusals: Array<[string, string]> = [
      ['Confirm', 'Status is not New or Wait for Approval and cannot be confirm'],
      ['Feedback', 'Status is not New and cannot be feedback'],
      ['Update Feedback', 'Status is not Rejected and cannot be updateSchedule'],
      ['Approve', 'Status is not Wait for Approval and cannot be approve'],
      ['Reject', 'Status is not Wait for Approval and cannot be reject'],
    ];
    for (const [action, message] of refusals) {
      fireEvent.click(toolbarButton(action));
      expect(warning).toHaveBeenLastCalledWith(message);
    }
    expect(api.calls.filter((call) => !call.path.includes('query'))).toEqual([]);

    fireEvent.click(checkboxOf('2026-02-02'));
    fireEvent.click(checkboxOf('2026-02-01'));
    fireEvent.click(toolbarButton('Confirm'));
    fireEvent.click(await screen.findByText('Cancel', { selector: 'button > span' }));
    expect(info).toHaveBeenCalledWith('Cancelled');
    fireEvent.click(toolbarButton('Confirm'));
    const question = await findDialog('Confirm the 1 selected lines?');
    const listsBefore = api.bodiesOf(QUERY_LIST).length;
    fireEvent.click(within(question).getByText('OK', { selector: 'button > span' }));
    await waitFor(() =>
      expect(api.bodiesOf('/adientSchedule/confirmByIds')).toEqual([{ deliveryScheduleDetailIds: [101] }]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Done'));
    await waitFor(() => expect(api.bodiesOf(QUERY_LIST).length).toBeGreaterThan(listsBefore));
  });

  it('/deliveryScheduleHistory: previous releases of the last 15 days, feedback only viewed', async () => {
    signInAs('B', ['approveFeedback', 'rejectFeedback']);
    const api = stubScheduleApi([line(1, 'Wait for Approval')]);
    renderWithApp(<DeliveryScheduleHistoryPage />, { path: '/deliveryScheduleHistory' });
    await screen.findByText('2026-02-01', { selector: 'td' });
    expect(api.bodiesOf(QUERY_LIST)[0]).toMatchObject({
      isLatest: 'N',
      releaseDateFrom: daysAgo(15),
      releaseDateTo: daysAgo(0),
    });
    expect(toolbarButton('View Feedback')).toBeInTheDocument();
    expect(toolbarButton('Compare')).toBeInTheDocument();
    for (const absent of ['Approve', 'Reject', 'Comments', 'Upload Feedback'])
      expect(queryButton(absent)).not.toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
  });

  it('opens with one row of filters beside Search, so the lines start high; the rest behind Expand', async () => {
    signInAs('S', []);
    stubScheduleApi([line(1, 'New')]);
    renderWithApp(<DeliveryScheduleQueryPage />, { path: '/deliveryScheduleQuery' });
    await screen.findByText('2026-02-01', { selector: 'td' });
    const form = within(document.querySelector('.schedule-query form') as HTMLElement);
    // three filters a row (the width jsdom reports): two of them and the buttons
    expect(form.getByLabelText('Release No')).toBeVisible();
    expect(form.queryByLabelText('Order No')).not.toBeInTheDocument();
    fireEvent.click(toolbarButton('Expand'));
    expect(form.getByLabelText('Order No')).toBeVisible();
  });
});
