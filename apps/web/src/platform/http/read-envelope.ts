import { i18n } from '../i18n/i18n.ts';
import { notifier } from '../notifier/notifier.tsx';
import { HttpError } from './api-errors.ts';
import { parseEnvelope, settleEnvelope, type WireEnvelope } from './envelope.ts';
import type { RequestOptions } from './request-options.ts';

/** The settled envelope's `data`; an error code is shown (unless silent) and rejected. */
export async function readEnvelope(response: Response, options: RequestOptions): Promise<unknown> {
  return settleEnvelope(await readWireEnvelope(response, options), options);
}

/** The reply as an envelope; a 200 reply that is not one is treated like a broken connection. */
export async function readWireEnvelope(response: Response, options: RequestOptions): Promise<WireEnvelope> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const envelope = parseEnvelope(body);
  if (!envelope) {
    if (!options.silent) notifier.error(i18n.t('errors:http.other'));
    throw new HttpError(response.status);
  }
  return envelope;
}
