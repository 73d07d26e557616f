/** The session storage keys of the spec (1 §3); other screens read them under these exact names. */
export const SessionKey = {
  token: 'token',
  loginInfo: 'loginInfo',
  authorities: 'authorities',
  buttons: 'buttons',
  currencyType: 'currencyType',
  supplierCode: 'supplierCode',
  locale: 'locale',
} as const;
export type SessionKey = (typeof SessionKey)[keyof typeof SessionKey];
