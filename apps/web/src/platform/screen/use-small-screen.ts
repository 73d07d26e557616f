import { Grid } from 'antd';

/**
 * Whether the screen is narrower than Ant Design's `md` breakpoint (a phone at the gate). Unknown counts as
 * large: `Grid.useBreakpoint()` answers `{}` on the first render (and nothing matches where no media query
 * runs), so a desktop never renders a first frame in the phone layout.
 */
export function useSmallScreen(): boolean {
  const screens = Grid.useBreakpoint();
  return screens.md === false && Boolean(screens.xs || screens.sm);
}
