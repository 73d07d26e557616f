import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { languageButton, login, menuItem, sideMenu, switchLanguage } from '../support/portal.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();

/** The Delivery Schedule group as the server names it (apps/server/src/db/seed/menus.ts). */
const DELIVERY_SCHEDULE = { cn: '交货计划', en: 'Delivery Schedule', th: 'แผนการส่งมอบ' } as const;

describe('journey 3: the language switch', () => {
  beforeAll(() => setUserLanguage('scm', 'zh'));

  it('shows Chinese by default, follows EN and ภาษาไทย, and keeps the choice after a reload', async () => {
    const page = await ui.open('cn');
    await login(page, 'scm');
    await menuItem(page, DELIVERY_SCHEDULE.cn).waitFor({ state: 'visible' });
    await languageButton(page, 'cn').waitFor();

    await switchLanguage(page, 'cn', 'en');
    await menuItem(page, DELIVERY_SCHEDULE.en).waitFor({ state: 'visible' });
    expect(await menuItem(page, DELIVERY_SCHEDULE.cn).count()).toBe(0);
    await page.getByText(text('en', 'dashboard:todo.title')).waitFor();
    await snapshot(page, 'j3-language-en');

    await switchLanguage(page, 'en', 'th');
    await menuItem(page, DELIVERY_SCHEDULE.th).waitFor({ state: 'visible' });
    expect(await menuItem(page, DELIVERY_SCHEDULE.en).count()).toBe(0);
    await page.getByText(text('th', 'dashboard:todo.title')).waitFor();

    await page.reload();
    await menuItem(page, DELIVERY_SCHEDULE.th).waitFor({ state: 'visible' });
    await page.getByText(text('th', 'dashboard:todo.title')).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
    expect(await sideMenu(page).getByText(DELIVERY_SCHEDULE.cn).count()).toBe(0);
    await snapshot(page, 'j3-language-th-after-reload');
  });
});
