import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiGet, apiLogin, apiPost, type Envelope } from '../support/api.ts';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { searchFor } from '../support/lists.ts';
import { setPasswordLink, waitForMailTo } from '../support/mail-sink.ts';
import {
  answerConfirm,
  button,
  dialog,
  fieldName,
  login,
  openWith,
  pickOption,
  sideMenu,
  submitLogin,
  tableRow,
  toasts,
  waitForPath,
} from '../support/portal.ts';
import { clickRowAction } from '../support/row-actions.ts';
import { type Locale, text } from '../support/texts.ts';

const ui = useBrowser();

/** What the journey creates; the run's database is fresh, so fixed codes are unique. */
const COMPANY = { code: 'S9E2E01', name: 'E2E Seat Frames Co., Ltd.', prefix: 'E2E' };
const PLANT = { code: 'E2E-P1', name: 'E2E Frames Plant 1' };
const ACCOUNT = { code: 'e2e.supplier', name: 'E2E Supplier Clerk', email: 'e2e.supplier@example.com' };
/** the password the clerk chooses through the mailed link */
const CHOSEN_PASSWORD = 'Frames2026';
const ROLE = 'E2E Viewer';
/** The two menus of the new role (leaves of the server's menu tree, names as the server gives them in en). */
const DASHBOARD = 'Dashboard';
const GR_GROUP = 'GR Management';
const GR_QUERY = 'GR Query';
const BUYER = 'ADCN';

const SAVED = 'Saved successfully';
const t = (key: string) => text('en', key);

type CompanyOption = { companyId: number; companyCode: string; companyName: string };

/** Waits for the save reply of `path`, clicks `trigger`, and expects the server's success message. */
async function saved(page: Page, path: string, trigger: () => Promise<void>, message = SAVED): Promise<void> {
  const reply = page.waitForResponse((response) => new URL(response.url()).pathname === `/api${path}`);
  await trigger();
  const envelope = (await (await reply).json()) as Envelope<unknown>;
  expect(envelope.msg, `${path} refused`).toBe(message);
  expect(Number(envelope.code)).toBe(200);
  await toasts(page).getByText(message).first().waitFor();
}

async function searchList(page: Page, field: string, value: string, locale: Locale = 'en'): Promise<void> {
  await page.getByRole('textbox', { name: fieldName(field) }).fill(value);
  await searchFor(page, value, locale);
  await tableRow(page, value).waitFor();
}

async function createSupplierWithPlant(page: Page): Promise<void> {
  await page.goto('/companyMgt');
  await button(page, t('companies:toolbar.add')).click();
  const form = dialog(page, t('companies:dialog.addTitle'));
  await form.getByRole('radio', { name: 'Supplier', exact: true }).check();
  await form.getByLabel(t('companies:form.companyCode'), { exact: true }).fill(COMPANY.code);
  await form.getByLabel(t('companies:form.companyName'), { exact: true }).fill(COMPANY.name);
  await pickOption(
    page,
    form.getByLabel(t('companies:form.country'), { exact: true }),
    'Thai',
    'TH Thailand',
  );
  await form.getByLabel(t('companies:form.prefixNo'), { exact: true }).fill(COMPANY.prefix);
  await expect.poll(() => form.getByText(t('companies:form.tradingPartnerId')).count()).toBe(0);
  await saved(page, '/company/addOrEdit', () => button(form, 'OK').click());
  await form.waitFor({ state: 'hidden' });

  await searchList(page, t('companies:list.companyCode'), COMPANY.code);
  const row = tableRow(page, COMPANY.code);
  expect(await button(row, t('companies:actions.tax')).count()).toBe(0);
  const plants = await openWith(
    button(row, t('companies:actions.plants')),
    dialog(page, t('companies:plant.listTitle')),
  );
  const plantForm = await openWith(
    button(plants, t('companies:plant.add')),
    dialog(page, t('companies:plant.addTitle')),
  );
  await plantForm.getByLabel(t('companies:plant.plantCode'), { exact: true }).fill(PLANT.code);
  await plantForm.getByLabel(t('companies:plant.plantName'), { exact: true }).fill(PLANT.name);
  await saved(page, '/plant/addPlant', () => button(plantForm, 'OK').click());
  await tableRow(plants, PLANT.code).waitFor();
  await button(plants.locator('.ant-modal-footer'), t('companies:dialog.close')).click();
  await plants.waitFor({ state: 'hidden' });
}

async function createUser(page: Page): Promise<void> {
  await page.goto('/userMgt');
  await button(page, t('users:toolbar.add')).click();
  const form = dialog(page, t('users:dialog.addTitle'));
  await form.getByLabel(t('users:form.userCode'), { exact: true }).fill(ACCOUNT.code);
  await form.getByLabel(t('users:form.userName'), { exact: true }).fill(ACCOUNT.name);
  await form.getByRole('radio', { name: 'Supplier', exact: true }).check();
  await pickOption(
    page,
    form.getByLabel(t('users:form.companyIds'), { exact: true }),
    COMPANY.code,
    COMPANY.code,
  );
  await form.getByLabel(t('users:form.email'), { exact: true }).fill(ACCOUNT.email);
  await form.getByRole('radio', { name: t('users:language.en'), exact: true }).check();
  // no password is typed: the new user is invited by mail (issue 15)
  const invited = `Saved; an invitation mail is on its way to ${ACCOUNT.email}`;
  await saved(page, '/user/addOrUpdateUser', () => button(form, 'OK').click(), invited);
  await form.waitFor({ state: 'hidden' });
}

async function createRoleWithTwoMenus(page: Page): Promise<void> {
  await page.goto('/userRole');
  await button(page, t('roles:toolbar.add')).click();
  const form = dialog(page, t('roles:dialog.addTitle'));
  await form.getByLabel(t('roles:form.roleName'), { exact: true }).fill(ROLE);
  await form
    .getByLabel(t('roles:form.roleDescription'), { exact: true })
    .fill('Dashboard and goods receipts');
  // the role is for the supplier user created above: only roles of its type are offered to it
  await form.getByRole('radio', { name: 'Supplier', exact: true }).check();
  const tree = form.locator('.role-permission-tree');
  await tree.getByTitle(DASHBOARD, { exact: true }).click();
  await tree.getByTitle(GR_QUERY, { exact: true }).click();
  const group = tree
    .locator('.ant-tree-treenode')
    .filter({ has: page.getByTitle(GR_GROUP, { exact: true }) });
  await expect.poll(() => group.getAttribute('class')).toContain('ant-tree-treenode-checkbox-checked');
  await snapshot(page, 'j10-role-tree');
  await saved(page, '/role/saveOrUpdate', () => button(form, 'OK').click());
  await tableRow(page, ROLE).waitFor();
}

async function giveRoleAndPlant(page: Page): Promise<void> {
  await page.goto('/userMgt');
  await searchList(page, t('users:list.userCode'), ACCOUNT.code);
  const row = tableRow(page, ACCOUNT.code);
  await clickRowAction(row, t('users:actions.role'));
  const roles = dialog(page, t('users:role.title'));
  await roles.getByRole('radio', { name: new RegExp(`^${ROLE}`) }).check();
  await saved(page, '/user/userAndRole', () => button(roles, 'OK').click());
  await roles.waitFor({ state: 'hidden' });

  await clickRowAction(row, t('users:actions.plants'));
  const plants = dialog(page, t('users:plants.title'));
  await plants.getByRole('tab', { name: t('users:plants.supplierPlants') }).click();
  await tableRow(plants, PLANT.code).getByRole('checkbox').check();
  await saved(page, '/user/userAndPlant', () => button(plants, 'OK').click());
  await plants.waitFor({ state: 'hidden' });
}

/**
 * Resets the password (confirming first): no password is shown (issue 15); the user gets a second mail, after
 * the invitation, whose link sets a new password.
 */
async function resetPassword(page: Page, clerk: Page): Promise<string> {
  const row = tableRow(page, ACCOUNT.code);
  await clickRowAction(row, t('users:actions.resetPassword'));
  await answerConfirm(page, ACCOUNT.email, t('listKit:actions.ok'), '/user/password/reset/');
  await toasts(page)
    .getByText(`The password has been reset; a link to set a new one is on its way to ${ACCOUNT.email}`)
    .waitFor();
  await snapshot(page, 'j10-password-reset');
  const link = setPasswordLink(await waitForMailTo(ACCOUNT.email, 2));
  await clerk.goto(link);
  // the clerk never signed in, so the reset sends the invitation again
  await clerk.getByRole('heading', { name: t('session:setPassword.title') }).waitFor();
  await clerk.getByLabel(t('session:password.newPassword'), { exact: true }).fill(CHOSEN_PASSWORD);
  await clerk.getByLabel(t('session:password.confirmPassword'), { exact: true }).fill(CHOSEN_PASSWORD);
  await button(clerk, t('session:setPassword.submit')).click();
  await waitForPath(clerk, '/login');
  return CHOSEN_PASSWORD;
}

/** The names of the top-level menu entries, in order. */
function topMenus(page: Page): Promise<string[]> {
  return sideMenu(page)
    .locator('ul.side-menu > li:is(.ant-menu-item, .ant-menu-submenu) .ant-menu-title-content')
    .evaluateAll((items) =>
      items.filter((item) => !item.closest('ul.ant-menu-sub')).map((item) => item.textContent?.trim() ?? ''),
    );
}

async function supplierCodesOf(token: string, buyerCompanyId: number): Promise<string[]> {
  const reply = await apiPost<CompanyOption[]>('/company/getSpList', token, { buyerCompanyId });
  expect(Number(reply.code)).toBe(200);
  return reply.data.map((company) => company.companyCode);
}

describe('journey 10: system management as SupperAdmin', () => {
  beforeAll(() => setUserLanguage('superadmin', 'en'));
  afterAll(() => setUserLanguage('superadmin', 'zh'));

  it('creates a supplier, its plant, a user and a two-menu role; the user signs in with the password it set through the reset mail', async () => {
    const admin = await ui.open('en');
    await login(admin, 'superadmin', { locale: 'en' });
    await createSupplierWithPlant(admin);
    await createUser(admin);
    await createRoleWithTwoMenus(admin);
    await giveRoleAndPlant(admin);
    const clerk = await ui.open('en');
    const password = await resetPassword(admin, clerk);
    await submitLogin(clerk, ACCOUNT.code, { locale: 'en', password });
    await waitForPath(clerk, '/dashboard');
    await expect.poll(() => topMenus(clerk)).toEqual([DASHBOARD, GR_GROUP]);
    await sideMenu(clerk).getByText(GR_GROUP, { exact: true }).click();
    const leaves = sideMenu(clerk).locator('ul.ant-menu-sub .ant-menu-title-content');
    await expect.poll(() => leaves.allTextContents()).toEqual([GR_QUERY]);
    await snapshot(clerk, 'j10-new-user-menus');
    // the password is set through the mailed link since issue 15: a longer walk than the 60 s default
  }, 120_000);

  it("prohibits a buyer's relationship with the supplier, which leaves the buyer's supplier list", async () => {
    const admin = await ui.open('en');
    await login(admin, 'superadmin', { locale: 'en' });
    const { token } = await apiLogin('superadmin');
    const buyers = await apiGet<CompanyOption[]>('/relationship/getAdientCompanyList', token);
    const buyer = buyers.data.find((company) => company.companyCode === BUYER);
    if (!buyer) throw new Error(`no buyer ${BUYER}`);
    // creating a company links it to nobody: the relationship is added first
    expect(await supplierCodesOf(token, buyer.companyId)).not.toContain(COMPANY.code);

    await admin.goto('/associateSupplier');
    const buyerPicker = admin.getByRole('combobox', { name: fieldName(t('relationships:query.buyer')) });
    const supplierPicker = admin.getByRole('combobox', {
      name: fieldName(t('relationships:query.supplier')),
    });
    await pickOption(admin, buyerPicker, BUYER, `${BUYER} ${buyer.companyName}`);
    await pickOption(admin, supplierPicker, COMPANY.code, `${COMPANY.code} ${COMPANY.name}`);
    await button(admin, t('relationships:toolbar.add')).click();
    await button(admin, t('listKit:form.search')).click();
    const row = tableRow(admin, COMPANY.code);
    await row.getByText(t('relationships:status.active'), { exact: true }).waitFor();
    expect(await supplierCodesOf(token, buyer.companyId)).toContain(COMPANY.code);

    await button(row, t('relationships:actions.prohibit')).click();
    await snapshot(admin, 'j10-relationship-prohibit-question');
    await answerConfirm(
      admin,
      COMPANY.code,
      t('listKit:actions.ok'),
      '/relationship/updateRelationshipStatus',
    );
    await row.getByText(t('relationships:status.inactive'), { exact: true }).waitFor();
    await snapshot(admin, 'j10-relationship-prohibited');
    // no screen shows a buyer's supplier picker yet (email configuration): the call behind it answers
    expect(await supplierCodesOf(token, buyer.companyId)).not.toContain(COMPANY.code);
  });
});

/** Screenshot of the page with a dialog open, then the dialog closed again with Escape. */
async function shoot(page: Page, name: string, trigger: Locator, dialogShown: Locator): Promise<void> {
  const shown = await openWith(trigger, dialogShown);
  await shown.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  await snapshot(page, name);
  await page.keyboard.press('Escape');
  await shown.waitFor({ state: 'hidden' });
}

/** `shoot` for a row action that may sit in the row's "more" menu. */
async function shootRowAction(page: Page, name: string, row: Locator, label: string, dialogShown: Locator) {
  await clickRowAction(row, label);
  await dialogShown.waitFor();
  await dialogShown.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  await snapshot(page, name);
  await page.keyboard.press('Escape');
  await dialogShown.waitFor({ state: 'hidden' });
}

async function userScreens(page: Page, locale: Locale): Promise<void> {
  const l = (key: string) => text(locale, key);
  await page.goto('/userMgt');
  // a demo supplier user: its plants dialog lists the plants of its active buyers
  await searchList(page, l('users:list.userCode'), 'supplier.a', locale);
  await snapshot(page, `sys-users-${locale}`);
  const row = tableRow(page, 'supplier.a');
  await shoot(
    page,
    `sys-users-add-${locale}`,
    button(page, l('users:toolbar.add')),
    dialog(page, l('users:dialog.addTitle')),
  );
  await shoot(
    page,
    `sys-users-edit-${locale}`,
    button(row, l('users:actions.edit')),
    dialog(page, l('users:dialog.editTitle')),
  );
  await shootRowAction(
    page,
    `sys-users-role-${locale}`,
    row,
    l('users:actions.role'),
    dialog(page, l('users:role.title')),
  );
  // shown once its plants are listed
  await shootRowAction(
    page,
    `sys-users-plants-${locale}`,
    row,
    l('users:actions.plants'),
    dialog(page, l('users:plants.title')).locator('.ant-table-row').first(),
  );
  await shoot(
    page,
    `sys-users-reset-${locale}`,
    button(row, l('users:actions.resetPassword')),
    // the question names the account and the address the link goes to
    page.locator('.ant-modal-confirm').filter({ hasText: 'supplier.a@example.com' }),
  );
  await shootRowAction(
    page,
    `sys-users-lock-${locale}`,
    row,
    l('users:actions.lock'),
    page.locator('.ant-modal-confirm').filter({ hasText: 'supplier.a' }),
  );
}

async function roleScreens(page: Page, locale: Locale): Promise<void> {
  const l = (key: string) => text(locale, key);
  await page.goto('/userRole');
  await tableRow(page, ROLE).waitFor();
  await snapshot(page, `sys-roles-${locale}`);
  await shoot(
    page,
    `sys-roles-add-${locale}`,
    button(page, l('roles:toolbar.add')),
    dialog(page, l('roles:dialog.addTitle')),
  );
  await shoot(
    page,
    `sys-roles-edit-${locale}`,
    button(tableRow(page, 'Adient-SCM'), l('roles:actions.edit')),
    dialog(page, l('roles:dialog.editTitle')),
  );
}

async function companyScreens(page: Page, locale: Locale): Promise<void> {
  const l = (key: string) => text(locale, key);
  await page.goto('/companyMgt');
  await tableRow(page, BUYER).waitFor();
  await snapshot(page, `sys-companies-${locale}`);
  await shoot(
    page,
    `sys-companies-add-${locale}`,
    button(page, l('companies:toolbar.add')),
    dialog(page, l('companies:dialog.addTitle')),
  );
  const buyer = tableRow(page, BUYER);
  await shoot(
    page,
    `sys-companies-edit-buyer-${locale}`,
    button(buyer, l('companies:actions.edit')),
    dialog(page, l('companies:dialog.editTitle')),
  );
  await shootRowAction(
    page,
    `sys-companies-tax-${locale}`,
    buyer,
    l('companies:actions.tax'),
    dialog(page, l('companies:tax.title')),
  );
  const plants = dialog(page, l('companies:plant.listTitle'));
  await button(buyer, l('companies:actions.plants')).click();
  await plants.locator('.ant-table-row').first().waitFor();
  await snapshot(page, `sys-companies-plants-${locale}`);
  await shoot(
    page,
    `sys-companies-plant-edit-${locale}`,
    button(plants.locator('.ant-table-row').first(), l('companies:actions.edit')),
    dialog(page, l('companies:plant.editTitle')),
  );
  await page.keyboard.press('Escape');
  await plants.waitFor({ state: 'hidden' });
}

async function toleranceEntry(page: Page, locale: Locale): Promise<void> {
  const l = (key: string) => text(locale, key);
  await clickRowAction(tableRow(page, BUYER), l('companies:actions.tax'));
  const tax = dialog(page, l('companies:tax.title'));
  await tax.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
  await openWith(
    button(tax, l('companies:tax.addEntry')).first(),
    dialog(page, l('companies:tax.taxTolerances')),
  );
  await snapshot(page, `sys-companies-tolerance-${locale}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await tax.waitFor({ state: 'hidden' });
}

describe('system management screens in Chinese and Thai (e2e/artifacts/sys-*)', () => {
  afterAll(() => setUserLanguage('superadmin', 'zh'));

  for (const locale of ['cn', 'th'] as const) {
    it(`users, roles and companies with every dialog in ${locale}`, { timeout: 180_000 }, async () => {
      await setUserLanguage('superadmin', locale === 'cn' ? 'zh' : 'th');
      const page = await ui.open(locale);
      await login(page, 'superadmin', { locale });
      await userScreens(page, locale);
      await roleScreens(page, locale);
      await companyScreens(page, locale);
      await toleranceEntry(page, locale);
    });
  }
});
