import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, useBrowser } from '../support/browser.ts';
import { arrangeSentAsns, setUserLanguage } from '../support/db.ts';
import { button, login, waitForPath } from '../support/portal.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();
const stamp = Date.now().toString().slice(-6);
const ASNS = [`ASNE2E${stamp}1`, `ASNE2E${stamp}2`];
const t = (key: string) => text('en', `securityCheck:${key}`);

describe('gate check of a sent ASN (screenshots in e2e/artifacts)', () => {
  beforeAll(async () => {
    await setUserLanguage('admin', 'en');
    await arrangeSentAsns('ADCN', 'S100101', ASNS);
  });

  it('records a gate entry through the ASN cascade, lists it and opens it read-only', async () => {
    const page = await ui.open('en');
    await login(page, 'admin', { locale: 'en' });
    await page.goto('/securityCheckCreate');
    const asnBox = page.getByLabel(t('fields.asnNo'), { exact: true });
    await asnBox.fill(ASNS[0] ?? '');
    await asnBox.press('Enter');
    // one company and one supplier: both chosen by themselves, then the ASN's data and items fill in
    await page.getByLabel(t('fields.nameOfDriver'), { exact: true }).waitFor();
    await snapshot(page, 'security-check-detail-en');
    console.log(
      page.url(),
      await page.getByLabel(t('fields.nameOfDriver'), { exact: true }).evaluate((e) => e.outerHTML),
    );
    expect(await page.getByLabel(t('fields.challanNo'), { exact: true }).inputValue()).toBe(ASNS[0]);
    await page.getByLabel(t('fields.nameOfDriver'), { exact: true }).fill('Wang Wei');
    await page.getByLabel(t('fields.securityGrNo'), { exact: true }).fill('SGR-E2E');
    await page.getByText(t('fields.pollutionControlCrt'), { exact: true }).click();
    await snapshot(page, 'security-check-create-en');
    await button(page, t('buttons.save')).click();
    await page.getByText('Saved successfully').first().waitFor();

    await page.goto('/securityCheckQuery');
    // the newest gate date first: today's entry is on the first page
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: ASNS[0] ?? '' });
    await row.waitFor();
    expect(await row.getByRole('button', { name: t('actions.edit') }).count()).toBe(1);
    await snapshot(page, 'security-check-query-en');

    await row.getByRole('link').click();
    await waitForPath(page, '/securityCheckQuery/detail');
    // read-only until Edit: a description list (label cell, then its value), no input to type in
    const driverLabel = page
      .locator('.ant-descriptions-item-label')
      .filter({ hasText: t('fields.nameOfDriver') });
    const driver = driverLabel.locator('xpath=following-sibling::td[1]');
    await driver.waitFor();
    expect((await driver.textContent())?.trim()).toBe('Wang Wei');
    expect(await page.getByRole('textbox', { name: t('fields.nameOfDriver'), exact: true }).count()).toBe(0);
    await button(page, t('buttons.edit')).waitFor();
    await snapshot(page, 'security-check-detail-en');
  });
});
