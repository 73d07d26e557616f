import type { ZipEntry } from '../zip-directory.ts';
import { findPart } from './find-part.ts';
import { StringItemText } from './string-item-text.ts';
import { visitXml } from './xml-visitor.ts';
import { entryText } from './zip-entry-stream.ts';

const SHARED_STRINGS = 'xl/sharedStrings.xml';

/**
 * The workbook's shared strings in order (a `t="s"` cell holds an index into them), or none when the
 * workbook has no such part. They are held in memory: Excel writes them after the sheets, so the sheet
 * cannot be read without them, and their size was bounded by the unpacked-size check before reading.
 */
export async function readSharedStrings(zip: Buffer, entries: readonly ZipEntry[]): Promise<string[]> {
  const entry = findPart(entries, SHARED_STRINGS);
  if (!entry) return [];
  const strings: string[] = [];
  let item: StringItemText | undefined;
  await visitXml(entryText(zip, entry), {
    open(name) {
      if (name === 'si') item = new StringItemText();
      else item?.open(name);
    },
    close(name) {
      if (name !== 'si') item?.close(name);
      else if (item) {
        strings.push(item.joined());
        item = undefined;
      }
    },
    text(text) {
      item?.text(text);
    },
  });
  return strings;
}
