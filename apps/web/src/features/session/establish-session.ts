import type { LoginResult } from '@portal/contract/session';
import type { QueryClient } from '@tanstack/react-query';
import { applyLocale } from '../../platform/i18n/apply-locale.ts';
import { localeOfUserLanguage } from '../../platform/i18n/locale-codes.ts';
import { loginInfoOf } from '../../platform/session/login-info.ts';
import { setLoginInfo, setSupplierCode, setToken } from '../../platform/session/session-storage.ts';
import { loadCurrencyType } from './api/load-currency-type.ts';
import { resourcesQueryOptions } from './api/resources-query.ts';
import { landingPath } from './landing-path.ts';

/**
 * Shared by the login form and single sign-on: keep the token and user, switch to the user's
 * stored language, load menus, buttons and currencies; resolves the path to land on.
 */
export async function establishSession(result: LoginResult, queryClient: QueryClient): Promise<string> {
  queryClient.clear();
  setToken(result.token);
  setLoginInfo(loginInfoOf(result));
  setSupplierCode(result.supplierCode);
  await applyLocale(localeOfUserLanguage(result.user.language));
  const [resources] = await Promise.all([
    queryClient.fetchQuery(resourcesQueryOptions()),
    loadCurrencyType(),
  ]);
  return landingPath(resources.menus);
}
