import { beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, baseUrl } from '../support/api.ts';
import { sessionValue, snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import { currentPath, readTodoList, userMenuTrigger, waitForPath } from '../support/portal.ts';

const ui = useBrowser();

describe('journey 8: single sign-on start-up', () => {
  beforeAll(() => setUserLanguage('scm', 'zh'));

  it('signs in from the portal_sso cookie and lands on /dashboard without the form', async () => {
    const result = await apiLogin('scm');
    const context = await ui.context('cn');
    await context.addCookies([
      {
        name: 'portal_sso',
        value: Buffer.from(JSON.stringify(result), 'utf8').toString('base64url'),
        url: baseUrl(),
      },
    ]);
    const page = await context.newPage();
    const loginPosts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user/login') loginPosts.push(request.url());
    });

    await page.goto('/');
    await waitForPath(page, '/dashboard');
    expect(currentPath(page)).toBe('/dashboard');
    await userMenuTrigger(page).getByText(result.user.userName).waitFor();
    await readTodoList(page);

    expect(await sessionValue(page, 'token')).toBe(result.token);
    expect(loginPosts).toEqual([]);
    // read once: the cookie is gone, so a later Exit is not undone by a reload
    const cookies = await context.cookies(baseUrl());
    expect(cookies.map((cookie) => cookie.name)).not.toContain('portal_sso');
    await snapshot(page, 'j8-single-sign-on');
  });
});
