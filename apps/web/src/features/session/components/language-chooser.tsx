import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLocale } from '../../../platform/i18n/current-locale.ts';
import { languageButtonProps } from './language-button.tsx';

const loadDropdown = () => import('./language-dropdown.tsx');
const LanguageDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.LanguageDropdown })));

/**
 * The login page's language dropdown. Its menu (about 25 KB of JS gzipped) is not part of the page's
 * download: it starts loading when the pointer or the focus reaches the button, and the first click
 * mounts the dropdown open in the button's place.
 */
export function LanguageChooser() {
  const { t } = useTranslation('common');
  const locale = useCurrentLocale();
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      {...languageButtonProps(t, locale, 'default')}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageDropdown initiallyOpen />
    </Suspense>
  );
}
