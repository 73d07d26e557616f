import { CutText } from '../../components/cut-text/cut-text.tsx';

/** Names this long do not fit the 220 px menu (spec 1 §2.2, §9). */
export const MENU_TOOLTIP_MIN_LENGTH = 22;

export function needsMenuTooltip(name: string): boolean {
  return [...name].length >= MENU_TOOLTIP_MIN_LENGTH;
}

/** A menu name: its tooltip shows from 22 characters on (the spec's rule) and whenever the menu cuts it. */
export function MenuLabel({ name }: { name: string }) {
  return <CutText text={name} className="menu-label" always={needsMenuTooltip(name)} placement="right" />;
}
