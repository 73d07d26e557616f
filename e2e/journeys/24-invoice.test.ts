import type { GoodsReceiptInput } from '@portal/contract/erp-inbound';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { issueErpApiKey, postGoodsReceipt } from '../support/erp.ts';
import { arrangePassedWriteOff, arrangeReceiptOfNewestAsn } from '../support/invoice.ts';
import { columnTexts, filterField, tableRows, waitForRows } from '../support/lists.ts';
import { button, login, waitForPath } from '../support/portal.ts';
import { clickRowAction } from '../support/row-actions.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();
const t = (key: string) => text('en', `invoice:${key}`);

const GR_NO = 'E2E-GR-24';
const INVOICE_NO = 'E2E24INV';
const WRITE_OFF_NO = 'E2E24WO';

let receipt: GoodsReceiptInput;

describe('journey 24: an AP invoice from goods receipts, submitted by the supplier, received by AP; a write-off sent', () => {
  beforeAll(async () => {
    await setUserLanguage('supplier.a', 'en');
    await setUserLanguage('ap', 'en');
    // the ERP receives the newest sent ASN of supplier.a at the price list prices
    const today = new Date().toISOString().slice(0, 10);
    const arranged = await arrangeReceiptOfNewestAsn('S100101', GR_NO, today);
    if (!arranged) throw new Error('no sent ASN of S100101 with priced lines in the demo data');
    receipt = arranged;
    const key = await issueErpApiKey('erp-e2e-invoice');
    expect(await postGoodsReceipt(receipt, key)).toMatchObject({ code: 200, data: { asnLinked: true } });
  });

  it('supplier.a chooses the ASN, creates the invoice and submits it', async () => {
    const page = await ui.open('cn');
    await login(page, 'supplier.a');
    await page.goto('/createApInvoice');
    await waitForRows(page);
    await filterField(page, t('fields.asnNo')).fill(receipt.asnNo ?? '');
    await button(page, text('en', 'listKit:form.search')).click();
    await expect.poll(() => columnTexts(page, t('fields.asnNo'))).toEqual([receipt.asnNo]);
    await snapshot(page, 'invoice-create-ap-en');
    await tableRows(page).first().locator('td.ant-table-selection-column label').click();
    await button(page, t('create.createInvoice')).click();

    await waitForPath(page, '/invoiceDetailAp');
    await page.getByText(GR_NO).first().waitFor();
    await page.getByLabel(t('fields.invoiceNo'), { exact: true }).fill(INVOICE_NO);
    await page.getByLabel(t('fields.incoTerm'), { exact: true }).fill('FOB');
    await snapshot(page, 'invoice-detail-ap-en');
    await button(page, t('buttons.submit')).click();

    // the prices are the price list's: no code-88 question, the invoice goes to the list Submitted
    await waitForPath(page, '/queryInvoice');
    // the detail screen (its own Invoice No field and lines table) stays up until the list's chunk is in
    await button(page, text('en', 'listKit:form.search')).waitFor();
    await waitForRows(page);
    await filterField(page, t('fields.invoiceNo')).fill(INVOICE_NO);
    await button(page, text('en', 'listKit:form.search')).click();
    await expect.poll(() => columnTexts(page, t('fields.invoiceNo'))).toEqual([INVOICE_NO]);
    expect(await columnTexts(page, t('fields.status'))).toEqual(['Submitted']);
    expect(await columnTexts(page, t('fields.matchStatus'))).toEqual(['Passed']);
  });

  it('AP records the paper invoice; the list shows the day received', async () => {
    const page = await ui.open('cn');
    await login(page, 'ap');
    await page.goto('/queryInvoice');
    await waitForRows(page);
    await filterField(page, t('fields.invoiceNo')).fill(INVOICE_NO);
    await button(page, text('en', 'listKit:form.search')).click();
    await expect.poll(() => columnTexts(page, t('fields.invoiceNo'))).toEqual([INVOICE_NO]);
    await tableRows(page)
      .first()
      .getByRole('button', { name: t('actions.receive') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('dialogs.receiveTitle') });
    await dialog.waitFor({ state: 'visible' });
    await button(dialog, text('en', 'listKit:actions.ok')).click();
    const today = new Date().toISOString().slice(0, 10);
    await expect.poll(() => columnTexts(page, t('fields.invoiceReceiveDate'))).toEqual([today]);
    expect(await columnTexts(page, t('fields.status'))).toEqual(['Submitted']);
    await snapshot(page, 'invoice-query-ap-en');
  });

  it('AP sends a passed write-off invoice with its voucher number; the ERP posts it', async () => {
    await arrangePassedWriteOff('supplier.a', WRITE_OFF_NO);
    const page = await ui.open('cn');
    await login(page, 'ap');
    await page.goto('/queryInvoice');
    await waitForRows(page);
    await filterField(page, t('fields.invoiceNo')).fill(WRITE_OFF_NO);
    await button(page, text('en', 'listKit:form.search')).click();
    await expect.poll(() => columnTexts(page, t('fields.status'))).toEqual(['Passed']);
    await clickRowAction(tableRows(page).first(), t('actions.sendWriteOff'));
    const dialog = page.getByRole('dialog', {
      name: t('dialogs.sendWriteOffTitle').replace('{{invoiceNo}}', WRITE_OFF_NO),
    });
    await dialog.waitFor({ state: 'visible' });
    await dialog.getByLabel(t('fields.voucherNo'), { exact: true }).fill('WO-VOUCHER-24');
    await snapshot(page, 'invoice-send-write-off-en');
    await button(dialog, text('en', 'listKit:actions.ok')).click();
    await dialog.waitFor({ state: 'hidden' });
    // the outbox sends it, the simulated ERP posts it with a voucher of its own
    await expect
      .poll(
        async () => {
          await button(page, text('en', 'listKit:form.search')).click();
          return columnTexts(page, t('fields.status'));
        },
        { timeout: 20_000 },
      )
      .toEqual(['Posted']);
  });
});
