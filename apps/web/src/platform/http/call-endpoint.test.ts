import { dashboardEndpoints } from '@portal/contract/dashboard';
import { endpoint } from '@portal/contract/endpoint';
import { lookupEndpoints } from '@portal/contract/lookup';
import { sessionEndpoints } from '@portal/contract/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonReply, stubFetch } from '../../test/stub-fetch.ts';
import { setRuntimeConfig } from '../config/runtime-config.ts';
import { registerNavigator } from '../navigation/navigator.ts';
import { notifier } from '../notifier/notifier.tsx';
import { getToken, setLocale, setToken } from '../session/session-storage.ts';
import { ApiError, ConfirmationRequired, HttpError } from './api-errors.ts';
import { callEndpoint, callEndpointQuiet } from './call-endpoint.ts';

const listEndpoint = endpoint({
  method: ['GET', 'POST'],
  path: '/things/{id}/items',
  summary: 'test',
  access: 'authenticated',
  scope: 'none',
  kind: 'json',
  query: z.object({ codes: z.array(z.string()), name: z.string().optional() }),
  response: z.array(z.string()),
});

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;

beforeEach(() => {
  setRuntimeConfig({ version: '1', apiBase: '/portal-api', environment: 'prod' });
  setToken('token-123');
  navigate = vi.fn<(path: string) => void>();
  registerNavigator(navigate);
  vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
  vi.spyOn(notifier, 'htmlError').mockImplementation(() => undefined);
});

afterEach(() => registerNavigator(null));

describe('callEndpoint: the request', () => {
  it('sends GET to apiBase + path with params, repeated array keys, _t, token, language and credentials', async () => {
    const fetchMock = stubFetch(() => jsonReply({ code: 200, msg: '', data: ['a'] }));
    vi.spyOn(Date, 'now').mockReturnValue(1700000000000);

    await callEndpoint(listEndpoint, { params: { id: 7 }, query: { codes: ['A1', 'B 2'], name: undefined } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/portal-api/things/7/items?codes=A1&codes=B+2&_t=1700000000000');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('token-123');
    expect(headers.get('Accept-Language')).toBe('en');
    expect(init?.body).toBeUndefined();
  });

  it('POSTs JSON without a token on public calls', async () => {
    const fetchMock = stubFetch(() =>
      jsonReply({ code: 200, msg: '', data: { token: 't', supplierCode: null, supplierName: null } }),
    );
    await callEndpoint(sessionEndpoints.login, { body: { userCode: 'scm', password: 'secret' } });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/portal-api/user/login');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBeNull();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe(JSON.stringify({ userCode: 'scm', password: 'secret' }));
  });

  it('sends Accept-Language zh-CN for Chinese', async () => {
    const { i18n } = await import('../i18n/i18n.ts');
    await i18n.changeLanguage('cn');
    setLocale('cn');
    const fetchMock = stubFetch(() => jsonReply({ code: 200, msg: '', data: [] }));
    await callEndpoint(lookupEndpoints.getProperties, { query: { propType: 'currencyType' } });
    await i18n.changeLanguage('en');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('zh-CN');
  });
});

describe('callEndpoint: reply codes (spec 1 §8)', () => {
  it('resolves data on code 200', async () => {
    stubFetch(() => jsonReply({ code: 200, msg: 'ok', data: { newSchedule: 3 } }));
    await expect(callEndpoint(dashboardEndpoints.dashboardList)).resolves.toEqual({ newSchedule: 3 });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("resolves data on code '200' written as text", async () => {
    stubFetch(() => jsonReply({ code: '200', msg: '', data: { failedAsn: 1 } }));
    await expect(callEndpoint(dashboardEndpoints.dashboardList)).resolves.toEqual({ failedAsn: 1 });
  });

  it('rejects code 88 as ConfirmationRequired with msg and data, without a notice', async () => {
    stubFetch(() => jsonReply({ code: 88, msg: 'Price differs, submit anyway?', data: { id: 5 } }));
    const error = await callEndpoint(dashboardEndpoints.dashboardList).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfirmationRequired);
    expect(error).toMatchObject({ code: 88, msg: 'Price differs, submit anyway?', data: { id: 5 } });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(notifier.htmlError).not.toHaveBeenCalled();
  });

  it('shows code 99 as sanitised HTML', async () => {
    stubFetch(() =>
      jsonReply({
        code: 99,
        msg: '<b>Row 3</b> is wrong<script>alert(1)</script><img src=x onerror=alert(1)>',
        data: null,
      }),
    );
    const error = await callEndpoint(dashboardEndpoints.dashboardList).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    // the sanitiser is loaded on demand, so the notice follows the rejection
    await vi.waitFor(() =>
      expect(notifier.htmlError).toHaveBeenCalledWith('<b>Row 3</b> is wrong<img src="x">'),
    );
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('clears the session on 999 and goes to the redirect URL in data, keeping the language', async () => {
    setLocale('th');
    sessionStorage.setItem('authorities', '["cancelAsn"]');
    stubFetch(() => jsonReply({ code: 999, msg: 'Session expired', data: '/login?expired=1' }));
    await expect(callEndpoint(dashboardEndpoints.dashboardList)).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem('authorities')).toBeNull();
    expect(sessionStorage.getItem('locale')).toBe('th');
    expect(navigate).toHaveBeenCalledWith('/login?expired=1');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('goes to /login on 999 without a redirect URL', async () => {
    stubFetch(() => jsonReply({ code: 999, msg: '', data: null }));
    await expect(callEndpoint(dashboardEndpoints.dashboardList)).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('shows the msg of any other code and rejects with ApiError {code, msg}', async () => {
    stubFetch(() => jsonReply({ code: 500, msg: 'Supplier code is required', data: null }));
    const error = await callEndpoint(dashboardEndpoints.dashboardList).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, msg: 'Supplier code is required' });
    expect(notifier.error).toHaveBeenCalledWith('Supplier code is required');
  });

  it('shows nothing when the caller asks for silence', async () => {
    stubFetch(() => jsonReply({ code: 400, msg: 'bad', data: null }));
    await expect(callEndpointQuiet(dashboardEndpoints.dashboardList)).rejects.toMatchObject({ code: 400 });
    expect(notifier.error).not.toHaveBeenCalled();
  });
});

describe('callEndpoint: HTTP failures (spec 1 §8)', () => {
  it('shows the fixed message of HTTP 500 and rejects with HttpError', async () => {
    stubFetch(() => ({ status: 500, body: 'boom', headers: { 'Content-Type': 'text/plain' } }));
    const error = await callEndpoint(dashboardEndpoints.dashboardList).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500 });
    expect(notifier.error).toHaveBeenCalledWith('Server error');
  });

  it.each([
    [400, 'Bad request'],
    [403, 'Access denied'],
    [404, 'Request error: the resource was not found'],
    [408, 'Request timed out'],
    [501, 'Service not implemented'],
    [502, 'Network error'],
    [503, 'Service unavailable'],
    [504, 'Network timeout'],
    [505, 'HTTP version not supported'],
    [418, 'Connection error'],
  ])('HTTP %i shows "%s"', async (status, text) => {
    stubFetch(() => ({ status, body: '' }));
    await expect(callEndpoint(dashboardEndpoints.dashboardList)).rejects.toBeInstanceOf(HttpError);
    expect(notifier.error).toHaveBeenCalledWith(text);
  });

  it('HTTP 401 shows its message and goes to /login', async () => {
    stubFetch(() => ({ status: 401, body: '' }));
    await expect(callEndpoint(dashboardEndpoints.dashboardList)).rejects.toBeInstanceOf(HttpError);
    expect(notifier.error).toHaveBeenCalledWith('Unauthorized, please log in again');
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(getToken()).toBeNull();
  });

  it('a request that cannot be made shows "Load timeout"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(callEndpoint(dashboardEndpoints.dashboardList)).rejects.toMatchObject({ status: 0 });
    expect(notifier.error).toHaveBeenCalledWith('Load timeout');
  });
});
