import { useEffect, useState } from 'react';

/** Spec 2 §9: the header table is at most 300 px high. */
const MOST = 300;
/** about three releases, however low the window */
const LEAST = 120;
/** the share of the window the releases may take, so the lines (where suppliers work) start above the fold */
const SHARE = 0.18;

export function headerTableHeight(windowHeight: number): number {
  return Math.round(Math.min(MOST, Math.max(LEAST, windowHeight * SHARE)));
}

/** The header table's height for the current window: 130 px at 720 high, 162 at 900, never above 300. */
export function useHeaderTableHeight(): number {
  const [height, setHeight] = useState(() => headerTableHeight(window.innerHeight));
  useEffect(() => {
    const follow = () => setHeight(headerTableHeight(window.innerHeight));
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, []);
  return height;
}
