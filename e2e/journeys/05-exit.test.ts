import { beforeAll, describe, expect, it } from 'vitest';
import { apiGet } from '../support/api.ts';
import { sessionValue, snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { currentPath, exitPortal, login, sessionToken, waitForPath } from '../support/portal.ts';

const ui = useBrowser();

describe('journey 5: Exit', () => {
  beforeAll(() => setUserLanguage('supplier.b', 'th'));

  it('clears the session, lands on /login, and /dashboard then redirects to /login', async () => {
    const page = await ui.open('cn');
    await login(page, 'supplier.b');
    const token = await sessionToken(page);
    // supplier.b's stored language is Thai: the portal follows it after sign-in
    await expect.poll(() => sessionValue(page, 'locale')).toBe('th');

    await exitPortal(page, 'th');
    expect(currentPath(page)).toBe('/login');
    const left = await page.evaluate(() => Object.keys(window.sessionStorage).sort());
    // the whole session is gone; only the tab's language preference may stay
    expect(left.filter((key) => key !== 'locale')).toEqual([]);
    await snapshot(page, 'j5-after-exit');

    // the server ended the session too: the old token is refused with code 999
    const reply = await apiGet<unknown>('/dashboard/dashboardList', token);
    expect(Number(reply.code)).toBe(999);

    await page.goto('/dashboard');
    await waitForPath(page, '/login');
    expect(await sessionValue(page, 'token')).toBeNull();
  });
});
