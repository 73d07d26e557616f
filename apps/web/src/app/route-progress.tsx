import { theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { onChunksChange, pendingChunks } from './chunk-progress.ts';
import { useDelayedFlag } from './use-delayed-flag.ts';

/** A change quicker than this shows nothing: a bar that flashes reads as a glitch, not as progress. */
export const PROGRESS_DELAY_MS = 150;

function useLoadingChunks(): boolean {
  const [loading, setLoading] = useState(() => pendingChunks() > 0);
  useEffect(() => {
    const update = () => setLoading(pendingChunks() > 0);
    update();
    return onChunksChange(update);
  }, []);
  return loading;
}

/** A thin bar at the top of the window while the next route loads (its page chunk, a route loader). */
export function RouteProgress() {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const navigating = useNavigation().state !== 'idle';
  const shown = useDelayedFlag(useLoadingChunks() || navigating, PROGRESS_DELAY_MS);
  if (!shown) return null;
  return (
    <div className="route-progress" role="progressbar" aria-label={t('layout.loading')}>
      <div className="route-progress-bar" style={{ background: token.colorPrimary }} />
    </div>
  );
}
