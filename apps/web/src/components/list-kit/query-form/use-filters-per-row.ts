import { Grid } from 'antd';
import { useSmallScreen } from '../../../platform/screen/use-small-screen.ts';

/** Filters per row of the query form by screen width; a page may fix its own number. */
export const DEFAULT_FILTERS_PER_ROW = 3;

export function useFiltersPerRow(fixed?: number): number {
  const screens = Grid.useBreakpoint();
  // a phone has room for one filter across, whatever the page fixed for a desktop
  const small = useSmallScreen();
  if (small) return 1;
  if (fixed) return fixed;
  if (screens.xxl) return 4;
  if (screens.lg) return 3;
  if (screens.md) return 2;
  if (screens.xs || screens.sm) return 1;
  // no width known (e.g. before the first measure)
  return DEFAULT_FILTERS_PER_ROW;
}
