import type { EndpointDef } from '@portal/contract/endpoint';
import { runtimeConfig } from '../config/runtime-config.ts';
import type { RequestOptions } from './request-options.ts';
import { requestUrl } from './request-url.ts';
import { failHttp, headersFor, methodOf } from './send-request.ts';

/** Bytes of the request body sent so far, of `total`. */
export type UploadProgress = { sent: number; total: number };

export interface UploadOptions extends RequestOptions {
  /** values of the path's `{name}` placeholders (an upload into one record) */
  params?: Record<string, string | number>;
  /** called as the body leaves the browser, and once more with sent = total when all of it has gone */
  onProgress?: (progress: UploadProgress) => void;
}

/** Statuses whose Response may carry no body (the constructor throws otherwise). */
const NO_BODY_STATUSES = new Set([204, 205, 304]);

function responseOf(xhr: XMLHttpRequest): Response {
  const body = NO_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
  const contentType = xhr.getResponseHeader('Content-Type');
  return new Response(body, {
    status: xhr.status,
    headers: contentType ? { 'Content-Type': contentType } : {},
  });
}

function trackProgress(xhr: XMLHttpRequest, expected: number, onProgress: UploadOptions['onProgress']) {
  if (!onProgress) return;
  let total = expected;
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable) total = event.total;
    onProgress({ sent: Math.min(event.loaded, total), total });
  };
  xhr.upload.onload = () => onProgress({ sent: total, total });
}

/**
 * Sends a multipart form like `sendRequest` does (same address, token, language, HTTP failures), but by
 * XMLHttpRequest: fetch cannot report how much of a request body has gone, a slow line's user needs to
 * see it. The reply becomes a Response so the envelope is read where every other reply is.
 */
export function postWithProgress(
  endpoint: EndpointDef,
  form: FormData,
  expectedBytes: number,
  options: UploadOptions = {},
): Promise<Response> {
  const method = methodOf(endpoint);
  const url = requestUrl(runtimeConfig().apiBase, endpoint.path, method, { params: options.params });
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of headersFor(endpoint)) xhr.setRequestHeader(name, value);
    trackProgress(xhr, expectedBytes, options.onProgress);
    // status 0: the request never got an answer
    const settle = (status: number) => {
      if (status >= 200 && status < 300) {
        resolve(responseOf(xhr));
        return;
      }
      try {
        failHttp(status, options);
      } catch (error) {
        reject(error);
      }
    };
    xhr.onload = () => settle(xhr.status);
    xhr.onerror = () => settle(0);
    xhr.onabort = () => settle(0);
    xhr.ontimeout = () => settle(0);
    xhr.send(form);
  });
}
