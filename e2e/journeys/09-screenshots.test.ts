import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionValue, snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { button, login, menuItem, readTodoList, switchLanguage } from '../support/portal.ts';
import { type Locale, text } from '../support/texts.ts';

const ui = useBrowser();

const DELIVERY_SCHEDULE: Record<Locale, string> = {
  cn: '交货计划',
  en: 'Delivery Schedule',
  th: 'แผนการส่งมอบ',
};

/** The dashboard in `locale`: menus from the server and the web's own texts both switched. */
async function expectDashboardIn(page: Parameters<typeof readTodoList>[0], locale: Locale): Promise<void> {
  await menuItem(page, DELIVERY_SCHEDULE[locale]).waitFor({ state: 'visible' });
  await page.getByText(text(locale, 'dashboard:todo.title')).first().waitFor();
  await readTodoList(page);
  expect(await sessionValue(page, 'locale')).toBe(locale);
}

describe('screens in Chinese and Thai (e2e/artifacts)', () => {
  beforeAll(async () => {
    await setUserLanguage('admin', 'zh');
    await setUserLanguage('supplier.a', 'zh');
    await setUserLanguage('supplier.b', 'th');
  });
  afterAll(() => setUserLanguage('admin', 'zh'));

  it('/login in cn and th, with the Contact us dialog', async () => {
    const page = await ui.open('cn');
    await page.goto('/login');
    await page.getByRole('heading', { name: text('cn', 'session:login.title') }).waitFor();
    await snapshot(page, 'login-cn');

    await button(page, text('cn', 'session:login.contactUs')).click();
    const contact = page.getByRole('dialog', { name: text('cn', 'session:contact.title') });
    await contact.waitFor({ state: 'visible' });
    await snapshot(page, 'login-contact-us-cn');
    // the footer's Close (the header's × is named Close too)
    await button(contact.locator('.ant-modal-footer'), text('cn', 'session:contact.close')).click();
    await contact.waitFor({ state: 'hidden' });

    await switchLanguage(page, 'cn', 'th');
    await page.getByRole('heading', { name: text('th', 'session:login.title') }).waitFor();
    await page.getByLabel(text('th', 'session:login.userCode'), { exact: true }).waitFor();
    await snapshot(page, 'login-th');
  });

  it('the buyer dashboard in cn and th', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    await expectDashboardIn(page, 'cn');
    await snapshot(page, 'dashboard-buyer-cn');

    await switchLanguage(page, 'cn', 'th');
    await expectDashboardIn(page, 'th');
    await snapshot(page, 'dashboard-buyer-th');
  });

  it('the supplier dashboard in cn and (stored language) th', async () => {
    const chinese = await ui.open('cn');
    await login(chinese, 'supplier.a');
    await expectDashboardIn(chinese, 'cn');
    await snapshot(chinese, 'dashboard-supplier-cn');

    // supplier.b's stored language is Thai: the portal switches to it at sign-in
    const thai = await ui.open('cn');
    await login(thai, 'supplier.b');
    await expectDashboardIn(thai, 'th');
    await snapshot(thai, 'dashboard-supplier-th');
  });

  it('a list (/companyMgt) in cn and th', async () => {
    await setUserLanguage('admin', 'zh');
    const page = await ui.open('cn');
    await login(page, 'admin');
    await page.goto('/companyMgt');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor({ state: 'visible' });
    expect(await rows.count()).toBeGreaterThan(5);
    await rows.first().getByText('采购方', { exact: true }).waitFor({ state: 'visible' });
    await snapshot(page, 'list-companies-cn');

    await switchLanguage(page, 'cn', 'th');
    await menuItem(page, DELIVERY_SCHEDULE.th).waitFor({ state: 'visible' });
    // the rows are fetched again: the company type is named by the server in the new language
    await rows.first().getByText('ผู้ซื้อ', { exact: true }).waitFor({ state: 'visible' });
    await snapshot(page, 'list-companies-th');
  });
});
