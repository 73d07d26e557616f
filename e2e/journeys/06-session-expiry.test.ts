import { beforeAll, describe, expect, it } from 'vitest';
import { sessionValue, snapshot, useBrowser } from '../support/browser.ts';
import { ageSession, setUserLanguage } from '../support/db.ts';
import { login, menuItem, readTodoList, sessionToken, waitForPath } from '../support/portal.ts';

const ui = useBrowser();

/** Longer than the idle limit the server runs with (SESSION_IDLE_MINUTES, default 30). */
const IDLE_MINUTES = 120;

describe('journey 6: an idle session ends', () => {
  beforeAll(() => setUserLanguage('superadmin', 'zh'));

  it('bounces to /login when the dashboard is reloaded after the idle limit', async () => {
    const page = await ui.open('cn');
    await login(page, 'superadmin');
    await readTodoList(page);

    expect(await ageSession(await sessionToken(page), IDLE_MINUTES)).toBe(1);
    await page.reload();
    await waitForPath(page, '/login');
    expect(await sessionValue(page, 'token')).toBeNull();
    await snapshot(page, 'j6-expired-on-reload');
  });

  it('bounces to /login when a menu is opened after the idle limit', async () => {
    const page = await ui.open('cn');
    await login(page, 'superadmin');
    await readTodoList(page);

    expect(await ageSession(await sessionToken(page), IDLE_MINUTES)).toBe(1);
    await menuItem(page, '系统管理').click();
    await menuItem(page, '公司').click();
    await waitForPath(page, '/login');
    expect(await sessionValue(page, 'token')).toBeNull();
  });
});
