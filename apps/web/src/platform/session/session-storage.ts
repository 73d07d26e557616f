import type { WebLocale } from '@portal/contract/common';
import type { PropertyOption } from '@portal/contract/lookup';
import { isWebLocale } from '../i18n/locale-codes.ts';
import { LoginInfo } from './login-info.ts';
import { announceSessionChange } from './session-events.ts';
import { SessionKey } from './session-keys.ts';
import { guardedShape, isRecord, isStringList, type StoredShape } from './stored-shape.ts';

// checked by hand, not with the contract's schemas: this module is on the login path (no zod there)
const NameList = guardedShape(isStringList);
const PropertyOptions = guardedShape(
  (value): value is PropertyOption[] =>
    Array.isArray(value) &&
    value.every(
      (item) => isRecord(item) && typeof item.propKey === 'string' && typeof item.propName === 'string',
    ),
);

export const DEFAULT_LOCALE: WebLocale = 'cn';

export function readRaw(key: SessionKey): string | null {
  return sessionStorage.getItem(key);
}

function write(key: SessionKey, value: string | null): void {
  if (value === null) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, value);
  announceSessionChange();
}

/** A damaged or foreign value reads as absent rather than breaking the screen. */
export function parseStored<T>(raw: string | null, schema: StoredShape<T>): T | null {
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return readRaw(SessionKey.token) || null;
}
export function setToken(token: string): void {
  write(SessionKey.token, token);
}

export function getLoginInfo(): LoginInfo | null {
  return parseStored(readRaw(SessionKey.loginInfo), LoginInfo);
}
export function setLoginInfo(info: LoginInfo): void {
  write(SessionKey.loginInfo, JSON.stringify(info));
}

export function parseNameList(raw: string | null): string[] {
  return parseStored(raw, NameList) ?? [];
}
export function getAuthorities(): string[] {
  return parseNameList(readRaw(SessionKey.authorities));
}
export function setAuthorities(names: readonly string[]): void {
  write(SessionKey.authorities, JSON.stringify(names));
}

export function getButtons(): string[] {
  return parseNameList(readRaw(SessionKey.buttons));
}
export function setButtons(names: readonly string[]): void {
  write(SessionKey.buttons, JSON.stringify(names));
}

export function getCurrencyType(): PropertyOption[] {
  return parseStored(readRaw(SessionKey.currencyType), PropertyOptions) ?? [];
}
export function setCurrencyType(options: readonly PropertyOption[]): void {
  write(SessionKey.currencyType, JSON.stringify(options));
}

export function getSupplierCode(): string | null {
  return readRaw(SessionKey.supplierCode) || null;
}
/** Buyers have no supplier code: the key is then absent. */
export function setSupplierCode(code: string | null): void {
  write(SessionKey.supplierCode, code || null);
}

export function getLocale(): WebLocale {
  const stored = readRaw(SessionKey.locale);
  return isWebLocale(stored) ? stored : DEFAULT_LOCALE;
}
export function setLocale(locale: WebLocale): void {
  write(SessionKey.locale, locale);
}

/**
 * Exit and reply code 999 clear the whole session storage. The chosen language survives:
 * it is a preference of the tab, not part of the signed-in session.
 */
export function clearSession(): void {
  const locale = readRaw(SessionKey.locale);
  sessionStorage.clear();
  if (locale !== null) sessionStorage.setItem(SessionKey.locale, locale);
  announceSessionChange();
}
