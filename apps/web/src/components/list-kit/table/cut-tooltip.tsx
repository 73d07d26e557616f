import { Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';

type CutTooltipProps = {
  /** the box's class: it is what cuts the content (overflow hidden, ellipsis or a line clamp) */
  className: string;
  /** whether the box cuts its content now, measured when the pointer enters it */
  isCut: (box: HTMLElement) => boolean;
  /** the tooltip's text; the box's whole text where not given */
  title?: string;
  children: ReactNode;
};

/**
 * A table cell's or header's content in a box that may cut it; hovering shows the whole text, but only when
 * the box does cut it (measured, as `CutText` does for one line of plain text). The tooltip is mounted only
 * while it shows: a page of 500 rows would otherwise carry a tooltip per cell.
 */
export function CutTooltip({ className, isCut, title, children }: CutTooltipProps) {
  const [shown, setShown] = useState<string | null>(null);
  const box = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the hover only repeats for the eye a text that is whole in the page (screen readers read it all)
    <span
      className={className}
      onMouseEnter={(event) => {
        const element = event.currentTarget;
        if (isCut(element)) setShown(title ?? element.textContent ?? '');
      }}
      onMouseLeave={() => setShown(null)}
    >
      {children}
    </span>
  );
  return shown === null ? (
    box
  ) : (
    <Tooltip open title={shown}>
      {box}
    </Tooltip>
  );
}
