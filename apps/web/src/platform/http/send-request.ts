import type { HttpMethod } from '@portal/contract/endpoint';
import { runtimeConfig } from '../config/runtime-config.ts';
import { currentLocale } from '../i18n/current-locale.ts';
import { i18n } from '../i18n/i18n.ts';
import { acceptLanguageOf } from '../i18n/locale-codes.ts';
import { LOGIN_PATH, navigateTo } from '../navigation/navigator.ts';
import { notifier } from '../notifier/notifier.tsx';
import { clearSession, getToken } from '../session/session-storage.ts';
import { HttpError } from './api-errors.ts';
import type { EndpointRoute } from './endpoint-route.ts';
import { httpStatusMessageKey } from './http-status-message.ts';
import type { RequestInput, RequestOptions } from './request-options.ts';
import { requestUrl } from './request-url.ts';

/** The first method where the spec allows several (GET|POST); `methodsOf` of the contract would pull zod in. */
export function methodOf(endpoint: EndpointRoute): HttpMethod {
  return typeof endpoint.method === 'string' ? endpoint.method : (endpoint.method[0] ?? 'GET');
}

/** Language and token every call carries (uploads by XMLHttpRequest too). */
export function headersFor(endpoint: EndpointRoute): Headers {
  const headers = new Headers({ 'Accept-Language': acceptLanguageOf(currentLocale()) });
  const token = getToken();
  if (endpoint.access !== 'public' && token) headers.set('Authorization', token);
  return headers;
}

function bodyFor(method: HttpMethod, body: unknown, headers: Headers): BodyInit | undefined {
  if (method === 'GET' || body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** An HTTP failure: the spec's fixed message (unless silent), back to sign-in on 401, rejected as HttpError. */
export function failHttp(status: number, options: RequestOptions): never {
  if (!options.silent) notifier.error(i18n.t(httpStatusMessageKey(status)));
  if (status === 401) {
    clearSession();
    navigateTo(LOGIN_PATH);
  }
  throw new HttpError(status);
}

/**
 * The single place the web talks to the API: base path, credentials, token, language, `_t`;
 * HTTP failures are shown with the spec's fixed messages and rejected as HttpError.
 */
export async function sendRequest(
  endpoint: EndpointRoute,
  input: RequestInput,
  options: RequestOptions = {},
): Promise<Response> {
  const method = methodOf(endpoint);
  const headers = headersFor(endpoint);
  let response: Response;
  try {
    const url = requestUrl(runtimeConfig().apiBase, endpoint.path, method, input);
    const body = bodyFor(method, input.body, headers);
    response = await fetch(url, { method, headers, body, credentials: 'include' });
  } catch {
    return failHttp(0, options);
  }
  if (!response.ok) return failHttp(response.status, options);
  return response;
}
