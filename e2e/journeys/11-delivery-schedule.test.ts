import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { snapshot, UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { issueErpApiKey, latestOrderLine, type OrderLineRelease, publishRelease } from '../support/erp.ts';
import {
  answerConfirm,
  button,
  currentPath,
  login,
  switchLanguage,
  tableRow,
  toasts,
  todoItem,
  waitForPath,
} from '../support/portal.ts';
import { type Locale, text } from '../support/texts.ts';

const ui = useBrowser();

const BUYER = 'ADCN';
const SUPPLIER = 'S100101';
const RELEASE_NO = `E2E11-${Date.now()}`;
const t = (locale: Locale, key: string) => text(locale, `schedule:${key}`);

const isoDay = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The ERP's next release of an order line, built from the last one so each kind of change shows: the first
 * delivery kept, the second raised, the third lowered, the fourth moved two days, the last dropped and a
 * new one added after it.
 */
function nextRelease(line: OrderLineRelease) {
  const kept = line.deliveries.slice(0, -1).map((delivery, index) => {
    const qty = Number(delivery.requestQty);
    if (index === 1) return { ...delivery, requestQty: String(qty + 50) };
    if (index === 2) return { ...delivery, requestQty: String(qty - 50) };
    if (index === 3) return { ...delivery, deliveryDate: isoDay(delivery.deliveryDate, 2) };
    return delivery;
  });
  const last = line.deliveries.at(-1)?.deliveryDate ?? new Date().toISOString().slice(0, 10);
  const deliveries = [...kept, { deliveryDate: isoDay(last, 7), requestQty: '35' }];
  return {
    releaseNo: RELEASE_NO,
    releaseDate: new Date().toISOString().slice(0, 10),
    buyerCompanyCode: BUYER,
    lines: [
      {
        orderNo: line.orderNo,
        lineNo: line.lineNo,
        partNo: line.partNo,
        shipToPlant: line.shipToPlant,
        supplierCode: SUPPLIER,
        details: deliveries.map((delivery, week) => ({
          deliveryDate: delivery.deliveryDate,
          scheduleType: week < 4 ? ('Firm' as const) : ('Forecast' as const),
          requestQty: delivery.requestQty,
          bucket: 'WEEK',
        })),
      },
    ],
  };
}

let released: ReturnType<typeof nextRelease>;

const headersCard = (page: Page) => page.locator('.schedule-headers');
const linesCard = (page: Page) => page.locator('.schedule-lines');
const lineRows = (page: Page) => linesCard(page).locator('.ant-table-tbody tr.ant-table-row');

/** The texts of one column of the line table, by its header. */
async function lineColumn(page: Page, header: string): Promise<string[]> {
  const headers = await linesCard(page).locator('.ant-table-thead tr').first().locator('th').allInnerTexts();
  const index = headers.findIndex((title) => title.trim() === header);
  if (index < 0) throw new Error(`no line column "${header}" among ${headers.join(' | ')}`);
  const cells = await lineRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
  return cells.map((cell) => cell.trim());
}

/** Searches the release of this journey (the status filter stays as the dashboard set it). */
async function searchRelease(page: Page, locale: Locale): Promise<void> {
  const form = page.locator('.ant-form').first();
  await form.getByLabel(t(locale, 'fields.releaseNo'), { exact: true }).fill(RELEASE_NO);
  await button(form, text(locale, 'listKit:form.search')).click();
  await tableRow(headersCard(page), RELEASE_NO).waitFor();
  await expect.poll(() => headersCard(page).locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1);
}

/** Ticks the line delivered on `date` (and only it). */
async function selectLine(page: Page, date: string): Promise<void> {
  await tableRow(linesCard(page), date).locator('.ant-table-selection-column .ant-checkbox').click();
}

async function toolbarAction(page: Page, locale: Locale, action: string): Promise<void> {
  await button(linesCard(page), t(locale, `actions.${action}`)).click();
}

/** Fills a row of the feedback dialog: ship quantity and ETA (typed into the picker, Enter takes it). */
async function fillFeedbackRow(row: Locator, shipQty: string, eta: string): Promise<void> {
  await row.locator('input').first().fill(shipQty);
  const picker = row.locator('.ant-picker input');
  await picker.click();
  await picker.fill(eta);
  await picker.press('Enter');
}

function feedbackDialog(page: Page, locale: Locale, mode: 'titleEdit' | 'titleView' = 'titleEdit'): Locator {
  return page
    .getByRole('dialog')
    .filter({ has: page.getByText(t(locale, `feedback.${mode}`), { exact: true }) });
}

describe('journey 11: a release from the ERP, the supplier answers it, the buyer approves', () => {
  beforeAll(async () => {
    for (const user of ['supplier.a', 'scm', 'admin']) await setUserLanguage(user, 'zh');
  });
  afterAll(() => setUserLanguage('supplier.a', 'zh'));

  it('(a) the ERP publishes a release through the inbound API with its API key', async () => {
    const line = await latestOrderLine(BUYER, SUPPLIER);
    released = nextRelease(line);
    expect(await publishRelease(released, 'erp_not-a-key')).toMatchObject({ code: 401, data: null });
    const reply = await publishRelease(released, await issueErpApiKey());
    expect(reply).toMatchObject({
      code: 200,
      data: { releaseNo: RELEASE_NO, lines: [{ orderNo: line.orderNo, result: 'created', isLatest: 'Y' }] },
    });
  });

  it('(b) the supplier lands on its New lines from the dashboard, gives split feedback and confirms a line', async () => {
    const [first, second] = released.lines[0]?.details ?? [];
    if (!first || !second) throw new Error('the release has no lines');
    const page = await ui.open('cn');
    await login(page, 'supplier.a');
    await todoItem(page, 'newSchedule').click();
    await waitForPath(page, '/deliveryScheduleQuery');
    expect(currentPath(page)).toBe('/deliveryScheduleQuery?itemStatus=New');
    await page.locator('.ant-form').first().getByText('新建', { exact: true }).waitFor();
    await searchRelease(page, 'cn');
    await tableRow(headersCard(page), RELEASE_NO).click();
    // twelve New lines, ten to a page
    await expect.poll(() => lineRows(page).count()).toBe(10);
    await snapshot(page, 'schedule-query-cn');

    // feedback on the first delivery: two arrivals, the second three days late
    await selectLine(page, first.deliveryDate);
    await toolbarAction(page, 'cn', 'feedback');
    const dialog = feedbackDialog(page, 'cn');
    await dialog.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await button(dialog, t('cn', 'feedback.split')).click();
    const rows = dialog.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    const total = Number(first.requestQty);
    await fillFeedbackRow(rows.nth(0), String(total - 40), first.deliveryDate);
    await fillFeedbackRow(rows.nth(1), '40', isoDay(first.deliveryDate, 3));
    await snapshot(page, 'schedule-feedback-cn');
    await button(dialog, t('cn', 'feedback.save')).click();
    await toasts(page).filter({ hasText: '反馈已提交' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // the line waits for approval now: the New list no longer shows it
    await tableRow(linesCard(page), first.deliveryDate).waitFor({ state: 'detached' });

    await selectLine(page, second.deliveryDate);
    await toolbarAction(page, 'cn', 'confirm');
    await answerConfirm(
      page,
      '确定确认所选的 1 行吗？',
      text('cn', 'listKit:actions.ok'),
      '/adientSchedule/confirmByIds',
    );
    await toasts(page).filter({ hasText: '确认成功' }).waitFor();
    await tableRow(linesCard(page), second.deliveryDate).waitFor({ state: 'detached' });

    // (e) the download holds the lines the screen shows (every New line of the release, no header picked)
    await tableRow(headersCard(page), RELEASE_NO).click();
    await linesCard(page).getByText(t('cn', 'tables.allLines')).waitFor();
    const shown = await lineColumn(page, t('cn', 'fields.deliveryDate'));
    expect(shown).toHaveLength((released.lines[0]?.details.length ?? 0) - 2);
    const downloading = page.waitForEvent('download');
    await button(linesCard(page), text('cn', 'listKit:toolbar.download')).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('DeliverySchedule.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0];
    const header = (sheet?.getRow(1).values as unknown[]) ?? [];
    const dateColumn = header.indexOf('交货日期');
    const releaseColumn = header.indexOf('发布号');
    const downloaded: Array<[unknown, unknown]> = [];
    sheet?.eachRow((row, number) => {
      if (number > 1) downloaded.push([row.getCell(releaseColumn).value, row.getCell(dateColumn).value]);
    });
    expect(downloaded).toEqual(shown.map((date) => [RELEASE_NO, date]));
  });

  it('(c) the planner opens the lines waiting for approval from the dashboard and approves the feedback', async () => {
    const [first] = released.lines[0]?.details ?? [];
    if (!first) throw new Error('the release has no lines');
    const page = await ui.open('cn');
    await login(page, 'scm');
    await todoItem(page, 'feedbackSchedule').click();
    await waitForPath(page, '/deliveryScheduleQuery');
    expect(currentPath(page)).toBe('/deliveryScheduleQuery?itemStatus=Wait%20for%20Approval');
    await page.locator('.ant-form').first().getByText('待批准', { exact: true }).waitFor();
    await searchRelease(page, 'cn');
    await expect.poll(() => lineColumn(page, t('cn', 'fields.deliveryDate'))).toEqual([first.deliveryDate]);

    await selectLine(page, first.deliveryDate);
    await toolbarAction(page, 'cn', 'viewFeedback');
    const view = feedbackDialog(page, 'cn', 'titleView');
    await expect.poll(() => view.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(2);
    await button(view.locator('.ant-modal-footer'), t('cn', 'feedback.close')).click();

    await toolbarAction(page, 'cn', 'approve');
    await answerConfirm(
      page,
      '确定批准所选 1 行的反馈吗？',
      text('cn', 'listKit:actions.ok'),
      '/adientSchedule/approveByIds',
    );
    await toasts(page).filter({ hasText: '批准成功' }).waitFor();
    await tableRow(linesCard(page), first.deliveryDate).waitFor({ state: 'detached' });
  });

  it('(d) the alerts of the feedback, the confirmation and the approval left through the SMTP sink', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    await page.goto('/sentMail');
    const mails = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: RELEASE_NO });
    const kinds = ['feedbackGiven', 'scheduleConfirmed', 'feedbackApproved'];
    // the worker looks at the outbox every few seconds
    await expect
      .poll(
        async () => {
          await button(page, text('cn', 'listKit:form.search')).click();
          await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
          const sent = mails.filter({ hasText: text('cn', 'sentMail:status.sent') });
          const found = await Promise.all(
            kinds.map((kind) => sent.filter({ hasText: text('cn', `sentMail:kinds.${kind}`) }).count()),
          );
          return found.every((count) => count > 0) && (await mails.count()) === (await sent.count());
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBe(true);
  });

  it('the schedule screens in cn and th: lines, feedback, comparison, history', async () => {
    const page = await ui.open('cn');
    await login(page, 'supplier.a');
    await page.goto('/deliveryScheduleQuery');
    await searchRelease(page, 'cn');
    await compareAndShoot(page, 'cn');
    await shootHistory(page, 'cn');

    await switchLanguage(page, 'cn', 'th');
    await page.goto('/deliveryScheduleQuery');
    await searchRelease(page, 'th');
    await tableRow(headersCard(page), RELEASE_NO).click();
    await lineRows(page).first().waitFor();
    await snapshot(page, 'schedule-query-th');
    const fresh = released.lines[0]?.details[2];
    if (!fresh) throw new Error('the release has no third line');
    await selectLine(page, fresh.deliveryDate);
    await toolbarAction(page, 'th', 'feedback');
    const dialog = feedbackDialog(page, 'th');
    await dialog.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    await button(dialog, t('th', 'feedback.split')).click();
    await button(dialog, t('th', 'feedback.save')).click();
    await dialog.getByText(t('th', 'feedback.confirmQtyReq')).first().waitFor();
    await snapshot(page, 'schedule-feedback-th');
    await button(dialog, t('th', 'feedback.cancel')).click();
    await compareAndShoot(page, 'th');
    await shootHistory(page, 'th');
  });
});

/** Compare on the release of the journey: every kind of change the ERP made shows with its tag. */
async function compareAndShoot(page: Page, locale: Locale): Promise<void> {
  await button(tableRow(headersCard(page), RELEASE_NO), t(locale, 'actions.compare')).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByText(t(locale, 'compare.title'), { exact: true }) });
  for (const change of ['unchanged', 'increased', 'decreased', 'moved', 'added', 'removed'])
    await dialog.locator(`[data-change="${change}"]`).first().waitFor({ timeout: UI_TIMEOUT_MS });
  await snapshot(page, `schedule-compare-${locale}`);
  await button(dialog.locator('.ant-modal-footer'), t(locale, 'compare.close')).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The history screen: previous releases of the last 15 days, among them the one this release replaced. */
async function shootHistory(page: Page, locale: Locale): Promise<void> {
  await page.goto('/deliveryScheduleHistory');
  await headersCard(page).locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await lineRows(page).first().waitFor();
  expect(await button(linesCard(page), t(locale, 'actions.viewFeedback')).count()).toBe(1);
  expect(await button(linesCard(page), t(locale, 'actions.confirm')).count()).toBe(0);
  await snapshot(page, `schedule-history-${locale}`);
}
