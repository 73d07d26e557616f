import { z } from 'zod';
import { LOGIN_PATH, navigateTo } from '../navigation/navigator.ts';
import { notifier } from '../notifier/notifier.tsx';
import { sanitizeHtml } from '../notifier/safe-html.ts';
import { clearSession } from '../session/session-storage.ts';
import { ApiError, ConfirmationRequired } from './api-errors.ts';
import type { RequestOptions } from './request-options.ts';

const Envelope = z.object({
  code: z.union([z.number(), z.string()]),
  msg: z.string().nullish(),
  data: z.unknown(),
});
export type WireEnvelope = z.infer<typeof Envelope>;

export function parseEnvelope(value: unknown): WireEnvelope | null {
  const parsed = Envelope.safeParse(value);
  return parsed.success ? parsed.data : null;
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
    notifier.htmlError(sanitizeHtml(msg));
  } else if (!options.silent && msg) {
    notifier.error(msg);
  }
  throw new ApiError(code, msg, envelope.data);
}
