import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { labelCode } from '../../apps/server/src/modules/asn/label-data.ts';
import { coverSheetCode } from '../../apps/server/src/modules/invoice/cover-sheet-pdf.ts';
import { snapshot, UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { arrangeSentAsns, setUserLanguage, withDatabase } from '../support/db.ts';
import { FAKE_CAMERA_ARGS, showBlankSheet, showQrCode } from '../support/fake-camera.ts';
import { button, login, waitForPath } from '../support/portal.ts';
import { text } from '../support/texts.ts';

// the file the fake camera plays must be there when the browser starts
showBlankSheet();
const ui = useBrowser({ args: FAKE_CAMERA_ARGS, viewport: { width: 390, height: 844 } });
const stamp = Date.now().toString().slice(-6);
const ASN = `ASNPH${stamp}`;
const gate = (key: string) => text('en', `securityCheck:${key}`);
const invoice = (key: string) => text('en', `invoice:${key}`);
const scanLabel = () => text('en', 'cameraScanner:scan');

/** What the ASN's first package label would hold: ASN|part|quantity|package, as label-data makes it. */
async function labelOf(asnNo: string): Promise<string> {
  const [line] = await withDatabase(async (db) => {
    const result = await db.execute<{ partNo: string; quantity: string }>(sql`
      select sh.part_no as "partNo", d.asn_qty::text as quantity
        from asn_headers h
        join asn_details d on d.asn_header_id = h.id
        join delivery_schedule_details sd on sd.id = d.schedule_detail_id
        join delivery_schedule_headers sh on sh.id = sd.header_id
       where h.asn_no = ${asnNo}`);
    return result.rows;
  });
  if (!line) throw new Error(`ASN ${asnNo} was not arranged`);
  return labelCode({ asnNo, partNo: line.partNo, quantity: line.quantity, packageNo: `${asnNo}-0001` });
}

/** An invoice the cover sheet is printed for: the newest one, with what its QR code holds. */
async function newestInvoice(): Promise<{ invoiceNo: string; code: string }> {
  const [row] = await withDatabase(async (db) => {
    const result = await db.execute<{ invoiceNo: string; supplierCode: string; shipToPlantCode: string }>(sql`
      select i.invoice_no as "invoiceNo", s.company_code as "supplierCode",
             i.ship_to_plant_code as "shipToPlantCode"
        from invoice_headers i
        join companies s on s.id = i.supplier_company_id
       where (select count(*) from invoice_headers o
               where o.supplier_company_id = i.supplier_company_id and o.invoice_no = i.invoice_no
                 and o.ship_to_plant_code = i.ship_to_plant_code) = 1
       order by i.id desc
       limit 1`);
    return result.rows;
  });
  if (!row) throw new Error('the demo has no invoice');
  return { invoiceNo: row.invoiceNo, code: coverSheetCode(row) };
}

/** Presses Scan with `code` before the camera; the dialog closes once the code is read. */
async function scanWithCamera(page: Page, code: string): Promise<void> {
  showQrCode(code);
  await button(page, scanLabel()).click();
  await page.locator('.camera-scanner video').waitFor();
  await page.locator('.camera-scanner').waitFor({ state: 'hidden', timeout: UI_TIMEOUT_MS * 2 });
}

describe('the gate on a phone (390x844) with the camera (screenshots in e2e/artifacts)', () => {
  beforeAll(async () => {
    await setUserLanguage('admin', 'en');
    await arrangeSentAsns('ADCN', 'S100101', [ASN]);
  });

  it('scanning an ASN label opens its gate entry, which is saved; a second scan opens the saved one', async () => {
    const page = await ui.open('en');
    await login(page, 'admin', { locale: 'en' });
    await page.goto('/securityCheckQuery');
    await page.locator('.ant-table').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snapshot(page, 'gate-on-phone-list-en');

    await scanWithCamera(page, await labelOf(ASN));
    await waitForPath(page, '/securityCheckCreate');
    expect(await page.getByLabel(gate('fields.asnNo'), { exact: true }).inputValue()).toBe(ASN);
    // one company and one supplier: chosen by themselves, then the ASN's data fills in
    const driver = page.getByLabel(gate('fields.nameOfDriver'), { exact: true });
    await driver.waitFor();
    expect(await page.getByLabel(gate('fields.challanNo'), { exact: true }).inputValue()).toBe(ASN);
    await driver.fill('Somchai P.');
    await page.getByLabel(gate('fields.securityGrNo'), { exact: true }).fill('SGR-PHONE');
    await page.getByText(gate('fields.driverLicense'), { exact: true }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snapshot(page, 'gate-on-phone-create-en');
    await button(page, gate('buttons.save')).click();
    await page.getByText('Saved successfully').first().waitFor();

    // the same label again: the recorded entry opens, no second one is started
    await page.goto('/securityCheckQuery');
    await page.locator('.ant-table').waitFor();
    await scanWithCamera(page, await labelOf(ASN));
    await waitForPath(page, '/securityCheckQuery/detail');
    await expect
      .poll(() => page.getByLabel(gate('fields.nameOfDriver'), { exact: true }).inputValue())
      .toBe('Somchai P.');
  });

  it('scanning an invoice cover sheet on /scanInvoice runs the scan check as a typed code does', async () => {
    const { invoiceNo, code } = await newestInvoice();
    const page = await ui.open('en');
    await login(page, 'admin', { locale: 'en' });
    await page.goto('/scanInvoice');
    await page.getByPlaceholder(invoice('scan.placeholder')).waitFor();
    await scanWithCamera(page, code);
    expect(await page.getByPlaceholder(invoice('scan.placeholder')).inputValue()).toBe(code);
    // the invoice was found: the check is asked for, exactly as after typing the code
    const question = invoice('scan.confirmCheck').replace('{{invoiceNo}}', invoiceNo);
    await page.locator('.ant-modal-confirm').filter({ hasText: question }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snapshot(page, 'gate-on-phone-scan-invoice-en');
  });
});
