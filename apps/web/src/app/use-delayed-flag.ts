import { useEffect, useState } from 'react';

/** True once `on` has stayed true for `delayMs`; false as soon as it turns false (no flash on quick changes). */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}
