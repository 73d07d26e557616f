import { Tooltip } from 'antd';

/** Names this long do not fit the 220 px menu (spec 1 §2.2, §9). */
export const MENU_TOOLTIP_MIN_LENGTH = 22;

export function needsMenuTooltip(name: string): boolean {
  return [...name].length >= MENU_TOOLTIP_MIN_LENGTH;
}

export function MenuLabel({ name }: { name: string }) {
  if (!needsMenuTooltip(name)) return <span className="menu-label">{name}</span>;
  return (
    <Tooltip title={name} placement="right">
      <span className="menu-label">{name}</span>
    </Tooltip>
  );
}
