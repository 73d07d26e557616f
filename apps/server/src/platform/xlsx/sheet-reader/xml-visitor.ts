import { SaxesParser } from 'saxes';
import { UnreadableWorkbook } from './unreadable-workbook.ts';

/** What a part's reader wants to hear of its XML: elements by local name (any prefix dropped), and text. */
export interface XmlVisitor {
  open?(name: string, attributes: Readonly<Record<string, string>>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** `x:row` and `row` are the same element to us: some writers put SpreadsheetML under a prefix. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Walks an XML part as it arrives, chunk by chunk, calling the visitor; throws on XML that is not
 * well-formed. Only the five predefined entities and character references are known to saxes, and any
 * DOCTYPE is refused here, so no entity can expand into more text than the part holds (no "billion
 * laughs") and nothing outside the archive is ever fetched. An error thrown by the visitor stops the walk
 * and the unpacking with it.
 */
export async function visitXml(text: AsyncIterable<string>, visitor: XmlVisitor): Promise<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  parser.on('doctype', () => {
    throw new UnreadableWorkbook('a DOCTYPE in a workbook part');
  });
  const { open, close, text: onText } = visitor;
  if (open) parser.on('opentag', (tag) => open.call(visitor, localName(tag.name), tag.attributes));
  if (close) parser.on('closetag', (tag) => close.call(visitor, localName(tag.name)));
  if (onText) {
    parser.on('text', (data) => onText.call(visitor, data));
    parser.on('cdata', (data) => onText.call(visitor, data));
  }
  for await (const chunk of text) parser.write(chunk);
  parser.close();
}
