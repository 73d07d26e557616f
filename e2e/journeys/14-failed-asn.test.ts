import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTime, isoDay, nextTab, openWizardOnOrder, pickDateTime } from '../support/asn-wizard.ts';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { firmDay, issueErpApiKey, oneLineRelease, publishRelease } from '../support/erp.ts';
import { filterField } from '../support/lists.ts';
import { answerConfirm, button, login, tableRow, toasts, waitForPath } from '../support/portal.ts';
import { clickRowAction } from '../support/row-actions.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();

const BUYER = 'ADCN';
const SUPPLIER = 'S100101';
const stamp = Date.now().toString().slice(-7);
const ORDER_NO = `E2E14-${stamp}`;
const t = (key: string) => text('en', `asn:${key}`);

/** The ERP releases one order line of 50 pieces, due in three days. */
async function publishOneLine(): Promise<void> {
  const order = { buyerCode: BUYER, supplierCode: SUPPLIER, orderNo: ORDER_NO, releaseNo: `E2E14-R${stamp}` };
  const { release } = await oneLineRelease(order, [firmDay(isoDay(3), '50')]);
  expect(await publishRelease(release, await issueErpApiKey('e2e-failed-asn'))).toMatchObject({ code: 200 });
}

/**
 * From the detail tab: saves, goes through packaging to the general tab, sets the times and sends;
 * answers the ASN number.
 */
async function sendFromWizard(page: Page, arrivalDays: number): Promise<string> {
  const saved = page.waitForResponse((response) => response.url().includes('/asn/saveOrUpdateDraftAsn'));
  await nextTab(page, 'packaging');
  const asnNo = ((await (await saved).json()) as { data: { asnHeader: { asnNo: string } } }).data.asnHeader
    .asnNo;
  await nextTab(page, 'general');
  await pickDateTime(page, t('fields.dispatchTimeStr'), dateTime(1, '08:00'));
  await pickDateTime(page, t('fields.planArrivalTimeStr'), dateTime(arrivalDays, '14:30'));
  await page.getByLabel(t('fields.invoiceNo'), { exact: true }).fill(`F${stamp}`);
  await nextTab(page, 'labelPrint');
  await button(page, t('wizard.submit')).click();
  await answerConfirm(page, t('wizard.sendConfirm'), text('en', 'listKit:actions.ok'), '/asn/');
  await toasts(page).filter({ hasText: 'Submitted successfully' }).waitFor();
  return asnNo;
}

/** The history row of an ASN, searched by its number until it shows the status (the outbox sends it). */
async function historyRow(page: Page, asnNo: string, status: string) {
  const row = () => tableRow(page, asnNo);
  await expect
    .poll(
      async () => {
        await page.goto('/asnQuery');
        await filterField(page, t('fields.asnNo')).fill(asnNo);
        await button(page.locator('.ant-form').first(), text('en', 'listKit:form.search')).click();
        await row().waitFor();
        return ((await row().textContent()) ?? '').includes(status);
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(true);
  return row();
}

describe('journey 14: a Failed ASN is copied, corrected and accepted', () => {
  beforeAll(async () => {
    await setUserLanguage('supplier.a', 'en');
    await publishOneLine();
  });
  afterAll(() => setUserLanguage('supplier.a', 'zh'));

  it('the ERP refuses a 40-day transit; the supplier copies the ASN, corrects the arrival and it succeeds', async () => {
    const page = await ui.open('en');
    await login(page, 'supplier.a', { locale: 'en' });
    await openWizardOnOrder(page, ORDER_NO);
    const box = (name: string) => page.getByRole('textbox', { name: t(name), exact: true }).first();
    await box('fields.asnQty').fill('50');
    await box('fields.lotSizeQty').fill('25');
    await box('fields.packQtyPerPallet').fill('2');
    const failedNo = await sendFromWizard(page, 40);

    // the simulated ERP refuses a planned transit over 30 days
    const failed = await historyRow(page, failedNo, 'Failed');
    await clickRowAction(failed, t('actions.copyFailed'));
    await answerConfirm(page, t('messages.copyFailedConfirm'), text('en', 'listKit:actions.ok'), '/asn/');
    await waitForPath(page, '/asnDetail');
    await toasts(page)
      .filter({ hasText: /^Copied to the new draft ASN\d{14}; correct it and send it$/ })
      .waitFor();
    // the ERP's remarks travel with the copy
    await page
      .getByText(/exceeds 30 days/)
      .first()
      .waitFor();
    await snapshot(page, 'asn-copied-from-failed-en');
    const correctedNo = await sendFromWizard(page, 3);
    expect(correctedNo).not.toBe(failedNo);

    await historyRow(page, correctedNo, 'Success');
    await historyRow(page, failedNo, 'Cancelled');
  });
});
