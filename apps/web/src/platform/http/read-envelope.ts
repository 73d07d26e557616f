import { i18n } from '../i18n/i18n.ts';
import { notifier } from '../notifier/notifier.tsx';
import { HttpError } from './api-errors.ts';
import { parseEnvelope, settleEnvelope } from './envelope.ts';
import type { RequestOptions } from './request-options.ts';

/** A 200 reply that is not an envelope is treated like a broken connection. */
export async function readEnvelope(response: Response, options: RequestOptions): Promise<unknown> {
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
  return settleEnvelope(envelope, options);
}
