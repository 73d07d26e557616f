import { describe, expect, it } from 'vitest';
import {
  clearSession,
  getAuthorities,
  getLocale,
  getLoginInfo,
  setAuthorities,
  setLocale,
  setSupplierCode,
  setToken,
} from './session-storage.ts';
import { hasAuthority } from './use-authorities.ts';

describe('session storage', () => {
  it('keeps authorities as a JSON list of names', () => {
    setAuthorities(['cancelAsn', 'supplierFinance-edit']);
    expect(sessionStorage.getItem('authorities')).toBe('["cancelAsn","supplierFinance-edit"]');
    expect(getAuthorities()).toEqual(['cancelAsn', 'supplierFinance-edit']);
    expect(hasAuthority('cancelAsn')).toBe(true);
    expect(hasAuthority('deleteFailedAsn')).toBe(false);
  });

  it('reads damaged values as absent and defaults the locale to cn', () => {
    sessionStorage.setItem('loginInfo', '{not json');
    sessionStorage.setItem('locale', 'fr');
    expect(getLoginInfo()).toBeNull();
    expect(getLocale()).toBe('cn');
  });

  it('clears the whole session but the chosen language', () => {
    setToken('t');
    setSupplierCode('SUP-A');
    setLocale('th');
    clearSession();
    expect(sessionStorage.length).toBe(1);
    expect(getLocale()).toBe('th');
  });
});
