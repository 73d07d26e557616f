import { vi } from 'vitest';

export interface StubbedReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function jsonReply(body: unknown, status = 200): StubbedReply {
  return { status, body, headers: { 'Content-Type': 'application/json' } };
}

function toResponse(reply: StubbedReply): Response {
  const { status = 200, body, headers = {} } = reply;
  const payload = body instanceof Blob || typeof body === 'string' ? body : JSON.stringify(body ?? null);
  return new Response(payload, { status, headers });
}

/** Stubs the browser's fetch (the boundary of the web app); `route` picks the reply for a URL. */
export function stubFetch(route: (url: string, init: RequestInit | undefined) => StubbedReply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    toResponse(route(String(input), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
