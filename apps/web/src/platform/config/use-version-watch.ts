import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { checkVersion } from './version-check.ts';

/** Re-checks the deployed version when the tab regains focus and on route changes. */
export function useVersionWatch(): void {
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the check is meant to run on every route change
  useEffect(() => {
    void checkVersion();
  }, [pathname]);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkVersion();
    };
    const onFocus = () => void checkVersion();
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
