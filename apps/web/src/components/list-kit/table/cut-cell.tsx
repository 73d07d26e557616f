import type { ReactNode } from 'react';
import { CutTooltip } from './cut-tooltip.tsx';
import './table-cells.css';

const isWiderThanBox = (box: HTMLElement) => box.scrollWidth > box.clientWidth;

/** The content of an `ellipsis` cell: cut on one line, its whole text on hover when it is cut. */
export function CutCell({ children }: { children: ReactNode }) {
  return (
    <CutTooltip className="list-kit-cut-cell" isCut={isWiderThanBox}>
      {children}
    </CutTooltip>
  );
}
