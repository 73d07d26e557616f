import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { clickRowAction, rowActionLabels } from '../../../components/list-kit/testing/row-actions.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { handAsnNoToHistory, readAsnWizardHandoff } from '../../../platform/session/asn-handoff.ts';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { asnRow, createRow, signInAs, stubAsnApi } from '../testing/asn-api-stub.ts';
import { AsnCreatePage } from './asn-create-page.tsx';
import { AsnQueryPage } from './asn-query-page.tsx';

const CREATE_LIST = '/asn/queryCreateList';
const HISTORY_LIST = '/asn/queryAsnList';

function button(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'button > span' });
}

function rowOf(text: string): HTMLElement {
  return screen.getByText(text, { selector: 'td' }).closest('tr') as HTMLElement;
}

/** The row's actions: its buttons, then its "more" menu. */
const actionsOf = (asnNo: string) => rowActionLabels(rowOf(asnNo));

describe('/asnCreate', { timeout: 30_000 }, () => {
  it('a supplier chooses lines of one plant; creation hands them to the wizard', async () => {
    const warning = vi.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    signInAs('S', ['createAsn']);
    const api = stubAsnApi({
      createRows: [createRow(1, 'CN01'), createRow(2, 'CN02'), createRow(3, 'CN01')],
    });
    const { router } = renderWithApp(<AsnCreatePage />, {
      path: '/asnCreate',
      routes: [{ path: '/asnDetail', element: <p>wizard</p> }],
    });
    await screen.findByText('2026-02-03', { selector: 'td' });
    // spec 2 §9: the demand-to date opens on today + 14
    expect(api.bodiesOf(CREATE_LIST)[0]).toMatchObject({
      demandDateTo: dayjs().add(14, 'day').format('YYYYMMDD'),
      pageNo: 1,
      size: 10,
    });
    expect(button('Upload ASN')).toBeInTheDocument();

    fireEvent.click(button('ASN Creation'));
    expect(warning).toHaveBeenLastCalledWith('Please select data');
    const check = (date: string) =>
      fireEvent.click(rowOf(date).querySelector('input[type="checkbox"]') as HTMLElement);
    check('2026-02-01');
    check('2026-02-02');
    fireEvent.click(button('ASN Creation'));
    expect(warning).toHaveBeenLastCalledWith('The selected lines must have the same ship-to plant');
    expect(router.state.location.pathname).toBe('/asnCreate');

    check('2026-02-02');
    check('2026-02-03');
    fireEvent.click(button('ASN Creation'));
    await screen.findByText('wizard');
    expect(readAsnWizardHandoff()).toEqual({ asnHistory: false, scheduleDetailIds: [101, 103] });
  });

  it('a buyer sees the lines without selection, creation or upload', async () => {
    signInAs('B', ['createAsn']);
    stubAsnApi({ createRows: [createRow(1)] });
    const { container } = renderWithApp(<AsnCreatePage />, { path: '/asnCreate' });
    await screen.findByText('2026-02-01', { selector: 'td' });
    expect(container.querySelector('input[type="checkbox"]')).toBeNull();
    expect(screen.queryByText('ASN Creation', { selector: 'button > span' })).toBeNull();
    expect(screen.queryByText('Upload ASN', { selector: 'button > span' })).toBeNull();
  });
});

describe('/asnQuery', { timeout: 30_000 }, () => {
  it('opens on the status of the address and an ASN number another screen stored', async () => {
    signInAs('B', []);
    handAsnNoToHistory('ASN202602010001');
    const api = stubAsnApi({ asnRows: [asnRow(1, 'Failed')] });
    renderWithApp(<AsnQueryPage />, { path: '/asnQuery', entry: '/asnQuery?status=Failed' });
    await screen.findByText('ASN20260201001', { selector: 'td' });
    expect(api.bodiesOf(HISTORY_LIST)[0]).toMatchObject({ status: 'Failed', asnNo: 'ASN202602010001' });
    expect(sessionStorage.getItem('asnNo')).toBeNull();
  });

  it("a supplier edits and deletes its Drafts and only views the others, reads each one's history; its supplier code is sent", async () => {
    signInAs('S', ['editAsn', 'deleteDraftAsn', 'cancelAsn', 'deleteFailedAsn']);
    const api = stubAsnApi({ asnRows: [asnRow(1, 'Draft'), asnRow(2, 'Failed'), asnRow(3, 'Success', 'N')] });
    const { router } = renderWithApp(<AsnQueryPage />, {
      path: '/asnQuery',
      routes: [{ path: '/asnDetail', element: <p>wizard</p> }],
    });
    await screen.findByText('ASN20260201001', { selector: 'td' });
    expect(api.bodiesOf(HISTORY_LIST)[0]).toMatchObject({ supplierCode: 'S100101' });
    expect(await actionsOf('ASN20260201001')).toEqual([
      'Edit',
      'Delete',
      'Label',
      'Delivery Note',
      'History',
    ]);
    expect(await actionsOf('ASN20260201002')).toEqual(['View', 'Label', 'Delivery Note', 'History']);
    expect(await actionsOf('ASN20260201003')).toEqual(['View', 'Delivery Note', 'History']);

    await clickRowAction(rowOf('ASN20260201001'), 'Edit');
    await screen.findByText('wizard');
    expect(router.state.location.pathname).toBe('/asnDetail');
    expect(readAsnWizardHandoff()).toEqual({ asnHistory: true, asnHeaderId: 1 });
  });

  it('a buyer deletes a Failed ASN after confirming; declining shows cancelDel', async () => {
    const info = vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('B', ['deleteFailedAsn', 'cancelAsn'], ['Adient-SCM']);
    const api = stubAsnApi({ asnRows: [asnRow(2, 'Failed'), asnRow(3, 'Success')] });
    renderWithApp(<AsnQueryPage />, { path: '/asnQuery' });
    await screen.findByText('ASN20260201002', { selector: 'td' });
    expect(await actionsOf('ASN20260201002')).toEqual([
      'View',
      'Delete',
      'Label',
      'Delivery Note',
      'History',
    ]);
    expect(await actionsOf('ASN20260201003')).toEqual([
      'View',
      'Cancel',
      'Label',
      'Delivery Note',
      'History',
    ]);

    await clickRowAction(rowOf('ASN20260201002'), 'Delete');
    let question = await findDialog('Delete this ASN?');
    fireEvent.click(within(question).getByText('Cancel', { selector: 'button > span' }));
    expect(info).toHaveBeenCalledWith('Cancelled');
    expect(api.queriesOf('/asn/deleteAsn')).toEqual([]);

    await clickRowAction(rowOf('ASN20260201002'), 'Delete');
    question = await findDialog('Delete this ASN?');
    const listsBefore = api.bodiesOf(HISTORY_LIST).length;
    fireEvent.click(within(question).getByText('OK', { selector: 'button > span' }));
    await waitFor(() => expect(api.queriesOf('/asn/deleteAsn')).toEqual([{ asnHeaderId: '2' }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deleted successfully'));
    await waitFor(() => expect(api.bodiesOf(HISTORY_LIST).length).toBeGreaterThan(listsBefore));

    await clickRowAction(rowOf('ASN20260201003'), 'Cancel');
    question = await findDialog('Cancel this ASN?');
    fireEvent.click(within(question).getByText('OK', { selector: 'button > span' }));
    await waitFor(() => expect(api.queriesOf('/asn/cancelledAsn')).toEqual([{ asnHeaderId: '3' }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Cancelled successfully'));
  });

  it('only SupperAdmin and Adient-Admin delete a successful ASN, through deleteSuccessAsn', async () => {
    vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('B', [], ['Adient-Admin']);
    const api = stubAsnApi({ asnRows: [asnRow(3, 'Success')] });
    renderWithApp(<AsnQueryPage />, { path: '/asnQuery' });
    await screen.findByText('ASN20260201003', { selector: 'td' });
    expect(await actionsOf('ASN20260201003')).toEqual([
      'View',
      'Delete',
      'Label',
      'Delivery Note',
      'History',
    ]);
    await clickRowAction(rowOf('ASN20260201003'), 'Delete');
    const question = await findDialog('Delete this ASN?');
    fireEvent.click(within(question).getByText('OK', { selector: 'button > span' }));
    await waitFor(() => expect(api.queriesOf('/asn/deleteSuccessAsn')).toEqual([{ asnHeaderId: '3' }]));
    expect(api.queriesOf('/asn/deleteAsn')).toEqual([]);
  });
});
