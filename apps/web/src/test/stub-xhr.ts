import { vi } from 'vitest';
import type { StubbedReply } from './stub-fetch.ts';

type Handler = ((event: ProgressEvent) => void) | null;

function progressEvent(type: string, loaded = 0, total = 0): ProgressEvent {
  return new ProgressEvent(type, { loaded, total, lengthComputable: total > 0 });
}

/**
 * One XMLHttpRequest the code under test made, driven by the test: bytes going out, the reply, or a
 * failure. Only what the web's uploads use is there.
 */
export class FakeXhr {
  method = '';
  url = '';
  withCredentials = false;
  body: unknown = undefined;
  readonly headers = new Headers();
  status = 0;
  responseText = '';
  private replyHeaders = new Headers();
  readonly upload: { onprogress: Handler; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }
  getResponseHeader(name: string): string | null {
    return this.replyHeaders.get(name);
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.onabort?.(progressEvent('abort'));
  }

  /** `loaded` of `total` bytes of the body have gone */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(progressEvent('progress', loaded, total));
  }
  /** the whole body has gone; the server is working on it */
  finishSending(): void {
    this.upload.onload?.(progressEvent('load'));
  }
  /** the server's reply (the body sent in full first) */
  answer(reply: StubbedReply): void {
    this.finishSending();
    const { status = 200, body, headers = {} } = reply;
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body ?? null);
    this.replyHeaders = new Headers(headers);
    this.onload?.(progressEvent('load'));
  }
  /** the connection broke: no reply */
  fail(): void {
    this.onerror?.(progressEvent('error'));
  }
}

/**
 * Stubs the browser's XMLHttpRequest (the boundary uploads cross); each request made is kept in
 * `requests`. With `route`, a request is answered with its reply as soon as it is sent.
 */
export function stubXhr(route?: (request: FakeXhr) => StubbedReply) {
  const requests: FakeXhr[] = [];
  class RecordedXhr extends FakeXhr {
    constructor() {
      super();
      requests.push(this);
    }
    override send(body: unknown): void {
      super.send(body);
      if (route) queueMicrotask(() => this.answer(route(this)));
    }
  }
  vi.stubGlobal('XMLHttpRequest', RecordedXhr);
  const last = (): FakeXhr => {
    const request = requests.at(-1);
    if (!request) throw new Error('no XMLHttpRequest was made');
    return request;
  };
  return { requests, last };
}
