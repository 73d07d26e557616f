import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../platform/config/runtime-config.ts';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, type StubbedReply, stubFetch } from '../../../test/stub-fetch.ts';
import { SetPasswordPage } from './set-password-page.tsx';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';
const LINK = { userCode: 'new.clerk', userName: 'New Clerk', purpose: 'invitation', language: 'en' };

type Sent = { path: string; body: unknown; authorization: string | null };

function stubLinkApi(check: () => StubbedReply = () => jsonReply({ code: 200, msg: '', data: LINK })) {
  const sent: Sent[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ path, body, authorization: new Headers(init?.headers).get('Authorization') });
    if (path === '/user/passwordLink') return check();
    if (path === '/user/setPassword')
      return jsonReply({ code: 200, msg: 'Your password is set. Please sign in', data: null });
    return jsonReply({ code: 200, msg: '', data: null });
  });
  return sent;
}

const open = (hash = `#${TOKEN}`) =>
  renderWithApp(<SetPasswordPage />, {
    path: '/setPassword',
    entry: `/setPassword${hash}`,
    routes: [{ path: '/login', element: <p>login page</p> }],
  });

beforeEach(async () => {
  setRuntimeConfig({ version: '1', apiBase: '/api', environment: 'prod' });
  await i18n.changeLanguage('en');
});

describe('SetPasswordPage (issue 15)', { timeout: 30_000 }, () => {
  it('names the account, checks the password rules and the confirmation, then sends the user to sign in', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const sent = stubLinkApi();
    const { router } = open();
    expect(await screen.findByText('Account new.clerk (New Clerk)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeInTheDocument();
    expect(sent[0]).toEqual({ path: '/user/passwordLink', body: { token: TOKEN }, authorization: null });

    await user.type(screen.getByLabelText('New password'), 'lettersonly');
    await user.type(screen.getByLabelText('Confirm password'), 'different1');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('At least 8 characters, with a letter and a digit')).toBeInTheDocument();
    expect(await screen.findByText('The password entered twice is inconsistent!')).toBeInTheDocument();
    expect(sent.map((call) => call.path)).not.toContain('/user/setPassword');

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Welcome2026');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Welcome2026');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sent.find((call) => call.path === '/user/setPassword')?.body).toEqual({
      token: TOKEN,
      newPassword: 'Welcome2026',
    });
    expect(success).toHaveBeenCalledWith('Your password is set. Please sign in');
  });

  it('says why a used or expired link no longer works, and offers no form', async () => {
    stubLinkApi(() =>
      jsonReply({
        code: 400,
        msg: 'This link has expired. Ask your administrator for a new one',
        data: null,
      }),
    );
    open();
    expect(
      await screen.findByText('This link has expired. Ask your administrator for a new one'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to sign in' })).toBeInTheDocument();
  });

  it('asks nothing of the server without a token', async () => {
    const sent = stubLinkApi();
    open('');
    expect(await screen.findByText(/^This address is incomplete/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
