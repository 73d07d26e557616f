import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, type Envelope } from '../support/api.ts';
import { snapshot, useBrowser } from '../support/browser.ts';
import { setUserLanguage } from '../support/db.ts';
import {
  button,
  currentPath,
  exitPortal,
  login,
  openUserMenu,
  submitLogin,
  toasts,
  waitForPath,
} from '../support/portal.ts';
import { text } from '../support/texts.ts';

const ui = useBrowser();

/** `ap` is the only journey account whose password changes; its stored language is English. */
const USER = 'ap';
const NEW_PASSWORD = 'Portal#2027e2e';

describe('journey 4: change password, exit, sign in with the new password', () => {
  beforeAll(() => setUserLanguage(USER, 'en'));

  it('validates the confirmation, changes the password, refuses the old one with the server message', async () => {
    const page = await ui.open('cn');
    await login(page, USER);

    const popover = await openUserMenu(page);
    await button(popover, text('en', 'common:user.changePassword')).click();
    const dialog = page.getByRole('dialog', { name: text('en', 'session:password.title') });
    await dialog.waitFor({ state: 'visible' });

    const field = (key: string) => dialog.getByLabel(text('en', `session:password.${key}`), { exact: true });
    await field('originalPassword').fill(DEMO_PASSWORD);
    await field('newPassword').fill(NEW_PASSWORD);
    await field('confirmPassword').fill(`${NEW_PASSWORD}x`);
    await button(dialog, text('en', 'session:password.submit')).click();
    await dialog.getByText(text('en', 'session:password.mismatch'), { exact: true }).waitFor();
    await snapshot(page, 'j4-password-mismatch');

    await field('confirmPassword').fill(NEW_PASSWORD);
    await expect
      .poll(() => dialog.getByText(text('en', 'session:password.mismatch'), { exact: true }).count())
      .toBe(0);
    const changed = page.waitForResponse(
      (reply) => new URL(reply.url()).pathname === '/api/user/updatePassword',
    );
    await button(dialog, text('en', 'session:password.submit')).click();
    const envelope = (await (await changed).json()) as Envelope<null>;
    expect(Number(envelope.code)).toBe(200);
    await toasts(page).getByText(text('en', 'session:password.succeeded')).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    await exitPortal(page, 'en');

    // the old password no longer works: the server's message stays on the page with the form
    const refused = await submitLogin(page, USER, { locale: 'en', password: DEMO_PASSWORD });
    const refusal = (await refused.json()) as Envelope<null>;
    expect(Number(refusal.code)).not.toBe(200);
    expect(refusal.msg).toBeTruthy();
    await page
      .getByRole('alert')
      .getByText(refusal.msg ?? '', { exact: true })
      .waitFor();
    expect(currentPath(page)).toBe('/login');
    await snapshot(page, 'j4-old-password-refused');

    await submitLogin(page, USER, { locale: 'en', password: NEW_PASSWORD });
    await waitForPath(page, '/dashboard');
  });
});
