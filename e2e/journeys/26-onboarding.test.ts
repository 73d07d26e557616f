import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { downloadSheet } from '../support/download-sheet.ts';
import { searchFor } from '../support/lists.ts';
import { setPasswordLink, waitForMailTo } from '../support/mail-sink.ts';
import {
  answerConfirm,
  button,
  dialog,
  fieldName,
  login,
  openFromMenu,
  pickOption,
  submitLogin,
  switchLanguage,
  tableRow,
  toasts,
  waitForPath,
} from '../support/portal.ts';
import { clickRowAction } from '../support/row-actions.ts';
import { type Locale, text } from '../support/texts.ts';

const ui = useBrowser();

/** The user the journey invites; the run's database is fresh, so the account is unique. */
const NEWCOMER = { code: 'e2e.newcomer', name: 'E2E Newcomer', email: 'e2e.newcomer@example.com' };
const PASSWORD = 'Welcome2026';
const BUYER = 'ADCN';
const t = (key: string) => text('en', key);
/** Issue 15's screenshots are taken at 1280 x 720. */
const SHOT_SIZE = { width: 1280, height: 720 };

/**
 * Searches the user list for one user and waits for that search's answer: the row may already be on the
 * page before it (the list after a save), and one clicked there is replaced by the searched page.
 */
async function searchUser(page: Page, userCode: string, locale: Locale = 'en'): Promise<void> {
  await page.getByRole('textbox', { name: fieldName(text(locale, 'users:list.userCode')) }).fill(userCode);
  await searchFor(page, userCode, locale);
  await tableRow(page, userCode).waitFor();
}

/** Adds the newcomer through the user dialog: no password field, the dialog says an invitation goes out. */
async function invite(page: Page): Promise<void> {
  await button(page, t('users:toolbar.add')).click();
  const form = dialog(page, t('users:dialog.addTitle'));
  await form.getByLabel(t('users:form.userCode'), { exact: true }).fill(NEWCOMER.code);
  await form.getByLabel(t('users:form.userName'), { exact: true }).fill(NEWCOMER.name);
  await form.getByRole('radio', { name: 'Buyer', exact: true }).check();
  await pickOption(page, form.getByLabel(t('users:form.companyIds'), { exact: true }), BUYER, BUYER);
  await form.getByLabel(t('users:form.email'), { exact: true }).fill(NEWCOMER.email);
  await form.getByRole('radio', { name: t('users:language.en'), exact: true }).check();
  await expect
    .poll(() => form.getByTestId('invitation-notice').textContent())
    .toContain(`an invitation mail will be sent to ${NEWCOMER.email}`);
  expect(await form.getByLabel(/password/i).count()).toBe(0);
  await page.setViewportSize(SHOT_SIZE);
  await snapshot(page, 'j26-invite-dialog-en');
  await button(form, 'OK').click();
  await toasts(page).getByText(`Saved; an invitation mail is on its way to ${NEWCOMER.email}`).waitFor();
  await form.waitFor({ state: 'hidden' });
}

async function giveRole(page: Page, role: string): Promise<void> {
  await searchUser(page, NEWCOMER.code);
  await clickRowAction(tableRow(page, NEWCOMER.code), t('users:actions.role'));
  const roles = dialog(page, t('users:role.title'));
  await roles.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await button(roles, 'OK').click();
  await roles.waitFor({ state: 'hidden' });
}

/** The set-password page in each language (it opens in the user's own, en), for the layout check. */
async function shootSetPasswordPage(page: Page): Promise<void> {
  await page.setViewportSize(SHOT_SIZE);
  await snapshot(page, 'j26-set-password-en');
  await switchLanguage(page, 'en', 'cn');
  await page.getByRole('heading', { name: text('cn', 'session:setPassword.title') }).waitFor();
  await snapshot(page, 'j26-set-password-cn');
  await switchLanguage(page, 'cn', 'th');
  await page.getByRole('heading', { name: text('th', 'session:setPassword.title') }).waitFor();
  await snapshot(page, 'j26-set-password-th');
  await switchLanguage(page, 'th', 'en');
}

async function setPassword(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { name: t('session:setPassword.title') }).waitFor();
  await page.getByText(`Account ${NEWCOMER.code} (${NEWCOMER.name})`).waitFor();
  await shootSetPasswordPage(page);
  await page.getByLabel(t('session:password.newPassword'), { exact: true }).fill(PASSWORD);
  await page.getByLabel(t('session:password.confirmPassword'), { exact: true }).fill(PASSWORD);
  await button(page, t('session:setPassword.submit')).click();
  await waitForPath(page, '/login');
  await toasts(page).getByText('Your password is set. Please sign in').waitFor();
}

/** The user list with the newcomer's last login and lock state, in each language. */
async function shootUserList(page: Page): Promise<void> {
  await page.setViewportSize(SHOT_SIZE);
  for (const [current, next] of [
    ['en', 'cn'],
    ['cn', 'th'],
    ['th', 'en'],
  ] as const) {
    await scrollToLastLogin(page);
    await snapshot(page, `j26-user-list-${current}`);
    await switchLanguage(page, current, next);
    await page
      .locator('.ant-table-thead th')
      .filter({ hasText: text(next, 'users:list.isLocked') })
      .first()
      .waitFor();
  }
}

/** The table scrolled so the lock state and last login are in view (1280 px do not hold every column). */
async function scrollToLastLogin(page: Page): Promise<void> {
  await page
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((table) => {
      table.scrollLeft = 420;
    });
}

/** The timeline drawer of a record, by the name its title gives it. */
const history = (page: Page, name: string) => page.getByRole('dialog', { name: `History of ${name}` });

/** The open timeline's newest entry, once it shows. */
async function newestHistoryEntry(page: Page, name: string): Promise<string> {
  const entry = history(page, name).getByTestId('timeline-entry').first();
  await entry.waitFor();
  return (await entry.textContent()) ?? '';
}

async function closeHistory(page: Page, name: string): Promise<void> {
  await page.keyboard.press('Escape');
  await history(page, name).waitFor({ state: 'hidden' });
}

/** Sets the buyer's tax rate in the Tax info dialog; answers the rate it had. */
async function setTaxRate(page: Page, rate: string): Promise<string> {
  await clickRowAction(tableRow(page, BUYER), t('companies:actions.tax'));
  const tax = dialog(page, t('companies:tax.title'));
  const field = tax.getByLabel(t('companies:tax.taxRate'), { exact: true });
  await expect.poll(() => field.inputValue()).not.toBe('');
  const before = await field.inputValue();
  await field.fill(rate);
  await button(tax, 'OK').click();
  await tax.waitFor({ state: 'hidden' });
  return before;
}

/** "13" as the log writes the rate: the column's scale may add decimals. */
const rateText = (rate: string) => `${rate.replace('.', '\\.')}(\\.0+)?`;

describe('journey 26: an invited user sets a password and signs in; an administrator locks it; the changes are on record', () => {
  beforeAll(() => setUserLanguage('admin', 'en'));
  afterAll(() => setUserLanguage('admin', 'zh'));

  it('invites by mail, the link sets the password once, the user signs in and shows its last login', async () => {
    const admin = await ui.open('en');
    await login(admin, 'admin', { locale: 'en' });
    await openFromMenu(admin, 'System Management', 'User', '/userMgt');
    await invite(admin);
    await giveRole(admin, 'Adient-SCM');

    // the invitation reached the SMTP sink with the portal's own address
    const link = setPasswordLink(await waitForMailTo(NEWCOMER.email));
    expect(link.startsWith(`${inject('baseUrl')}/setPassword#`)).toBe(true);

    const newcomer = await ui.open('en');
    // before the password is set, sign-in says what to do
    await submitLogin(newcomer, NEWCOMER.code, { locale: 'en', password: PASSWORD });
    await newcomer
      .getByRole('alert')
      .getByText(/^No password is set for this account yet/)
      .waitFor();
    await setPassword(newcomer, link);
    await submitLogin(newcomer, NEWCOMER.code, { locale: 'en', password: PASSWORD });
    await waitForPath(newcomer, '/dashboard');

    // the link worked once
    const again = await ui.open('en');
    await again.goto(link);
    await again
      .getByRole('alert')
      .getByText(/^This link is not valid/)
      .waitFor();
    expect(await again.getByLabel(t('session:password.newPassword')).count()).toBe(0);

    await searchUser(admin, NEWCOMER.code);
    const row = tableRow(admin, NEWCOMER.code);
    // signed in: the list shows its last login instead of the open invitation
    await expect.poll(() => row.getByText(t('users:list.invited'), { exact: true }).count()).toBe(0);
    await shootUserList(admin);
  });

  it('a locked user is signed out and refused with its own message until unlocked', async () => {
    await setUserLanguage('admin', 'en');
    const newcomer = await ui.open('en');
    await login(newcomer, NEWCOMER.code, { locale: 'en', password: PASSWORD });
    const admin = await ui.open('en');
    await login(admin, 'admin', { locale: 'en' });
    await admin.goto('/userMgt');
    await searchUser(admin, NEWCOMER.code);
    const row = tableRow(admin, NEWCOMER.code);

    await clickRowAction(row, t('users:actions.lock'));
    await answerConfirm(admin, NEWCOMER.code, t('listKit:actions.ok'), '/user/lock/');
    await row.getByText(t('users:list.locked'), { exact: true }).waitFor();
    await admin.setViewportSize(SHOT_SIZE);
    await scrollToLastLogin(admin);
    await snapshot(admin, 'j26-user-locked-en');

    // the open session has ended: the next screen sends the newcomer to sign in
    await newcomer.reload();
    await waitForPath(newcomer, '/login');
    await submitLogin(newcomer, NEWCOMER.code, { locale: 'en', password: PASSWORD });
    await newcomer
      .getByRole('alert')
      .getByText('This account is locked by an administrator, please contact your administrator')
      .waitFor();

    await clickRowAction(row, t('users:actions.unlock'));
    await answerConfirm(admin, NEWCOMER.code, t('listKit:actions.ok'), '/user/unlock/');
    await expect.poll(() => row.getByText(t('users:list.locked'), { exact: true }).count()).toBe(0);
    await submitLogin(newcomer, NEWCOMER.code, { locale: 'en', password: PASSWORD });
    await waitForPath(newcomer, '/dashboard');
  });

  it("the user's role change and the buyer's tax rate change show on their timelines and in AuditLog.xlsx", async () => {
    await setUserLanguage('admin', 'en');
    const admin = await ui.open('en');
    await login(admin, 'admin', { locale: 'en' });
    await admin.goto('/userMgt');
    await giveRole(admin, 'Adient-AP');
    await clickRowAction(tableRow(admin, NEWCOMER.code), t('timeline:history'));
    const roleChange = 'Role: Adient-SCM → Adient-AP';
    await expect.poll(() => newestHistoryEntry(admin, NEWCOMER.code)).toContain(roleChange);
    expect(await newestHistoryEntry(admin, NEWCOMER.code)).toContain('admin');
    await closeHistory(admin, NEWCOMER.code);

    await admin.goto('/companyMgt');
    await tableRow(admin, BUYER).waitFor();
    const before = await setTaxRate(admin, '9');
    const taxChange = new RegExp(`Tax Rate: ${rateText(before)} → ${rateText('9')}`);
    await clickRowAction(tableRow(admin, BUYER), t('timeline:history'));
    await expect.poll(() => newestHistoryEntry(admin, BUYER)).toMatch(taxChange);
    await closeHistory(admin, BUYER);
    // the rate goes back for the journeys after this one; that change is an entry of its own
    await setTaxRate(admin, before);

    await openFromMenu(admin, 'System Management', 'Audit Log', '/auditLog');
    // the screen's own table, not the companies' one still shown while its chunk loads
    await admin
      .locator('.ant-table-thead th')
      .filter({ hasText: t('auditLog:list.changes') })
      .first()
      .waitFor();
    const sheet = await downloadSheet(admin, () =>
      button(admin, text('en', 'listKit:toolbar.download')).click(),
    );
    expect(sheet.name).toBe('AuditLog.xlsx');
    const [header, ...entries] = sheet.rows;
    const column = (name: string) => header?.indexOf(name) ?? -1;
    const [by, record, changes] = [column('Changed By'), column('Record'), column('Changes')];
    const logged = (key: string, change: string | RegExp) =>
      entries.filter(
        (row) =>
          row[by] === 'admin' &&
          row[record] === key &&
          (typeof change === 'string' ? row[changes]?.includes(change) : change.test(row[changes] ?? '')),
      ).length;
    expect(logged(NEWCOMER.code, roleChange)).toBe(1);
    expect(logged(BUYER, taxChange)).toBe(1);
  });
});
