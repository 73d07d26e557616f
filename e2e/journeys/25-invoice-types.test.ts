import type { InvoiceAsnRow, InvoiceType } from '@portal/contract/invoice';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from '../support/api.ts';
import { UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { issueErpApiKey, reportPayment } from '../support/erp.ts';
import { buyerTaxRate, firstAsnToInvoice } from '../support/invoice.ts';
import { columnTexts, filterField, tableRows, waitForRows } from '../support/lists.ts';
import { readQrCodeOfPdf } from '../support/pdf-qr-code.ts';
import { answerConfirm, button, dialog, login, openWith, waitForPath } from '../support/portal.ts';
import { clickRowAction } from '../support/row-actions.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();
const t = (key: string) => text('en', `invoice:${key}`);
const search = () => text('en', 'listKit:form.search');
const ok = () => text('en', 'listKit:actions.ok');

interface InvoiceJourney {
  type: InvoiceType;
  supplier: string;
  createPath: string;
  detailPath: string;
  invoiceNo: string;
  /**
   * GST (India processes): 'blank' leaves the rates empty, so the tax misses the buyer's rate, the price
   * match asks, the supplier submits anyway and AP approves; 'buyerRate' enters the buyer's tax rate as IGST.
   */
  gst?: 'blank' | 'buyerRate';
}

/** One invoice per process type, from its create list to Paid; the suppliers' own languages come back after. */
const JOURNEYS: InvoiceJourney[] = [
  {
    type: 'AP',
    supplier: 'supplier.a',
    createPath: '/createApInvoice',
    detailPath: '/invoiceDetailAp',
    invoiceNo: 'E2E25AP',
  },
  {
    type: 'INDIA',
    supplier: 'supplier.b',
    createPath: '/createIndiaInvoice',
    detailPath: '/invoiceDetailIndia',
    invoiceNo: 'E2E25IN',
    gst: 'blank',
  },
  {
    type: 'OVERSEA',
    supplier: 'supplier.b',
    createPath: '/createOverseaInvoice',
    detailPath: '/invoiceDetailOversea',
    invoiceNo: 'E2E25OS',
  },
  {
    type: 'WRITEOFF',
    supplier: 'supplier.b',
    createPath: '/createWriteoffIndiaInvoice',
    detailPath: '/invoiceDetailWriteoff',
    invoiceNo: 'E2E25WO',
    gst: 'buyerRate',
  },
];
const SEEDED_LANGUAGES = { 'supplier.a': 'zh', 'supplier.b': 'th', ap: 'en' } as const;

/** The invoice list (/queryInvoice) searched for one invoice number, with its single row. */
async function searchInvoice(page: Page, invoiceNo: string): Promise<void> {
  await page.goto('/queryInvoice');
  await waitForRows(page);
  await filterField(page, t('fields.invoiceNo')).fill(invoiceNo);
  await button(page, search()).click();
  await expect.poll(() => columnTexts(page, t('fields.invoiceNo'))).toEqual([invoiceNo]);
}

/** Searches again until the invoice shows `status` (the ERP answers through the outbox, a few seconds later). */
async function waitForStatus(page: Page, status: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await button(page, search()).click();
        return columnTexts(page, t('fields.status'));
      },
      { timeout: 30_000 },
    )
    .toEqual([status]);
}

/** A row action of the first row, a button or an entry of the row's "more" menu. */
const rowAction = (page: Page, action: string) => ({
  click: () => clickRowAction(tableRows(page).first(), t(`actions.${action}`)),
});

/** The supplier picks the ASN in the create list, creates the invoice and submits it. */
async function supplierSubmits(page: Page, journey: InvoiceJourney, asn: InvoiceAsnRow): Promise<void> {
  await page.goto(journey.createPath);
  await waitForRows(page);
  await filterField(page, t('fields.asnNo')).fill(asn.asnNo);
  await button(page, search()).click();
  await expect.poll(() => columnTexts(page, t('fields.asnNo'))).toEqual([asn.asnNo]);
  await tableRows(page).first().locator('td.ant-table-selection-column label').click();
  await button(page, t('create.createInvoice')).click();

  await waitForPath(page, journey.detailPath);
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
  await page.getByLabel(t('fields.invoiceNo'), { exact: true }).fill(journey.invoiceNo);
  await page.getByLabel(t('fields.incoTerm'), { exact: true }).fill('FOB');
  if (journey.gst === 'buyerRate')
    await page.getByLabel(t('fields.igstRate'), { exact: true }).fill(await buyerTaxRate(asn.companyCode));
  await button(page, t('buttons.submit')).click();
  // the demo's receipts are at the price list's prices: only a tax off the buyer's rate makes the match ask
  if (journey.gst === 'blank')
    await answerConfirm(page, t('messages.confirmTitle'), ok(), '/invoice/submitIndiaInvoice/');

  await waitForPath(page, '/queryInvoice');
  await button(page, search()).waitFor();
  await searchInvoice(page, journey.invoiceNo);
  expect(await columnTexts(page, t('fields.status'))).toEqual(['Submitted']);
  // a tax off the buyer's rate fails the match: the buyer has to approve
  const match = journey.gst === 'blank' ? 'Failed' : 'Passed';
  expect(await columnTexts(page, t('fields.matchStatus'))).toEqual([match]);
}

/** The supplier prints the cover sheet from the invoice's detail; answers what its QR code reads. */
async function coverSheetCode(page: Page): Promise<string> {
  await rowAction(page, 'view').click();
  const downloading = page.waitForEvent('download', { timeout: UI_TIMEOUT_MS * 2 });
  await button(page, t('buttons.coverSheet')).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  return readQrCodeOfPdf(await download.path());
}

/** AP submits (or, after the price question, approves) the invoice and records the paper invoice. */
async function apPasses(page: Page, journey: InvoiceJourney): Promise<void> {
  await searchInvoice(page, journey.invoiceNo);
  if (journey.gst === 'blank') {
    expect(await columnTexts(page, t('fields.needApprove'))).toEqual([text('en', 'listKit:form.yes')]);
    await rowAction(page, 'approve').click();
    await answerConfirm(page, t('messages.approveConfirm'), ok(), '/invoice/approve');
  } else {
    await rowAction(page, 'submit').click();
    await answerConfirm(page, t('messages.submitConfirm'), ok(), '/invoice/submit');
  }
  await waitForStatus(page, 'Passed');
  const receiving = dialog(page, t('dialogs.receiveTitle'));
  await openWith(rowAction(page, 'receive'), receiving);
  await button(receiving, ok()).click();
  await receiving.waitFor({ state: 'hidden' });
  await expect.poll(() => columnTexts(page, t('fields.invoiceReceiveDate'))).not.toEqual(['']);
}

/** AP scans the cover sheet: the scan check finds the invoice and checks it. */
async function apScans(page: Page, journey: InvoiceJourney, code: string): Promise<void> {
  await page.goto('/scanInvoice');
  const scanBox = page.getByPlaceholder(t('scan.placeholder'));
  await scanBox.fill(code);
  await scanBox.press('Enter');
  const question = t('scan.confirmCheck').replace('{{invoiceNo}}', journey.invoiceNo);
  await answerConfirm(page, question, ok(), '/invoice/invoiceCheck');
  await searchInvoice(page, journey.invoiceNo);
  await waitForStatus(page, 'Invoice Checked');
}

/** AP sends the invoice to the ERP (a write-off alone with its voucher, the others by batch send). */
async function apSends(page: Page, journey: InvoiceJourney): Promise<void> {
  if (journey.type === 'WRITEOFF') {
    const title = t('dialogs.sendWriteOffTitle').replace('{{invoiceNo}}', journey.invoiceNo);
    const sending = await openWith(rowAction(page, 'sendWriteOff'), dialog(page, title));
    await sending.getByLabel(t('fields.voucherNo'), { exact: true }).fill('WO-VOUCHER-25');
    await button(sending, ok()).click();
    await sending.waitFor({ state: 'hidden' });
  } else {
    // the batch send takes the searched invoices, this one, and says so first
    const sending = await openWith(
      button(page, t('buttons.batchSend')),
      dialog(page, t('dialogs.batchSendTitle')),
    );
    await sending.getByText(t('dialogs.batchSendCount_one')).waitFor();
    await button(sending, ok()).click();
    await sending.waitFor({ state: 'hidden' });
  }
  await waitForStatus(page, 'Posted');
}

describe.each(JOURNEYS)(
  'journey 25 ($type): an invoice from its create list to Posted and Paid',
  (journey) => {
    const today = new Date().toISOString().slice(0, 10);
    let asn: InvoiceAsnRow;

    beforeAll(async () => {
      for (const user of [journey.supplier, 'ap']) await setUserLanguage(user, 'en');
      asn = await firstAsnToInvoice(await apiLogin(journey.supplier), journey.type);
    });
    afterAll(async () => {
      for (const [user, language] of Object.entries(SEEDED_LANGUAGES)) await setUserLanguage(user, language);
    });

    it('the supplier submits and prints the cover sheet; AP passes, scans and sends it; the ERP posts and pays it', {
      timeout: 180_000,
    }, async () => {
      const supplier = await ui.open('cn');
      await login(supplier, journey.supplier);
      await supplierSubmits(supplier, journey, asn);
      const code = await coverSheetCode(supplier);
      expect(code).toBe(`${asn.supplierCode}|${journey.invoiceNo}|${asn.shipToPlantCode}`);

      const ap = await ui.open('cn');
      await login(ap, 'ap');
      await apPasses(ap, journey);
      await apScans(ap, journey, code);
      await apSends(ap, journey);

      const key = await issueErpApiKey(`erp-e2e-payment-${journey.type.toLowerCase()}`);
      const payment = {
        buyerCompanyCode: asn.companyCode,
        supplierCode: asn.supplierCode,
        invoiceNo: journey.invoiceNo,
        paymentDate: today,
      };
      expect(await reportPayment(payment, key)).toMatchObject({
        code: 200,
        data: { invoiceNo: journey.invoiceNo, result: 'paid' },
      });
      // the supplier sees Paid and the payment date, on the list and the detail
      await searchInvoice(supplier, journey.invoiceNo);
      expect(await columnTexts(supplier, t('fields.status'))).toEqual(['Paid']);
      expect(await columnTexts(supplier, t('fields.paymentDate'))).toEqual([today]);
      await rowAction(supplier, 'view').click();
      const summary = supplier.locator('.ant-descriptions').first();
      await expect.poll(() => summary.textContent()).toContain(today);
      expect(await summary.textContent()).toContain(t('fields.paymentDate'));
    });
  },
);
