import type { LoginResult } from '@portal/contract/session';
import { inject } from 'vitest';

/** The demo accounts' password (apps/server/src/db/seed/demo-accounts.ts). */
export const DEMO_PASSWORD = 'Portal#2026';

/** The reply envelope of every API call (spec 1 §7, §8). */
export interface Envelope<T> {
  code: number | string;
  msg?: string | null;
  data: T;
}

export function baseUrl(): string {
  return inject('baseUrl');
}

async function readEnvelope<T>(reply: Response, what: string): Promise<Envelope<T>> {
  if (!reply.ok) throw new Error(`${what}: HTTP ${reply.status}`);
  return (await reply.json()) as Envelope<T>;
}

/** POST /api/user/login outside the browser, e.g. to build a sign-on cookie. */
export async function apiLogin(userCode: string, password = DEMO_PASSWORD): Promise<LoginResult> {
  const reply = await fetch(`${baseUrl()}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userCode, password }),
  });
  const envelope = await readEnvelope<LoginResult>(reply, 'POST /api/user/login');
  if (Number(envelope.code) !== 200) throw new Error(`login of ${userCode} refused: ${envelope.msg ?? ''}`);
  return envelope.data;
}

/** A GET the way the web sends it: the raw token as Authorization, a `_t` timestamp. */
export async function apiGet<T>(apiPath: string, token: string): Promise<Envelope<T>> {
  const url = new URL(`/api${apiPath}`, baseUrl());
  url.searchParams.set('_t', String(Date.now()));
  const reply = await fetch(url, { headers: { Authorization: token } });
  return readEnvelope<T>(reply, `GET /api${apiPath}`);
}

/** A JSON POST the way the web sends it (raw token as Authorization). */
export async function apiPost<T>(apiPath: string, token: string, body: unknown): Promise<Envelope<T>> {
  const reply = await fetch(`${baseUrl()}/api${apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  });
  return readEnvelope<T>(reply, `POST /api${apiPath}`);
}
