import { LOGIN_PATH, navigateTo } from '../navigation/navigator.ts';
import { notifier } from '../notifier/notifier.tsx';
import { clearSession } from '../session/session-storage.ts';
import { ApiError, ConfirmationRequired } from './api-errors.ts';
import type { RequestOptions } from './request-options.ts';

export interface WireEnvelope {
  code: number | string;
  msg?: string | null;
  data?: unknown;
}

/** Checked by hand: every call on every screen passes here, the login included, and zod is not loaded yet. */
export function parseEnvelope(value: unknown): WireEnvelope | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, msg, data } = value as Record<string, unknown>;
  if (typeof code !== 'number' && typeof code !== 'string') return null;
  if (msg !== undefined && msg !== null && typeof msg !== 'string') return null;
  return { code, msg, data };
}

/** DOMPurify is loaded only when a reply brings HTML (code 99), so it stays off the login path. */
function showHtmlError(html: string): void {
  void import('../notifier/safe-html.ts').then(({ sanitizeHtml }) => notifier.htmlError(sanitizeHtml(html)));
}

function redirectOf(data: unknown): string {
  return typeof data === 'string' && data.trim() ? data.trim() : LOGIN_PATH;
}

/**
 * Spec 1 §8: 200 (number or text) resolves `data`; 88 goes back to the caller to confirm;
 * 99 shows `msg` as sanitised HTML; 999 ends the session and follows the redirect in `data`;
 * any other code shows `msg` as an error.
 */
export function settleEnvelope(envelope: WireEnvelope, options: RequestOptions = {}): unknown {
  const code = Number(envelope.code);
  const msg = envelope.msg ?? '';
  if (code === 200) return envelope.data;
  if (code === 88) throw new ConfirmationRequired(msg, envelope.data);
  if (code === 999) {
    clearSession();
    navigateTo(redirectOf(envelope.data));
  } else if (!options.silent && code === 99) {
    showHtmlError(msg);
  } else if (!options.silent && msg) {
    notifier.error(msg);
  }
  throw new ApiError(code, msg, envelope.data);
}
