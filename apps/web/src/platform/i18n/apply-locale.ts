import type { WebLocale } from '@portal/contract/common';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/th';
import { setLocale } from '../session/session-storage.ts';
import { i18n } from './i18n.ts';
import { loadCatalogue } from './load-catalogue.ts';
import { htmlLangOf } from './locale-codes.ts';

const dayjsLocale: Record<WebLocale, string> = { cn: 'zh-cn', en: 'en', th: 'th' };

/**
 * Switches texts, dates and the stored preference together; Ant Design follows through ConfigProvider.
 * The language's texts are downloaded first, so no screen ever shows raw keys.
 */
export async function applyLocale(locale: WebLocale): Promise<void> {
  await loadCatalogue(i18n, locale);
  setLocale(locale);
  dayjs.locale(dayjsLocale[locale]);
  document.documentElement.lang = htmlLangOf(locale);
  await i18n.changeLanguage(locale);
  document.title = i18n.t('common:app.name');
}
