import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import th from '../../locales/th/common.json';
import { loadCatalogue } from './load-catalogue.ts';

describe('loadCatalogue', () => {
  it("adds every namespace of the language in use, and only that language's", async () => {
    const instance = i18next.createInstance();
    await instance.init({
      resources: {},
      lng: 'th',
      fallbackLng: 'cn',
      initAsync: false,
      showSupportNotice: false,
    });
    expect(instance.t('common:app.name')).toBe('app.name');

    await loadCatalogue(instance, 'th');

    expect(instance.t('common:app.name')).toBe(th.app.name);
    for (const namespace of ['common', 'session', 'invoice', 'schedule'])
      expect(instance.hasResourceBundle('th', namespace)).toBe(true);
    expect(instance.hasResourceBundle('cn', 'common')).toBe(false);
    expect(instance.hasResourceBundle('en', 'common')).toBe(false);
  });
});
