import { Tooltip } from 'antd';
import { type ReactNode, useRef, useState } from 'react';

type CutTooltipProps = {
  /** the box's class: it is what cuts the content (overflow hidden, ellipsis or a line clamp) */
  className: string;
  /** whether the box cuts its content now, measured when the tooltip would open */
  isCut: (box: HTMLElement) => boolean;
  /** the tooltip's text; the box's whole text where not given */
  title?: string;
  children: ReactNode;
};

/**
 * A table cell's or header's content in a box that may cut it; hovering shows the whole text, but only when
 * the box does cut it (measured, as `CutText` does for one line of plain text).
 */
export function CutTooltip({ className, isCut, title, children }: CutTooltipProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => setOpen(next && box.current !== null && isCut(box.current));
  // a function, read when the tooltip shows: the cell's text is whatever its render produced
  const text = () => title ?? box.current?.textContent ?? '';
  return (
    <Tooltip title={text} open={open} onOpenChange={onOpenChange}>
      <span ref={box} className={className}>
        {children}
      </span>
    </Tooltip>
  );
}
