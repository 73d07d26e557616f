import type { WebLocale } from '@portal/contract/common';
import { sessionEndpoints } from '@portal/contract/session';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { userLanguageOf } from '../../../platform/i18n/locale-codes.ts';

/** Stores the user's language on the server (cn is sent as zh). */
export async function updateLanguage(locale: WebLocale): Promise<void> {
  await callEndpoint(sessionEndpoints.updateLanguage, { query: { language: userLanguageOf(locale) } });
}
