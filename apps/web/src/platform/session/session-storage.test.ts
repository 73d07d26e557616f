import { describe, expect, it } from 'vitest';
import {
  clearSession,
  getAuthorities,
  getCurrencyType,
  getLocale,
  getLoginInfo,
  setAuthorities,
  setCurrencyType,
  setLocale,
  setLoginInfo,
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

  it('reads back the login info it stored, and a loginInfo of another shape as absent', () => {
    const info = {
      userType: 'S',
      userName: 'Alice',
      language: 'th',
      userCode: 'supplier.a',
      roleNameList: ['Supplier'],
      token: 'tok',
      supplierCode: 'SUP-A',
      supplierName: null,
    } as const;
    setLoginInfo({ ...info, roleNameList: [...info.roleNameList] });
    expect(getLoginInfo()).toEqual(info);

    for (const damaged of [
      { ...info, userType: 'X' },
      { ...info, language: 'cn' },
      { ...info, token: 7 },
      [info],
    ]) {
      sessionStorage.setItem('loginInfo', JSON.stringify(damaged));
      expect(getLoginInfo()).toBeNull();
    }
  });

  it('keeps currency options, and reads a list of another shape as empty', () => {
    setCurrencyType([{ propKey: 'USD', propName: 'US Dollar' }]);
    expect(getCurrencyType()).toEqual([{ propKey: 'USD', propName: 'US Dollar' }]);
    sessionStorage.setItem('currencyType', JSON.stringify([{ propKey: 'USD' }]));
    expect(getCurrencyType()).toEqual([]);
  });
});
