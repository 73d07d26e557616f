import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateTime, isoDay, nextTab, pickDateTime } from '../support/asn-wizard.ts';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { firmDay, issueErpApiKey, oneLineRelease, postGoodsReceipt, publishRelease } from '../support/erp.ts';
import { columnTexts, expandFilters, filterField, tableRows, waitForRows } from '../support/lists.ts';
import { answerConfirm, button, login, toasts, waitForPath } from '../support/portal.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();

const BUYER = 'ADCN';
const SUPPLIER = 'S100101';
const stamp = Date.now().toString().slice(-7);
const ORDER_NO = `E2E15-${stamp}`;
const GR_NO = `E2E15-GR${stamp}`;
const t = (key: string) => text('en', `asn:${key}`);

/** One order line asking 50 in three days and 50 in ten; 80 were received today. */
async function releaseAndReceive(): Promise<void> {
  const order = { buyerCode: BUYER, supplierCode: SUPPLIER, orderNo: ORDER_NO, releaseNo: `E2E15-R${stamp}` };
  const requests = [firmDay(isoDay(3), '50'), firmDay(isoDay(10), '50')];
  const { release, plantCode, partNo } = await oneLineRelease(order, requests);
  const key = await issueErpApiKey('e2e-gr-spread');
  expect(await publishRelease(release, key)).toMatchObject({ code: 200 });
  const receipt = await postGoodsReceipt(
    {
      grNo: GR_NO,
      grDate: isoDay(0),
      buyerCompanyCode: BUYER,
      shipToPlant: plantCode,
      supplierCode: SUPPLIER,
      lines: [
        {
          grLineNo: '1',
          orderNo: ORDER_NO,
          poLineNo: '10',
          partNo,
          qty: '80',
          currency: 'CNY',
          grUnitPrice: '2',
        },
      ],
    },
    key,
  );
  expect(receipt).toMatchObject({ code: 200 });
}

describe('journey 15: a receipt shipped over two schedule lines of its order line', () => {
  beforeAll(async () => {
    await setUserLanguage('supplier.a', 'en');
    await releaseAndReceive();
  });
  afterAll(() => setUserLanguage('supplier.a', 'zh'));

  it('GR to ASN proposes 50 on the first delivery and 30 on the second; the ASN is sent', async () => {
    const page = await ui.open('en');
    await login(page, 'supplier.a', { locale: 'en' });
    await page.goto('/gr');
    await waitForRows(page);
    await expandFilters(page, 'en');
    await filterField(page, text('en', 'gr:fields.grNo')).fill(GR_NO);
    await button(page.locator('.ant-form').first(), text('en', 'listKit:form.search')).click();
    await expect.poll(() => columnTexts(page, text('en', 'gr:fields.grNo'))).toEqual([GR_NO]);
    await tableRows(page).first().locator('.ant-table-selection-column .ant-checkbox').click();
    await button(page, text('en', 'gr:actions.createAsn')).click();
    await waitForPath(page, '/asnDetail');

    const quantities = page.getByRole('textbox', { name: t('fields.asnQty'), exact: true });
    await expect.poll(() => quantities.count()).toBe(2);
    expect([await quantities.nth(0).inputValue(), await quantities.nth(1).inputValue()]).toEqual([
      '50',
      '30',
    ]);
    await snapshot(page, 'asn-wizard-gr-spread-en');
    const boxes = (name: string) => page.getByRole('textbox', { name: t(name), exact: true });
    for (const index of [0, 1]) {
      await boxes('fields.lotSizeQty').nth(index).fill('10');
      await boxes('fields.packQtyPerPallet').nth(index).fill('1');
    }
    await nextTab(page, 'packaging');
    await nextTab(page, 'general');
    await pickDateTime(page, t('fields.dispatchTimeStr'), dateTime(0, '23:00'));
    await pickDateTime(page, t('fields.planArrivalTimeStr'), dateTime(1, '09:00'));
    await page.getByLabel(t('fields.invoiceNo'), { exact: true }).fill(`G${stamp}`);
    await nextTab(page, 'labelPrint');
    await button(page, t('wizard.submit')).click();
    await answerConfirm(page, t('wizard.sendConfirm'), text('en', 'listKit:actions.ok'), '/asn/');
    await toasts(page).filter({ hasText: 'Submitted successfully' }).waitFor();
  });
});
