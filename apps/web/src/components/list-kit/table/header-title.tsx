import { WebLocale } from '@portal/contract/common';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { CutTooltip } from './cut-tooltip.tsx';
import { headerWords } from './header-words.ts';
import './table-cells.css';

/** Cut by the three-line clamp, or a single word wider than the column cut with an ellipsis. */
function isHeaderCut(box: HTMLElement): boolean {
  if (box.scrollHeight > box.clientHeight + 1) return true;
  return [...box.querySelectorAll<HTMLElement>('.list-kit-header-word')].some(
    (word) => word.scrollWidth > word.clientWidth,
  );
}

/**
 * A column header that wraps between words only, Thai and Chinese included (`headerWords` marks where:
 * `<wbr>` between words, each word unbreakable), at most three lines; a cut header shows its whole title.
 */
export function HeaderTitle({ title }: { title: string }) {
  const { i18n } = useTranslation();
  const locale = WebLocale.catch('cn').parse(i18n.language);
  const pieces = headerWords(title, locale);
  return (
    <CutTooltip className="list-kit-header" isCut={isHeaderCut} title={title}>
      {pieces.map((piece, index) =>
        piece.kind === 'space' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed title never move
          <Fragment key={index}> </Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed title never move
          <Fragment key={index}>
            {pieces[index - 1]?.kind === 'word' && <wbr />}
            <span className="list-kit-header-word">{piece.text}</span>
          </Fragment>
        ),
      )}
    </CutTooltip>
  );
}
