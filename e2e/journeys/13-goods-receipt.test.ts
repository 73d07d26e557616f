import type { GoodsReceiptInput } from '@portal/contract/erp-inbound';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { downloadSheet } from '../support/download-sheet.ts';
import { issueErpApiKey, postGoodsReceipt, receiptTarget } from '../support/erp.ts';
import { columnTexts, expandFilters, filterField, waitForRows } from '../support/lists.ts';
import { button, login, openFromMenu } from '../support/portal.ts';
import { type Locale, text } from '../support/texts.ts';

const ui = useBrowser();
const gr = (locale: Locale, key: string) => text(locale, `gr:fields.${key}`);

const GR_NO = 'E2E-GR-13';
/** The menu group as the server's resources name it. */
const GR_MENU: Partial<Record<Locale, string>> = { cn: '收货管理', en: 'GR Management' };

async function receipt(): Promise<GoodsReceiptInput> {
  const target = await receiptTarget('ADCN', 'S100101');
  const today = new Date().toISOString().slice(0, 10);
  const line = (grLineNo: string, partNo: string, qty: string, grUnitPrice: string) => ({
    grLineNo,
    orderNo: 'PO-E2E-13',
    poLineNo: `${grLineNo}0`,
    partNo,
    qty,
    currency: 'CNY',
    grUnitPrice,
    priceListCode: 'S100101-CNY',
  });
  return {
    grNo: GR_NO,
    grDate: today,
    buyerCompanyCode: 'ADCN',
    shipToPlant: target.plantCode,
    supplierCode: 'S100101',
    asnNo: 'ASN-E2E-13',
    lines: [
      line('1', target.partNos[0] ?? '', '40', '7.25'),
      line('2', target.partNos[1] ?? '', '12.5', '100'),
    ],
  };
}

/** Opens GR Query from the menu and searches this journey's receipt. */
async function searchReceipt(page: Page, locale: Locale): Promise<void> {
  await openFromMenu(page, GR_MENU[locale] ?? '', text(locale, 'menu:screens.gr'), '/gr');
  await waitForRows(page);
  await expandFilters(page, locale);
  await filterField(page, gr(locale, 'grNo')).fill(GR_NO);
  await button(page, text(locale, 'listKit:form.search')).click();
  await expect.poll(() => columnTexts(page, gr(locale, 'grNo'))).toEqual([GR_NO, GR_NO]);
}

describe('journey 13: a goods receipt from the ERP on the GR screen', () => {
  beforeAll(async () => {
    await setUserLanguage('scm', 'zh');
    await setUserLanguage('supplier.a', 'en');
    const key = await issueErpApiKey('erp-e2e-goods-receipt');
    expect(await postGoodsReceipt(await receipt(), key)).toMatchObject({ code: 200 });
  });

  it('the buyer sees the receipt with its currency, unit price and amount', async () => {
    const page = await ui.open('cn');
    await login(page, 'scm');
    await searchReceipt(page, 'cn');
    expect(await columnTexts(page, gr('cn', 'currency'))).toEqual(['CNY', 'CNY']);
    expect(await columnTexts(page, gr('cn', 'grUnitPrice'))).toEqual(['7.25', '100']);
    expect(await columnTexts(page, gr('cn', 'amount'))).toEqual(['290', '1,250']);
    expect(await columnTexts(page, gr('cn', 'qty'))).toEqual(['40', '12.5']);
    await snapshot(page, 'gr-buyer-cn');
  });

  it('the supplier sees it without prices and downloads GR.xlsx with the same rows', async () => {
    // the login page speaks Chinese; the portal then speaks the account's language (English)
    const page = await ui.open('cn');
    await login(page, 'supplier.a');
    await searchReceipt(page, 'en');
    const headers = await page.locator('.ant-table-thead th').allInnerTexts();
    for (const key of ['currency', 'grUnitPrice', 'amount']) expect(headers).not.toContain(gr('en', key));
    await snapshot(page, 'gr-supplier-en');
    const screenRows = {
      grNo: await columnTexts(page, gr('en', 'grNo')),
      partNo: await columnTexts(page, gr('en', 'partNo')),
      qty: await columnTexts(page, gr('en', 'qty')),
      poLineNo: await columnTexts(page, gr('en', 'poLineNo')),
    };
    const file = await downloadSheet(page, () =>
      button(page, text('en', 'listKit:toolbar.download')).click(),
    );
    expect(file.name).toBe('GR.xlsx');
    const [header = [], ...rows] = file.rows;
    expect(header).not.toContain('Currency');
    expect(header).not.toContain('GR Unit Price');
    expect(header).not.toContain('Amount');
    const column = (name: string) => rows.map((row) => row[header.indexOf(name)]);
    expect({
      grNo: column('GR No'),
      partNo: column('Part No'),
      qty: column('Qty'),
      poLineNo: column('PO Line No'),
    }).toEqual(screenRows);
  });
});
