import type { ZipEntry } from '../zip-directory.ts';
import { findPart } from './find-part.ts';
import { walkPart } from './part-walk.ts';
import { StringItemText } from './string-item-text.ts';

const SHARED_STRINGS = 'xl/sharedStrings.xml';

/** Collects each `<si>`'s text, in order. */
class SharedStringsVisitor {
  readonly strings: string[] = [];
  private item: StringItemText | undefined;

  open(name: string): void {
    if (name === 'si') this.item = new StringItemText();
    else this.item?.open(name);
  }

  close(name: string): void {
    if (name !== 'si') this.item?.close(name);
    else if (this.item) {
      this.strings.push(this.item.joined());
      this.item = undefined;
    }
  }

  text(text: string): void {
    this.item?.text(text);
  }
}

/**
 * The workbook's shared strings in order (a `t="s"` cell holds an index into them), or none when the
 * workbook has no such part. They are held in memory: Excel writes them after the sheets, so the sheet
 * cannot be read without them, and their size was bounded by the unpacked-size check before reading.
 */
export async function readSharedStrings(zip: Buffer, entries: readonly ZipEntry[]): Promise<string[]> {
  const entry = findPart(entries, SHARED_STRINGS);
  if (!entry) return [];
  const visitor = await walkPart(zip, entry, () => new SharedStringsVisitor());
  return visitor.strings;
}
