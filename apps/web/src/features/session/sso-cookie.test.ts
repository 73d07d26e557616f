import { describe, expect, it } from 'vitest';
import { readSsoCookie } from './sso-cookie.ts';
import { decodeSsoValue } from './sso-cookie-value.ts';

const result = {
  token: 'sso-token',
  supplierCode: null,
  supplierName: null,
  user: {
    userId: 1,
    userCode: 'scm',
    userName: '张伟',
    userType: 'B',
    language: 'zh',
    roleNameList: ['Adient-SCM'],
  },
};

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

describe('single sign-on cookie', () => {
  it('decodes base64url JSON of a LoginResult, non-ASCII names included', () => {
    expect(decodeSsoValue(base64Url(JSON.stringify(result)))).toEqual(result);
  });
  it('ignores anything that is not a LoginResult', () => {
    expect(decodeSsoValue(base64Url('{"token":1}'))).toBeNull();
    expect(decodeSsoValue('%%%')).toBeNull();
  });
  it('finds the cookie among others', () => {
    expect(readSsoCookie('a=1; portal_sso=abc-_; b=2')).toBe('abc-_');
    expect(readSsoCookie('a=1')).toBeNull();
  });
});
