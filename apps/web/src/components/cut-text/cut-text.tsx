import { Tooltip, type TooltipProps } from 'antd';
import { useRef, useState } from 'react';

type CutTextProps = {
  text: string;
  /** the element's class: it is what cuts the text (overflow hidden, ellipsis) */
  className: string;
  /** show the tooltip whether or not the text is cut (a rule of the spec, e.g. long menu names) */
  always?: boolean;
  placement?: TooltipProps['placement'];
};

const isCut = (element: HTMLElement | null) => element !== null && element.scrollWidth > element.clientWidth;

/**
 * A text that may be cut by its box (ellipsis): when the tooltip would open, it measures whether the text
 * is cut and opens only then. Measured, not counted: a Thai or English name of few characters can be cut
 * where a longer Chinese one fits.
 */
export function CutText({ text, className, always = false, placement = 'top' }: CutTextProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <Tooltip
      title={text}
      placement={placement}
      open={open}
      onOpenChange={(next) => setOpen(next && (always || isCut(box.current)))}
    >
      <span ref={box} className={className}>
        {text}
      </span>
    </Tooltip>
  );
}
