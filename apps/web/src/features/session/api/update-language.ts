import type { WebLocale } from '@portal/contract/common';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { userLanguageOf } from '../../../platform/i18n/locale-codes.ts';
import { sessionRoutes } from './session-routes.ts';

/** Stores the user's language on the server (cn is sent as zh). */
export async function updateLanguage(locale: WebLocale): Promise<void> {
  await callEndpoint(sessionRoutes.updateLanguage, { query: { language: userLanguageOf(locale) } });
}
