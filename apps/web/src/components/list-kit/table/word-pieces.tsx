import { WebLocale } from '@portal/contract/common';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { headerWords } from './header-words.ts';

/**
 * A text that wraps between words only, Thai and Chinese included (`headerWords` marks where: `<wbr>`
 * between words, each word an unbreakable span of `wordClassName`).
 */
export function WordPieces({ text, wordClassName }: { text: string; wordClassName: string }) {
  const { i18n } = useTranslation();
  const pieces = headerWords(text, WebLocale.catch('cn').parse(i18n.language));
  return pieces.map((piece, index) =>
    piece.kind === 'space' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed text never move
      <Fragment key={index}> </Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed text never move
      <Fragment key={index}>
        {pieces[index - 1]?.kind === 'word' && <wbr />}
        <span className={wordClassName}>{piece.text}</span>
      </Fragment>
    ),
  );
}
