import type { WebLocale } from '@portal/contract/common';
import { useQueryClient } from '@tanstack/react-query';
import { applyLocale } from '../../platform/i18n/apply-locale.ts';
import { getToken } from '../../platform/session/session-storage.ts';
import { loadCurrencyType } from './api/load-currency-type.ts';
import { updateLanguage } from './api/update-language.ts';

/**
 * Signed in: store the language on the server, switch, then reload everything the server labels in
 * the caller's language (menus, currencies, lookup names inside list rows): every cached query goes
 * stale and the ones on screen refetch. On the login page only the screen switches.
 */
export function useChangeLanguage(): (locale: WebLocale) => Promise<void> {
  const queryClient = useQueryClient();
  return async (locale) => {
    if (!getToken()) {
      await applyLocale(locale);
      return;
    }
    try {
      await updateLanguage(locale);
    } catch {
      // the client has shown why; the screen still switches, the server keeps the old preference
    }
    await applyLocale(locale);
    await Promise.all([queryClient.invalidateQueries(), loadCurrencyType()]);
  };
}
