import { ALERT_TYPES } from '@portal/contract/email-configuration';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, UI_TIMEOUT_MS, useBrowser } from '../support/browser.ts';
import { queueMail, setUserLanguage } from '../support/db.ts';
import { button, login, openFromMenu, switchLanguage, toasts } from '../support/portal.ts';
import { type Locale, text } from '../support/texts.ts';

const ui = useBrowser();

/** The alert text of scheduleReleased as the contract words it (ALERT_TEXTS). */
const RELEASED: Record<Locale, string> = {
  cn: '新交货计划发布时通知供应商',
  en: 'Notify the supplier when a new delivery schedule is released',
  th: 'แจ้งซัพพลายเออร์เมื่อมีการออกแผนการส่งมอบใหม่',
};
const ADCN_SUPPLIERS = ['S100101', 'S100102', 'S100103', 'S100104', 'S100108'];

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowWith = (page: Page, cellText: string) => rows(page).filter({ hasText: cellText });

/** The row of a buyer's alert. */
function alertRow(page: Page, buyer: string, alertText: string): Locator {
  return rowWith(page, alertText).filter({ has: page.getByRole('cell', { name: buyer, exact: true }) });
}

function transferSide(page: Page, side: 'left' | 'right'): Locator {
  return page.locator('.ant-transfer-section').nth(side === 'left' ? 0 : 1);
}

/** Supplier codes listed on one side of the Config transfer. */
async function codesOn(page: Page, side: 'left' | 'right'): Promise<string[]> {
  const items = await transferSide(page, side)
    .locator('.ant-transfer-list-content-item-text')
    .allTextContents();
  return items.map((item) => item.split(' ')[0] ?? '').sort();
}

async function confirmWith(page: Page, locale: Locale): Promise<void> {
  await button(page.locator('.ant-modal-confirm'), text(locale, 'listKit:actions.ok')).click();
}

async function openConfig(page: Page, locale: Locale): Promise<Locator> {
  await button(
    alertRow(page, 'ADCN', RELEASED[locale]),
    text(locale, 'emailConfiguration:actions.config'),
  ).click();
  const dialog = page.getByRole('dialog', { name: text(locale, 'emailConfiguration:config.title') });
  await dialog.waitFor({ state: 'visible' });
  await expect.poll(() => codesOn(page, 'right'), { timeout: UI_TIMEOUT_MS }).not.toEqual([]);
  return dialog;
}

/** Moves one supplier across the transfer (select it, press the arrow towards the other side). */
async function move(page: Page, code: string, from: 'left' | 'right'): Promise<void> {
  await transferSide(page, from).locator('.ant-transfer-list-content-item').filter({ hasText: code }).click();
  await page
    .locator('.ant-transfer-actions button')
    .nth(from === 'left' ? 0 : 1)
    .click();
}

describe('journey 21: email alert configuration and the mail it sends', () => {
  beforeAll(async () => {
    await setUserLanguage('admin', 'zh');
    await setUserLanguage('supplier.b', 'th');
  });

  it('an admin configures the suppliers of an alert and switches an alert off and on', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    await openFromMenu(page, '主数据', '邮件配置', '/emailConfiguration');
    await rows(page).first().waitFor({ state: 'visible' });
    // every alert type of both buyer companies
    await page.getByText(`共 ${2 * ALERT_TYPES.length} 条`).waitFor();
    await alertRow(page, 'ADCN', RELEASED.cn).waitFor();
    await snapshot(page, 'email-configuration-cn');

    // Config: the dialog preloads the five suppliers; S100104 stops receiving the alert
    const dialog = await openConfig(page, 'cn');
    expect(await codesOn(page, 'right')).toEqual(ADCN_SUPPLIERS);
    expect(await codesOn(page, 'left')).toEqual([]);
    await move(page, 'S100104', 'right');
    await expect.poll(() => codesOn(page, 'left')).toEqual(['S100104']);
    await snapshot(page, 'email-configuration-config-cn');
    await button(dialog, text('cn', 'emailConfiguration:config.save')).click();
    await toasts(page).filter({ hasText: '保存成功' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // reopened, it shows what was saved; S100104 goes back
    const again = await openConfig(page, 'cn');
    expect(await codesOn(page, 'right')).toEqual(ADCN_SUPPLIERS.filter((code) => code !== 'S100104'));
    await move(page, 'S100104', 'left');
    await expect.poll(() => codesOn(page, 'right')).toEqual(ADCN_SUPPLIERS);
    await button(again, text('cn', 'emailConfiguration:config.save')).click();
    await again.waitFor({ state: 'hidden' });

    // Inactive: asked first; the row then offers Active and no Config
    const row = alertRow(page, 'ADCN', RELEASED.cn);
    const tag = (status: 'Active' | 'Inactive') =>
      row.locator('.ant-tag').getByText(text('cn', `emailConfiguration:status.${status}`), { exact: true });
    await button(row, text('cn', 'emailConfiguration:actions.inactive')).click();
    await confirmWith(page, 'cn');
    await toasts(page).filter({ hasText: '已停用' }).waitFor();
    await tag('Inactive').waitFor();
    await expect.poll(() => button(row, text('cn', 'emailConfiguration:actions.config')).count()).toBe(0);
    await button(row, text('cn', 'emailConfiguration:actions.active')).click();
    await confirmWith(page, 'cn');
    await tag('Active').waitFor();
    await button(row, text('cn', 'emailConfiguration:actions.config')).waitFor();
    await expect.poll(() => toasts(page).count(), { timeout: 6_000 }).toBe(0);

    await switchLanguage(page, 'cn', 'th');
    await alertRow(page, 'ADCN', RELEASED.th).waitFor();
    await snapshot(page, 'email-configuration-th');
    await openConfig(page, 'th');
    await snapshot(page, 'email-configuration-config-th');
  });

  it('a supplier sees its supplier code fixed and only the alerts that list it', async () => {
    const page = await ui.open('cn');
    await login(page, 'supplier.b');
    await page.goto('/emailConfiguration');
    const supplierCode = page.getByRole('textbox', {
      name: text('th', 'emailConfiguration:query.supplierCode'),
    });
    await supplierCode.waitFor();
    expect(await supplierCode.isDisabled()).toBe(true);
    expect(await supplierCode.inputValue()).toBe('S100105');
    await page.getByText(`ทั้งหมด ${ALERT_TYPES.length} รายการ`).waitFor();
    expect(await rows(page).filter({ hasText: 'ADCN' }).count()).toBe(0);
    expect(await rows(page).first().getByRole('button').count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: text('th', 'listKit:table.actions') }).count()).toBe(
      0,
    );
    await snapshot(page, 'email-configuration-supplier-th');
  });

  it('the sent-mail page shows a mail the server delivered to its local SMTP sink', async () => {
    const subject = '新交货计划 R-E2E-21 已发布 — ADCN';
    await setUserLanguage('admin', 'zh'); // the first journey left admin in Thai
    await queueMail({
      buyerCompanyCode: 'ADCN',
      supplierCode: 'S100101',
      kind: 'scheduleReleased',
      recipient: 'supplier.a@example.com',
      subject,
      textBody: 'Chen Jie，您好：\n\n采购方 ADCN 向供应商 S100101 发布了新的交货计划。\n\n发布号: R-E2E-21',
    });
    const page = await ui.open('cn');
    await login(page, 'admin');
    await openFromMenu(page, '系统管理', '邮件发送记录', '/sentMail');
    const mail = rowWith(page, subject);
    // the worker looks at the outbox every few seconds
    await expect
      .poll(
        async () => {
          await button(page, text('cn', 'listKit:form.search')).click();
          return mail.getByText('已发送', { exact: true }).count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(1);
    await button(mail, '查看').click();
    const body = page.getByTestId('mail-body');
    await body.waitFor({ state: 'visible' });
    expect(await body.textContent()).toContain('发布号: R-E2E-21');
    await snapshot(page, 'sent-mail-cn');
    await button(page.locator('.ant-modal-footer'), text('cn', 'sentMail:view.close')).click();
    await switchLanguage(page, 'cn', 'th');
    await mail.getByText(text('th', 'sentMail:status.sent'), { exact: true }).waitFor();
    await snapshot(page, 'sent-mail-th');
    await setUserLanguage('admin', 'zh');
  });
});
