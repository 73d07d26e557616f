import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTime, isoDay, nextTab, pickDateTime, searchCreateList } from '../support/asn-wizard.ts';
import { snapshot, UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { issueErpApiKey, postGoodsReceipt, publishRelease, receiptTarget } from '../support/erp.ts';
import {
  columnTexts,
  expandFilters,
  filterField,
  searchFor,
  tableRows,
  waitForRows,
} from '../support/lists.ts';
import { answerConfirm, button, login, tableRow, toasts, waitForPath } from '../support/portal.ts';
import { clickRowAction } from '../support/row-actions.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();

const BUYER = 'ADCN';
/** supplier.a; ADCN prints labels and takes the invoice number with the ASN, and lets it over-ship 5 % */
const SUPPLIER = 'S100101';
const stamp = Date.now().toString().slice(-7);
const ORDER_NO = `E2E12-${stamp}`;
const RELEASE_NO = `E2E12-R${stamp}`;
const t = (key: string) => text('en', `asn:${key}`);

let asnNo = '';
let erpKey = '';
let target: Awaited<ReturnType<typeof receiptTarget>>;

/** The ERP releases two order lines of one plant: 100 and 60 pieces, due in three days. */
async function publishTwoLines(): Promise<void> {
  target = await receiptTarget(BUYER, SUPPLIER);
  const { plantCode, partNos } = target;
  erpKey = await issueErpApiKey('e2e-asn');
  const reply = await publishRelease(
    {
      releaseNo: RELEASE_NO,
      releaseDate: isoDay(0),
      buyerCompanyCode: BUYER,
      lines: partNos.map((partNo, index) => ({
        orderNo: ORDER_NO,
        lineNo: String((index + 1) * 10),
        partNo,
        shipToPlant: plantCode,
        supplierCode: SUPPLIER,
        details: [
          {
            deliveryDate: isoDay(3),
            scheduleType: 'Firm' as const,
            requestQty: index ? '60' : '100',
            bucket: 'DAY',
          },
        ],
      })),
    },
    erpKey,
  );
  expect(reply).toMatchObject({ code: 200 });
}

/** /asnCreate filtered to this journey's order; ticks the rows of the given line numbers and opens the wizard. */
async function openWizard(page: Page, lineNos: string[]): Promise<void> {
  await page.goto('/asnCreate');
  await filterField(page, t('fields.orderNo')).fill(ORDER_NO);
  await searchCreateList(page, ORDER_NO);
  await expect.poll(() => tableRows(page).filter({ hasText: ORDER_NO }).count()).toBe(2);
  for (const lineNo of lineNos) {
    const row = tableRows(page)
      .filter({ hasText: ORDER_NO })
      .filter({ has: page.locator('td', { hasText: new RegExp(`^${lineNo}$`) }) });
    await row.locator('.ant-table-selection-column .ant-checkbox').click();
  }
  await button(page, t('create.createAsn')).click();
  await waitForPath(page, '/asnDetail');
  await page
    .getByRole('textbox', { name: t('fields.asnQty') })
    .first()
    .waitFor();
}

type LineInput = { asnQty: string; lotSizeQty: string; perPallet: string; lotNo: string };

async function fillLines(page: Page, lines: LineInput[]): Promise<void> {
  const box = (name: string, index: number) =>
    page.getByRole('textbox', { name: t(name), exact: true }).nth(index);
  for (const [index, line] of lines.entries()) {
    await box('fields.asnQty', index).fill(line.asnQty);
    await box('fields.lotSizeQty', index).fill(line.lotSizeQty);
    await box('fields.packQtyPerPallet', index).fill(line.perPallet);
    await box('fields.lotNo', index).fill(line.lotNo);
  }
}

async function fillGeneral(page: Page, invoiceNo: string): Promise<void> {
  await pickDateTime(page, t('fields.dispatchTimeStr'), dateTime(1, '08:00'));
  await pickDateTime(page, t('fields.planArrivalTimeStr'), dateTime(2, '14:30'));
  await page.getByLabel(t('fields.invoiceNo'), { exact: true }).fill(invoiceNo);
  await page.getByLabel(t('fields.plateNo'), { exact: true }).fill('ZJ-B12345');
}

/** Submit sits on the last tab (Label Print): Next saves the general information first. */
async function submit(page: Page): Promise<void> {
  await nextTab(page, 'labelPrint');
  await button(page, t('wizard.submit')).click();
  await answerConfirm(page, t('wizard.sendConfirm'), text('en', 'listKit:actions.ok'), '/asn/');
}

/** Next on the detail tab saves the draft; answers the ASN number the server gave it. */
async function saveDetailTab(page: Page): Promise<string> {
  const saved = page.waitForResponse((response) => response.url().includes('/asn/saveOrUpdateDraftAsn'));
  await nextTab(page, 'packaging');
  return ((await (await saved).json()) as { data: { asnHeader: { asnNo: string } } }).data.asnHeader.asnNo;
}

/** GR Query searched for one receipt number. */
async function searchReceipt(page: Page, grNo: string): Promise<void> {
  await page.goto('/gr');
  await waitForRows(page);
  await expandFilters(page, 'en');
  await filterField(page, text('en', 'gr:fields.grNo')).fill(grNo);
  await searchFor(page, grNo, 'en', page.locator('.ant-form').first());
}

/** The history row of this journey's ASN, found through the ASN No. filter. */
async function historyRow(page: Page): Promise<Locator> {
  await page.goto('/asnQuery');
  await filterField(page, t('fields.asnNo')).fill(asnNo);
  await searchFor(page, asnNo, 'en', page.locator('.ant-form').first());
  const row = tableRow(page, asnNo);
  await row.waitFor();
  return row;
}

/** The ASN Qty of the two order lines on /deliveryScheduleQuery, by line number. */
async function scheduledAsnQty(page: Page): Promise<string[]> {
  await page.goto('/deliveryScheduleQuery');
  const form = page.locator('.ant-form').first();
  await form.getByLabel(text('en', 'schedule:fields.releaseNo'), { exact: true }).fill(RELEASE_NO);
  await button(form, text('en', 'listKit:form.search')).click();
  const headers = page.locator('.schedule-headers .ant-table-tbody tr.ant-table-row');
  await expect.poll(() => headers.count()).toBe(2);
  const quantities: string[] = [];
  for (const lineNo of ['10', '20']) {
    await headers.filter({ has: page.locator('td', { hasText: new RegExp(`^${lineNo}$`) }) }).click();
    const lines = page.locator('.schedule-lines');
    const titles = await lines.locator('.ant-table-thead tr').first().locator('th').allInnerTexts();
    const column = titles.findIndex((title) => title.trim() === text('en', 'schedule:fields.asnQty'));
    const cell = lines.locator(`.ant-table-tbody tr.ant-table-row td:nth-child(${column + 1})`).first();
    await cell.waitFor();
    quantities.push(((await cell.textContent()) ?? '').trim());
  }
  return quantities;
}

/** A downloaded PDF: its name and page count, after checking it is one. */
async function pdfOf(download: Download): Promise<{ name: string; pages: number }> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = bytes.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
  return { name: download.suggestedFilename(), pages };
}

async function downloadFrom(row: Locator, action: string): Promise<Download> {
  const downloading = row.page().waitForEvent('download', { timeout: UI_TIMEOUT_MS * 2 });
  await clickRowAction(row, t(`actions.${action}`));
  return downloading;
}

describe('journey 12: an ASN from a release to the ERP and back', () => {
  beforeAll(async () => {
    for (const user of ['supplier.a', 'scm']) await setUserLanguage(user, 'en');
    await publishTwoLines();
  });
  afterAll(async () => {
    for (const user of ['supplier.a', 'scm']) await setUserLanguage(user, 'zh');
  });

  it('the supplier ships two lines, the ERP accepts, the documents print; a second ASN over the tolerance is refused', async () => {
    const page = await ui.open('en');
    await login(page, 'supplier.a', { locale: 'en' });
    // a second tab opens its ASN on line 10 now, while all 100 pieces are still free
    const late = await ui.open('en');
    await login(late, 'supplier.a', { locale: 'en' });
    await openWizard(late, ['10']);
    await fillLines(late, [{ asnQty: '70', lotSizeQty: '70', perPallet: '1', lotNo: 'B-LATE' }]);
    await nextTab(late, 'packaging');
    await nextTab(late, 'general');
    await fillGeneral(late, `L${stamp}`);

    await openWizard(page, ['10', '20']);
    await fillLines(page, [
      { asnQty: '40', lotSizeQty: '20', perPallet: '2', lotNo: 'B-E2E-10' },
      { asnQty: '30', lotSizeQty: '30', perPallet: '1', lotNo: 'B-E2E-20' },
    ]);
    asnNo = await saveDetailTab(page);
    expect(asnNo).toMatch(/^ASN\d{14}$/);
    // the packages follow the lines: 2 x 20 of line 10, 1 x 30 of line 20, numbered after the ASN
    const packageRows = page.locator('.ant-table-tbody tr').filter({ hasText: `${asnNo}-00` });
    await expect.poll(() => packageRows.count()).toBe(3);
    await snapshot(page, 'asn-wizard-packaging-en');
    await nextTab(page, 'general');
    await fillGeneral(page, `I${stamp}`);
    await snapshot(page, 'asn-wizard-general-en');
    await submit(page);
    await toasts(page).filter({ hasText: 'Submitted successfully' }).waitFor();

    // the late ASN would ship 40 + 70 of 100 pieces (105 with the 5 % tolerance): the server refuses its
    // next save, the wizard having proposed it while all 100 were free
    await button(late, t('wizard.next')).click();
    await toasts(late)
      .filter({ hasText: `ASN quantity 70 of order ${ORDER_NO}` })
      .waitFor();
    expect(await toasts(late).last().textContent()).toMatch(/exceeds the quantity left to ship 65$/);
    await late.getByRole('tab', { name: t('wizard.tabs.general'), selected: true }).waitFor();

    // the outbox worker sends it, the simulated ERP accepts
    await expect
      .poll(
        async () => {
          const row = await historyRow(page);
          return ((await row.textContent()) ?? '').includes('Success');
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(true);
    await snapshot(page, 'asn-query-en');
    const row = await historyRow(page);
    expect(await pdfOf(await downloadFrom(row, 'label'))).toEqual({ name: 'ASN_Label.pdf', pages: 3 });
    expect(await pdfOf(await downloadFrom(row, 'deliveryNote'))).toEqual({
      name: 'DeliveryNote.pdf',
      pages: 1,
    });

    expect(await scheduledAsnQty(page)).toEqual(['40', '30']);
  });

  it('the planner cancels the ASN and the schedule lines get their quantity back', async () => {
    const page = await ui.open('en');
    await login(page, 'scm', { locale: 'en' });
    const row = await historyRow(page);
    await clickRowAction(row, t('actions.cancel'));
    await answerConfirm(page, t('messages.cancelConfirm'), text('en', 'listKit:actions.ok'), '/asn/');
    await toasts(page)
      .filter({ hasText: t('messages.calSuccess') })
      .waitFor();
    expect(await scheduledAsnQty(page)).toEqual(['0', '0']);
  });

  it('the supplier sends a goods receipt of line 20 to ASN creation: the wizard proposes what was received', async () => {
    const grNo = `E2E12-GR${stamp}`;
    const receipt = await postGoodsReceipt(
      {
        grNo,
        grDate: isoDay(0),
        buyerCompanyCode: BUYER,
        shipToPlant: target.plantCode,
        supplierCode: SUPPLIER,
        lines: [
          {
            grLineNo: '1',
            orderNo: ORDER_NO,
            poLineNo: '20',
            partNo: target.partNos[1] ?? '',
            qty: '12.5',
            currency: 'CNY',
            grUnitPrice: '3',
          },
        ],
      },
      erpKey,
    );
    expect(receipt.code).toBe(200);
    const page = await ui.open('en');
    await login(page, 'supplier.a', { locale: 'en' });
    await searchReceipt(page, grNo);
    await expect.poll(() => columnTexts(page, text('en', 'gr:fields.grNo'))).toEqual([grNo]);
    await tableRows(page).first().locator('.ant-table-selection-column .ant-checkbox').click();
    await button(page, text('en', 'gr:actions.createAsn')).click();
    await waitForPath(page, '/asnDetail');
    const quantity = page.getByRole('textbox', { name: t('fields.asnQty'), exact: true });
    await expect.poll(() => quantity.inputValue()).toBe('12.5');
    expect(await quantity.count()).toBe(1);
    expect(await page.locator('.ant-table-tbody tr', { hasText: ORDER_NO }).textContent()).toContain('20');
    await snapshot(page, 'asn-wizard-from-gr-en');

    // the first save links the receipt to the new ASN: the GR screen names it from then on
    await fillLines(page, [{ asnQty: '12.5', lotSizeQty: '12.5', perPallet: '1', lotNo: 'B-E2E-GR' }]);
    const draftNo = await saveDetailTab(page);
    await searchReceipt(page, grNo);
    await expect.poll(() => columnTexts(page, text('en', 'gr:fields.asnNo'))).toEqual([draftNo]);
  });
});
