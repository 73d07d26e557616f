import type { Catalogues } from '../platform/i18n/catalogues.ts';
import cn from './cn/index.ts';
import en from './en/index.ts';
import th from './th/index.ts';

/** Every language at once, for tests (the app loads one language at a time, see load-catalogue). */
export const allCatalogues: Catalogues = { cn, en, th };
