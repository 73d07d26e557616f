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
  const [shown, setShown] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    const element = box.current;
    setShown(next && element && isCut(element) ? (title ?? element.textContent ?? '') : null);
  };
  return (
    <Tooltip title={shown} open={shown !== null} onOpenChange={onOpenChange}>
      <span ref={box} className={className}>
        {children}
      </span>
    </Tooltip>
  );
}
