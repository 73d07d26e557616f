import { beforeAll, describe, expect, it } from 'vitest';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { currentPath, login, waitForPath } from '../support/portal.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();

describe('journey 7: the route guard', () => {
  beforeAll(() => setUserLanguage('admin', 'zh'));

  it('sends a tab without a session from /userMgt to /login', async () => {
    const page = await ui.open('cn');
    await page.goto('/userMgt');
    await waitForPath(page, '/login');
    await page.getByLabel(text('cn', 'session:login.userCode'), { exact: true }).waitFor();
  });

  it('shows the 404 page for an unknown route once signed in', async () => {
    const page = await ui.open('cn');
    await login(page, 'admin');
    await page.goto('/noSuchScreen');
    await page.getByText(text('cn', 'common:notFound.title'), { exact: true }).waitFor();
    expect(currentPath(page)).toBe('/noSuchScreen');
    await snapshot(page, 'j7-not-found');
  });

  it('shows a supplier who types /userMgt the no-permission page, not the admin screen', async () => {
    await setUserLanguage('supplier.a', 'zh');
    const page = await ui.open('cn');
    await login(page, 'supplier.a');
    await page.goto('/userMgt');
    await page.getByText(text('cn', 'common:noPermission.title'), { exact: true }).waitFor();
    expect(currentPath(page)).toBe('/userMgt');
    // nothing of the screen: no list, no Add
    expect(await page.locator('.anticon-plus').count()).toBe(0);
    expect(await page.locator('.ant-table').count()).toBe(0);
    await snapshot(page, 'j7-no-permission');
  });
});
