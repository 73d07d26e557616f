import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../../../platform/config/runtime-config.ts';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { LoginPage } from './login-page.tsx';

const loginResult = {
  token: 'tok-1',
  supplierCode: 'SUP-A',
  supplierName: 'Supplier A',
  user: {
    userId: 9,
    userCode: 'supplier.a',
    userName: 'Alice',
    userType: 'S',
    language: 'en',
    roleNameList: ['Supplier'],
  },
};

const menus = [
  {
    resourcesCode: 'deliverySchedule',
    resourcesIcon: null,
    path: null,
    name: 'Delivery Schedule',
    children: [
      {
        resourcesCode: 'deliveryScheduleQuery',
        resourcesIcon: null,
        path: '/deliveryScheduleQuery',
        name: 'Query',
        children: null,
      },
    ],
  },
];

beforeEach(() => {
  setRuntimeConfig({ version: '1', apiBase: '/api', environment: 'prod' });
});

async function signIn() {
  await userEvent.type(screen.getByLabelText('User ID'), 'supplier.a');
  await userEvent.type(screen.getByLabelText('Password'), 'Portal#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('stores the session, loads buttons and currencies, and lands on the first child of the first menu', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.startsWith('/api/user/login')) return jsonReply({ code: 200, msg: '', data: loginResult });
      if (url.startsWith('/api/resources/getResources'))
        return jsonReply({ code: 200, msg: '', data: { data: { menus, buttons: ['confirmSchedule'] } } });
      if (url.startsWith('/api/propertiesInfo/getProperties'))
        return jsonReply({ code: 200, msg: '', data: [{ propKey: 'USD', propName: 'US Dollar' }] });
      return jsonReply({ code: 404, msg: 'unexpected', data: null });
    });
    const { router } = renderWithApp(<LoginPage />, {
      path: '/login',
      routes: [{ path: '/deliveryScheduleQuery', element: <p>schedules</p> }],
    });

    await signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/deliveryScheduleQuery'));
    expect(sessionStorage.getItem('token')).toBe('tok-1');
    expect(sessionStorage.getItem('supplierCode')).toBe('SUP-A');
    expect(JSON.parse(sessionStorage.getItem('loginInfo') ?? '{}')).toEqual({
      userType: 'S',
      userName: 'Alice',
      language: 'en',
      userCode: 'supplier.a',
      roleNameList: ['Supplier'],
      token: 'tok-1',
      supplierCode: 'SUP-A',
      supplierName: 'Supplier A',
    });
    expect(JSON.parse(sessionStorage.getItem('authorities') ?? '[]')).toEqual(['confirmSchedule']);
    expect(JSON.parse(sessionStorage.getItem('buttons') ?? '[]')).toEqual(['confirmSchedule']);
    expect(JSON.parse(sessionStorage.getItem('currencyType') ?? '[]')).toEqual([
      { propKey: 'USD', propName: 'US Dollar' },
    ]);
    const calledUrls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calledUrls.some((url) => url.includes('propType=currencyType'))).toBe(true);
    expect(i18n.language).toBe('en');
  });

  it("shows the server's msg on the page when sign-in fails, not as a passing notice, and stays on /login", async () => {
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    stubFetch(() => jsonReply({ code: 401, msg: 'Wrong user id or password', data: null }));
    const { router } = renderWithApp(<LoginPage />, { path: '/login' });

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong user id or password');
    expect(error).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('tells the app as the sign-in call starts (it fetches the signed-in screens meanwhile), not before', async () => {
    stubFetch(() => jsonReply({ code: 401, msg: 'Wrong user id or password', data: null }));
    const onSigningIn = vi.fn();
    renderWithApp(<LoginPage onSigningIn={onSigningIn} />, { path: '/login' });
    expect(onSigningIn).not.toHaveBeenCalled();

    await signIn();

    await screen.findByRole('alert');
    expect(onSigningIn).toHaveBeenCalledTimes(1);
  });

  it('says so on the page when the server cannot be reached', async () => {
    stubFetch(() => ({ status: 502, body: 'bad gateway' }));
    renderWithApp(<LoginPage />, { path: '/login' });
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n.t('errors:http.502'));
  });

  it('opens the Contact us dialog', async () => {
    renderWithApp(<LoginPage />, { path: '/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Contact us' }));
    expect(await screen.findByText('Portal help desk')).toBeInTheDocument();
  });
});
