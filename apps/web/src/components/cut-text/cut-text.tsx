import { Tooltip, type TooltipProps } from 'antd';
import { type MouseEvent, useState } from 'react';

type CutTextProps = {
  text: string;
  /** the element's class: it is what cuts the text (overflow hidden, ellipsis) */
  className: string;
  /** show the tooltip whether or not the text is cut (a rule of the spec, e.g. long menu names) */
  always?: boolean;
  placement?: TooltipProps['placement'];
};

const isCut = (element: HTMLElement) => element.scrollWidth > element.clientWidth;

/**
 * A text that may be cut by its box (ellipsis): on hover it measures whether it is, and only then shows
 * the whole text in a tooltip. Measured, not counted: a Thai or English name of few characters can be cut
 * where a longer Chinese one fits.
 */
export function CutText({ text, className, always = false, placement = 'top' }: CutTextProps) {
  const [cut, setCut] = useState(false);
  const measure = (event: MouseEvent<HTMLSpanElement>) => setCut(isCut(event.currentTarget));
  return (
    <Tooltip title={always || cut ? text : undefined} placement={placement}>
      <span className={className} onMouseEnter={measure}>
        {text}
      </span>
    </Tooltip>
  );
}
