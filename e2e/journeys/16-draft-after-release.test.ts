import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay, openWizardOnOrder } from '../support/asn-wizard.ts';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { firmDay, issueErpApiKey, oneLineRelease, publishRelease } from '../support/erp.ts';
import { filterField, searchFor } from '../support/lists.ts';
import { button, login, tableRow, toasts, waitForPath } from '../support/portal.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();

const BUYER = 'ADCN';
const SUPPLIER = 'S100101';
const stamp = Date.now().toString().slice(-7);
const ORDER_NO = `E2E16-${stamp}`;
const t = (key: string) => text('en', `asn:${key}`);

const DELIVERY = isoDay(5);

let key = '';

/** A release of this journey's order line asking `qty` on the delivery day; later numbers are newer. */
async function release(releaseNo: string, qty: string): Promise<void> {
  const order = { buyerCode: BUYER, supplierCode: SUPPLIER, orderNo: ORDER_NO, releaseNo };
  const { release } = await oneLineRelease(order, [firmDay(DELIVERY, qty)]);
  const reply = await publishRelease(release, key);
  expect(reply).toMatchObject({ code: 200, data: { lines: [{ isLatest: 'Y' }] } });
}

/** A draft of 60 pieces on the order line, saved from the detail tab; answers its number. */
async function saveDraftOf60(page: Page): Promise<string> {
  await openWizardOnOrder(page, ORDER_NO);
  const box = (name: string) => page.getByRole('textbox', { name: t(name), exact: true }).first();
  await box('fields.asnQty').fill('60');
  await box('fields.lotSizeQty').fill('20');
  await box('fields.packQtyPerPallet').fill('1');
  const saved = page.waitForResponse((response) => response.url().includes('/asn/saveOrUpdateDraftAsn'));
  await button(page, t('wizard.saveDraft')).click();
  return ((await (await saved).json()) as { data: { asnHeader: { asnNo: string } } }).data.asnHeader.asnNo;
}

describe('journey 16: a draft ASN after a new release of its order line', () => {
  beforeAll(async () => {
    await setUserLanguage('supplier.a', 'en');
    key = await issueErpApiKey('e2e-draft-release');
    await release(`E2E16-R1-${stamp}`, '60');
  });
  afterAll(() => setUserLanguage('supplier.a', 'zh'));

  it('the release lowers the delivery to 40; the wizard says so and Refresh Draft moves the line, 60 -> 42 (40 and the 5 % tolerance)', async () => {
    const page = await ui.open('en');
    await login(page, 'supplier.a', { locale: 'en' });
    const asnNo = await saveDraftOf60(page);
    expect(asnNo).toMatch(/^ASN\d{14}$/);

    await release(`E2E16-R2-${stamp}`, '40');
    await page.goto('/asnQuery');
    await filterField(page, t('fields.asnNo')).fill(asnNo);
    await searchFor(page, asnNo, 'en', page.locator('.ant-form').first());
    await tableRow(page, asnNo)
      .getByRole('button', { name: t('actions.edit'), exact: true })
      .click();
    await waitForPath(page, '/asnDetail');
    await page.getByText(t('wizard.replacedTitle')).waitFor();
    await snapshot(page, 'asn-draft-replaced-en');
    await button(page, t('wizard.refreshDraft')).click();
    await toasts(page)
      .filter({
        hasText: `Item 1 (${ORDER_NO}/10, ${DELIVERY}): moved to the latest release, quantity 60 -> 42`,
      })
      .waitFor();
    const quantity = page.getByRole('textbox', { name: t('fields.asnQty'), exact: true }).first();
    await expect.poll(() => quantity.inputValue()).toBe('42');
    await expect.poll(() => page.getByText(t('wizard.replacedTitle')).count()).toBe(0);
    // the refreshed draft saves again on the latest release
    await page
      .getByRole('textbox', { name: t('fields.lotSizeQty'), exact: true })
      .first()
      .fill('20');
    await button(page, t('wizard.saveDraft')).click();
    await toasts(page).filter({ hasText: 'Saved successfully' }).waitFor();
  });
});
