import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import {
  columnTexts,
  expandFilters,
  filterField,
  listTotal,
  searchFor,
  tableRows,
  waitForColumn,
  waitForRows,
} from '../support/lists.ts';
import {
  button,
  login,
  menuItem,
  openFromMenu,
  switchLanguage,
  toasts,
  waitForPath,
} from '../support/portal.ts';
import { type Locale, text } from '../support/texts.ts';

const ui = useBrowser();
const md = (locale: Locale, key: string) => text(locale, `masterData:${key}`);
const kit = (locale: Locale, key: string) => text(locale, `listKit:${key}`);

/** Saves the file a click downloads and answers its path and suggested name. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<{ file: string; name: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  return { file, name: download.suggestedFilename() };
}

async function readSheet(file: string): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  const width = sheet?.getRow(1).cellCount ?? 0;
  sheet?.eachRow((row) =>
    rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? null)),
  );
  return rows;
}

/** Fills the downloaded template with two prices of a new price list and writes it next to it. */
async function fillTemplate(template: string, year: number, priceListCode = 'S100102-E2E'): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(template)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  sheet.addRow([
    'ADCN',
    'S100102',
    '102-7000',
    null,
    priceListCode,
    '88.1234',
    'CNY',
    'EA',
    `${year}-01-01`,
    null,
  ]);
  sheet.addRow([
    'ADCN',
    'S100102',
    '102-7001',
    null,
    priceListCode,
    99.5,
    'CNY',
    'EA',
    `${year}0101`,
    `${year}1231`,
  ]);
  const filled = path.join(path.dirname(template), 'prices.xlsx');
  await workbook.xlsx.writeFile(filled);
  return filled;
}

describe('journey 20: master data', () => {
  beforeAll(async () => {
    await setUserLanguage('admin', 'zh');
    await setUserLanguage('supplier.a', 'zh');
  });

  it('a buyer admin uploads a price list from the template, sees it in the list and downloads it back', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    await openFromMenu(page, '系统管理', '零件价格', '/partPrice');
    await waitForRows(page);

    await button(page, kit('cn', 'toolbar.upload')).click();
    const dialog = page.getByRole('dialog', { name: md('cn', 'upload.price') });
    await dialog.waitFor({ state: 'visible' });
    await snapshot(page, 'j20-part-price-upload-dialog-cn');
    const template = await downloadOf(page, () => button(dialog, kit('cn', 'upload.template')).click());
    expect(template.name).toBe('PartPriceTemplate.xlsx');
    expect((await readSheet(template.file))[0]?.[4]).toBe('价格表代码');
    const year = new Date().getFullYear();
    await dialog.locator('input[type=file]').setInputFiles(await fillTemplate(template.file, year));
    await button(dialog, kit('cn', 'upload.confirm')).click();
    await toasts(page).getByText('上传成功：新增 2 行，更新 0 行').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await expandFilters(page, 'cn');
    await filterField(page, md('cn', 'fields.priceListCode')).fill('S100102-E2E');
    await searchFor(page, 'S100102-E2E', 'cn');
    await page.getByText('88.1234', { exact: true }).waitFor();
    expect(await listTotal(page, 'cn')).toBe(2);
    expect(await columnTexts(page, md('cn', 'fields.partNo'))).toEqual(['102-7000', '102-7001']);
    expect(await columnTexts(page, md('cn', 'fields.unitPrice'))).toEqual(['88.1234', '99.5']);
    expect(await columnTexts(page, md('cn', 'fields.effectiveDateTo'))).toEqual(['长期', `${year}-12-31`]);
    await snapshot(page, 'j20-part-price-uploaded-cn');

    const exported = await downloadOf(page, () => button(page, kit('cn', 'toolbar.download')).click());
    expect(exported.name).toBe('PriceList Info.xlsx');
    const rows = await readSheet(exported.file);
    expect(rows.slice(1).map((row) => [row[1], row[3], row[8]])).toEqual([
      ['102-7000', 88.1234, 'S100102-E2E'],
      ['102-7001', 99.5, 'S100102-E2E'],
    ]);
  });

  it('a Thai buyer admin fills the template downloaded in Thai and uploads it back (issue 13)', async () => {
    await setUserLanguage('admin', 'th');
    try {
      const page = await ui.open('th');
      await login(page, 'admin', { locale: 'th' });
      await page.goto('/partPrice');
      await waitForRows(page);
      await button(page, kit('th', 'toolbar.upload')).click();
      const dialog = page.getByRole('dialog', { name: md('th', 'upload.price') });
      await dialog.waitFor({ state: 'visible' });
      const template = await downloadOf(page, () => button(dialog, kit('th', 'upload.template')).click());
      expect(template.name).toBe('PartPriceTemplate.xlsx');
      // the template speaks Thai: its headers are the screen's labels in Thai
      const [header] = await readSheet(template.file);
      expect(header?.slice(0, 5)).toEqual([
        'รหัสบริษัท',
        'รหัสซัพพลายเออร์',
        'หมายเลขชิ้นส่วน',
        'รายละเอียดชิ้นส่วน',
        'รหัสรายการราคา',
      ]);
      const year = new Date().getFullYear();
      await dialog
        .locator('input[type=file]')
        .setInputFiles(await fillTemplate(template.file, year, 'S100102-E2E-TH'));
      await button(dialog, kit('th', 'upload.confirm')).click();
      await toasts(page).getByText('อัปโหลดสำเร็จ: เพิ่ม 2 แถว ปรับปรุง 0 แถว').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      await expandFilters(page, 'th');
      await filterField(page, md('th', 'fields.priceListCode')).fill('S100102-E2E-TH');
      await searchFor(page, 'S100102-E2E-TH', 'th');
      await page.getByText('88.1234', { exact: true }).waitFor();
      expect(await listTotal(page, 'th')).toBe(2);
      expect(await columnTexts(page, md('th', 'fields.partNo'))).toEqual(['102-7000', '102-7001']);
      await snapshot(page, 'j20-part-price-uploaded-th');
    } finally {
      await setUserLanguage('admin', 'zh');
    }
  });

  it('a searched list lives in the address: Back from another screen and a copied link show it again', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    await page.goto('/partInfo');
    await waitForColumn(page, md('cn', 'fields.partDescription'));
    const supplierField = () => filterField(page, md('cn', 'fields.supplierCode'));
    await waitForRows(page);
    const allTotal = await listTotal(page, 'cn');
    await expandFilters(page, 'cn');
    await supplierField().fill('S100102');
    await button(page, kit('cn', 'form.search')).click();
    await page.waitForURL((url) => url.search === '?supplierCode=S100102');
    // the searched page has replaced the first one
    await expect.poll(() => listTotal(page, 'cn')).toBeLessThan(allTotal);
    const searchedParts = await columnTexts(page, md('cn', 'fields.partNo'));
    const searchedTotal = await listTotal(page, 'cn');
    expect(new Set(await columnTexts(page, md('cn', 'fields.supplierCode')))).toEqual(new Set(['S100102']));

    // another screen, then Back: the form and the list are those of the search
    await menuItem(page, '供应商').click();
    await waitForPath(page, '/supplier');
    await page.goBack();
    await waitForPath(page, '/partInfo');
    await waitForColumn(page, md('cn', 'fields.partDescription'));
    await expect.poll(() => supplierField().inputValue()).toBe('S100102');
    expect(await listTotal(page, 'cn')).toBe(searchedTotal);
    expect(await columnTexts(page, md('cn', 'fields.partNo'))).toEqual(searchedParts);

    // the address opened in a new tab (which takes over the session, as a browser's "open in new tab" does)
    const [copy] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate((address) => window.open(address, '_blank'), page.url()),
    ]);
    await waitForColumn(copy, md('cn', 'fields.partDescription'));
    expect(await listTotal(copy, 'cn')).toBe(searchedTotal);
    expect(await columnTexts(copy, md('cn', 'fields.partNo'))).toEqual(searchedParts);
    expect(await filterField(copy, md('cn', 'fields.supplierCode')).inputValue()).toBe('S100102');
  });

  it('a screen whose code is slow to arrive shows the progress bar until it is there', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    await page.goto('/partInfo');
    await waitForColumn(page, md('cn', 'fields.partDescription'));
    // a slow line: every script not loaded yet takes a second
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await menuItem(page, '容器').click();
    await page.locator('.route-progress').waitFor({ state: 'visible' });
    await waitForPath(page, '/container');
    await waitForRows(page);
    await page.locator('.route-progress').waitFor({ state: 'detached' });
  });

  it('a supplier user sees only its own rows on every master-data screen, its code fixed', async () => {
    const page = await ui.open('cn');
    await login(page, 'supplier.a');
    await menuItem(page, '主数据').click();
    const screens: Array<{ menu: string; path: string; column: string }> = [
      { menu: '零件信息', path: '/partInfo', column: md('cn', 'fields.partDescription') },
      { menu: '供应商', path: '/supplier', column: md('cn', 'fields.isOverShipped') },
      { menu: '包装', path: '/packaging', column: md('cn', 'fields.packagingNo') },
      { menu: '零件价格表代码查询', path: '/partPriceListCode', column: md('cn', 'fields.priceListCode') },
    ];
    for (const screen of screens) {
      await menuItem(page, screen.menu).click();
      await waitForPath(page, screen.path);
      await waitForColumn(page, screen.column);
      if (screen.path === '/partPriceListCode') {
        // the price list has no supplier column: a supplier's prices are those of its own price lists
        const codes = await columnTexts(page, screen.column);
        expect(
          codes.every((code) => code.startsWith('S100101-')),
          screen.path,
        ).toBe(true);
        continue;
      }
      // the supplier code sits behind Expand on some of the screens
      await expandFilters(page, 'cn');
      const field = filterField(page, md('cn', 'fields.supplierCode'));
      expect(await field.isDisabled(), screen.path).toBe(true);
      expect(await field.inputValue(), screen.path).toBe('S100101');
      const suppliers = await columnTexts(page, md('cn', 'fields.supplierCode'));
      expect(new Set(suppliers), screen.path).toEqual(new Set(['S100101']));
    }
    // the supplier's own rows only, also on the last page of the list
    expect(await listTotal(page, 'cn')).toBeGreaterThan(0);
    expect(await menuItem(page, '供应商财务信息').count()).toBe(0);
    await snapshot(page, 'j20-supplier-price-list-cn');
  });

  it('the master-data screens in Chinese and Thai (e2e/artifacts)', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    const screens = [
      '/partInfo',
      '/supplier',
      '/partPriceListCode',
      '/partPrice',
      '/supplierFinance',
      '/container',
      '/packaging',
    ];
    for (const locale of ['cn', 'th'] as const) {
      if (locale === 'th') await switchLanguage(page, 'cn', 'th');
      for (const screen of screens) {
        await page.goto(screen);
        await waitForRows(page);
        await snapshot(page, `master-data${screen.replace('/', '-')}-${locale}`);
      }
      await page.goto('/supplier');
      await waitForRows(page);
      await tableRows(page)
        .first()
        .getByRole('button', { name: md(locale, 'actions.edit') })
        .click();
      await page.getByRole('dialog', { name: md(locale, 'overShipped.title') }).waitFor({ state: 'visible' });
      await snapshot(page, `master-data-supplier-edit-${locale}`);
      await page.goto('/supplierFinance');
      await waitForRows(page);
      await tableRows(page)
        .first()
        .getByRole('button', { name: md(locale, 'actions.edit') })
        .click();
      const finance = page.getByRole('dialog', { name: md(locale, 'finance.title') });
      await finance.waitFor({ state: 'visible' });
      await snapshot(page, `master-data-supplier-finance-edit-${locale}`);
      await page.keyboard.press('Escape');
      await finance.waitFor({ state: 'hidden' });
    }
  });
});
