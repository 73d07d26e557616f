import { WordPieces } from '../table/word-pieces.tsx';
import './filter-label.css';

/**
 * A filter label that wraps between words only, as column headers do: left to itself the browser breaks
 * Thai loanwords inside the word (รหัสซัพพลาย|เออร์) when a label needs two lines.
 */
export function FilterLabel({ text }: { text: string }) {
  return (
    <span>
      <WordPieces text={text} wordClassName="list-kit-filter-label-word" />
    </span>
  );
}
