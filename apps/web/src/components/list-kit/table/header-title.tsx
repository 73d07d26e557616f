import { CutTooltip } from './cut-tooltip.tsx';
import { WordPieces } from './word-pieces.tsx';
import './table-cells.css';

/** Cut by the three-line clamp, or a single word wider than the column cut with an ellipsis. */
function isHeaderCut(box: HTMLElement): boolean {
  if (box.scrollHeight > box.clientHeight + 1) return true;
  return [...box.querySelectorAll<HTMLElement>('.list-kit-header-word')].some(
    (word) => word.scrollWidth > word.clientWidth,
  );
}

/**
 * A column header that wraps between words only, Thai and Chinese included, at most three lines; a cut
 * header shows its whole title.
 */
export function HeaderTitle({ title }: { title: string }) {
  return (
    <CutTooltip className="list-kit-header" isCut={isHeaderCut} title={title}>
      <WordPieces text={title} wordClassName="list-kit-header-word" />
    </CutTooltip>
  );
}
